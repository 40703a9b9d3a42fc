import { findOnPath } from '../src/platform/launch/process.js';

/** Global setup of the video suite: it starts a real Janus, so the janus program must be installed. */
export default async function requireJanus() {
  if (!(await findOnPath('janus')))
    throw new Error('The video suite needs Janus: apt-get install -y janus (then npm run test:video).');
}

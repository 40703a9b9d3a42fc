/**
 * A server stand-in for the video suite: starts Janus as `npm start` does, prints its pid as a JSON
 * line, and idles until killed. `node --import tsx test/janus-host.ts <dataDir> [no-setpriv]`; with
 * `no-setpriv` it runs as on a machine without util-linux's setpriv.
 */
import { startJanus } from '../src/platform/janus/launcher.js';
import { findOnPath } from '../src/platform/launch/process.js';

const [dataDir, mode] = process.argv.slice(2);
const binary = (await findOnPath('janus')) ?? undefined;
if (mode === 'no-setpriv') process.env.PATH = '/nonexistent';
// stdout carries only the pid line.
const log = { info: console.error, warn: console.error, error: console.error };
const launched = await startJanus({ dataDir: dataDir!, binary, log });
if (!launched) process.exit(1);
process.stdout.write(`${JSON.stringify({ pid: launched.pid })}\n`);
setInterval(() => undefined, 60_000);

// Preloaded into the tracking bench's server (NODE_OPTIONS=--import, which refuses --cpu-prof) when
// BENCH_TRACKING_CPU_PROF names a folder: samples the process's CPU from its start (every 200 µs)
// and writes the V8 profile there as server-<pid>.cpuprofile when it exits (open it in Chrome
// DevTools). Processes it starts inherit NODE_OPTIONS (a build of a stale bundle): theirs land
// there too; the server's is the largest.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

/**
 * Samples this process's CPU from now (every 200 µs) and writes the V8 profile to `folder` as
 * server-<pid>.cpuprofile when the process exits. Also used by realtime-probe.mjs.
 */
export function profileUntilExit(folder) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 200 });
  session.post('Profiler.start');
  // A session of this thread answers at once, so the profile is written before the process ends.
  process.on('exit', () =>
    session.post('Profiler.stop', (err, answer) => {
      if (!err)
        writeFileSync(join(folder, `server-${process.pid}.cpuprofile`), JSON.stringify(answer.profile));
    }),
  );
}

const folder = process.env.BENCH_TRACKING_CPU_PROF;
if (folder) profileUntilExit(folder);

// Preloaded into the server processes of realtime.bench.ts (NODE_OPTIONS=--import, which refuses
// --cpu-prof). With BENCH_RT_PROBE_DIR: the event loop's delay histogram (monitorEventLoopDelay,
// 1 ms resolution), which SIGUSR2 writes there as loop-<pid>.json ({ max, p99, p50 } in ms and the
// number of samples) and then resets. Beside it `busyMax`: the most CPU time the main thread spent
// between two ticks of a 1 ms timer (from /proc schedstat), that is the longest task net of the time
// the process waited for a core, which a busy machine adds to the histogram; and `gcMax`, the
// longest garbage collection (PerformanceObserver), in ms. With BENCH_RT_CPU_PROF naming a folder:
// the process's CPU profile from its start (every 200 µs), written there as server-<pid>.cpuprofile
// when it exits (Chrome DevTools opens it). Processes it starts inherit NODE_OPTIONS (a build of a
// stale bundle).
import { closeSync, openSync, readSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PerformanceObserver, monitorEventLoopDelay } from 'node:perf_hooks';
import { profileUntilExit } from './tracking-profile.mjs';

const folder = process.env.BENCH_RT_PROBE_DIR;
if (folder) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const schedstat = openSync(`/proc/self/task/${process.pid}/schedstat`, 'r');
  const buffer = Buffer.alloc(128);
  const onCpu = () => {
    const n = readSync(schedstat, buffer, 0, buffer.length, 0);
    return Number(buffer.toString('latin1', 0, n).split(' ')[0]) / 1e6;
  };
  let lastCpu = onCpu();
  let busyMax = 0;
  setInterval(() => {
    const cpu = onCpu();
    busyMax = Math.max(busyMax, cpu - lastCpu);
    lastCpu = cpu;
  }, 1).unref();
  process.on('exit', () => closeSync(schedstat));
  let gcMax = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcMax = Math.max(gcMax, entry.duration);
  }).observe({ entryTypes: ['gc'] });
  process.on('SIGUSR2', () => {
    const ms = (ns) => ns / 1e6;
    const figures = {
      max: ms(delay.max),
      p99: ms(delay.percentile(99)),
      p50: ms(delay.percentile(50)),
      count: delay.count,
      busyMax,
      gcMax,
    };
    // Whole or not at all for the reader.
    const file = join(folder, `loop-${process.pid}.json`);
    writeFileSync(`${file}.part`, JSON.stringify(figures));
    renameSync(`${file}.part`, file);
    delay.reset();
    busyMax = 0;
    gcMax = 0;
  });
  const profiles = process.env.BENCH_RT_CPU_PROF;
  if (profiles) profileUntilExit(profiles);
}

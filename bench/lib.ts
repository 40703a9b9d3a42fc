/** Small helpers shared by the benchmarks: a timed request loop with bounded count and concurrency. */
export type Figures = { requests: number; seconds: number; perSecond: number; p50: number; p99: number };

export async function hammer(
  total: number,
  concurrency: number,
  once: (i: number) => Promise<void>,
): Promise<Figures> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < total) {
      const i = next++;
      const t0 = performance.now();
      await once(i);
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { requests: total, seconds, perSecond: total / seconds, p50: at(0.5), p99: at(0.99) };
}

export function print(name: string, f: Figures) {
  console.log(
    `${name.padEnd(34)} ${f.requests} requests in ${f.seconds.toFixed(2)} s: ${f.perSecond.toFixed(0)}/s, p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms`,
  );
}

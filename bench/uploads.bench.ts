/**
 * P6 (issue 20): media library uploads on one node: 200 images of about 2 MB, sent as multipart
 * batches of 10 over loopback to a real server process; reports throughput and the server's peak
 * memory (VmHWM), which must stay under 300 MB (uploads are streamed, not buffered).
 */
import sharp from 'sharp';
import { hammer, print, reportFigure } from './lib.js';
import { signUp, startServer } from './server-process.js';

const IMAGES = Number(process.env.BENCH_IMAGES ?? 200);
const BATCH = 10;
/** The ceiling of the server's peak resident memory, in MB (10^6 bytes). */
const LIMIT_MB = 300;

// An incompressible PNG of about 2 MB: random pixels.
const side = 840;
const noise = Buffer.alloc(side * side * 3);
for (let i = 0; i < noise.length; i++) noise[i] = (Math.random() * 256) | 0;
const png = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
  .png()
  .toBuffer();

const server = await startServer();
try {
  const token = await signUp(server.url);
  const idle = server.rssMiB();
  const batches = Math.ceil(IMAGES / BATCH);
  const figures = await hammer(batches, 2, async (b) => {
    const form = new FormData();
    for (let i = 0; i < BATCH && b * BATCH + i < IMAGES; i++) {
      form.append('files', new Blob([png], { type: 'image/png' }), `bench-${b}-${i}.png`);
    }
    const res = await fetch(`${server.url}/api/v1/assets/images`, {
      method: 'POST',
      headers: { authToken: token },
      body: form,
    });
    const answer = (await res.json()) as { success: boolean };
    if (!answer.success) throw new Error(`upload answered ${res.status}: ${JSON.stringify(answer)}`);
  });
  const mib = (IMAGES * png.length) / 1024 / 1024;
  print(`POST assets/images (${BATCH} per request)`, figures);
  console.log(
    `${IMAGES} images of ${(png.length / 1024 / 1024).toFixed(2)} MB: ${(mib / figures.seconds).toFixed(1)} MB/s, ${(IMAGES / figures.seconds).toFixed(1)} images/s`,
  );
  const peakMiB = server.peakRssMiB();
  console.log(`server memory: ${idle.toFixed(0)} MiB idle, peak ${peakMiB.toFixed(0)} MiB (VmHWM)`);
  const peakMB = (peakMiB * 1024 * 1024) / 1e6;
  reportFigure({
    id: 'P6',
    name: `server peak RSS over ${IMAGES} uploads of ${(png.length / 1e6).toFixed(1)} MB`,
    value: `${peakMB.toFixed(0)} MB (${(peakMB / LIMIT_MB).toFixed(2)} × ${LIMIT_MB} MB)`,
    budget: `< ${LIMIT_MB} MB`,
    ok: peakMB < LIMIT_MB,
    detail: `${idle.toFixed(0)} MiB idle, peak ${peakMiB.toFixed(0)} MiB (VmHWM); ${(mib / figures.seconds).toFixed(1)} MB/s`,
  });
} finally {
  await server.stop();
}

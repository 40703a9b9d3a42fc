#!/usr/bin/env node
// After `vite build`: a brotli (.br, quality 11) and a gzip (.gz, level 9) copy of every text asset
// of dist/ from 1 KB up, kept only where smaller, so that the server sends them as they are
// (@fastify/static `preCompressed`) instead of compressing each response. The html pages are left
// out: the server answers them from memory with a nonce of their own (plugins/static.ts).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const TEXT = /\.(?:js|mjs|css|svg|json|txt|webmanifest|map)$/;
const MIN_BYTES = 1024;

/** Every file below `dir`. */
function filesOf(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOf(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

let written = 0;
let before = 0;
let after = 0;
for (const file of filesOf(dist).filter((f) => TEXT.test(f))) {
  const content = readFileSync(file);
  if (content.length < MIN_BYTES) continue;
  const br = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  const gz = gzipSync(content, { level: 9 });
  for (const [ending, packed] of [
    ['.br', br],
    ['.gz', gz],
  ]) {
    if (packed.length >= content.length) continue;
    writeFileSync(file + ending, packed);
    written++;
  }
  before += content.length;
  after += Math.min(br.length, content.length);
}
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(`precompressed ${written} files: ${kb(before)} of text assets, ${kb(after)} as brotli`);

#!/usr/bin/env node
// The JavaScript budget of the built pages (spec: performance, P5), checked by `npm test` after the
// build: a deterministic size, not a timing. A page's JavaScript is its entry script, every chunk
// the entry imports statically (transitively), and the largest chunk it may import dynamically at
// start (one language's texts): what a first visit downloads, gzipped at level 9.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../packages/web/dist');

/** Pages and their budgets in KB of gzipped JavaScript. */
const PAGES = [{ name: 'registration page (/r/…)', html: 'r.html', budgetKb: 60 }];

const gzipped = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Chunks a chunk imports: static (`from"./x.js"`, `import"./x.js"`) and dynamic (`import(\`./x.js\`)`). */
function importsOf(file) {
  const code = readFileSync(file, 'utf8');
  const names = (re) => [...code.matchAll(re)].map((m) => join(dirname(file), m[1]));
  return {
    statics: names(/(?:from|import)\s*["'](\.\/[^"']+\.js)["']/g),
    dynamics: names(/import\(\s*[`"'](\.\/[^`"']+\.js)[`"']\s*\)/g),
  };
}

function pageSize(htmlFile) {
  const html = readFileSync(join(dist, htmlFile), 'utf8');
  const entries = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => join(dist, m[1]));
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)];
  const seen = new Set();
  const dynamic = new Set();
  const queue = [...entries, ...preloads.map((m) => join(dist, m[1]))];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const { statics, dynamics } = importsOf(file);
    queue.push(...statics);
    for (const d of dynamics) dynamic.add(d);
  }
  const staticBytes = [...seen].reduce((sum, f) => sum + gzipped(f), 0);
  const largestDynamic = Math.max(0, ...[...dynamic].filter((f) => !seen.has(f)).map(gzipped));
  return { bytes: staticBytes + largestDynamic, chunks: seen.size };
}

let failed = false;
for (const page of PAGES) {
  const { bytes, chunks } = pageSize(page.html);
  const kb = bytes / 1024;
  const ok = kb <= page.budgetKb;
  failed ||= !ok;
  console.log(
    `${page.name}: ${kb.toFixed(1)} KB of JavaScript gzipped in ${chunks} chunk(s) — budget ${page.budgetKb} KB — ${ok ? 'ok' : 'OVER'}`,
  );
}
if (failed) process.exit(1);

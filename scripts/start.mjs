// `npm start`: builds the web app and the server bundle when missing or older than their sources,
// then runs the server (which applies migrations) in this same process so signals reach it directly.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = join(root, 'packages/web/dist/index.html');
const sources = [
  'packages/web/src',
  'packages/web/index.html',
  'packages/web/public',
  'packages/shared/src',
  'packages/shared/locales',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)));
  return max;
}

/** Runs `command` when `output` is missing or older than any of `inputs` (paths under the root). */
function buildIfStale(what, output, inputs, command) {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  if (builtAt >= Math.max(...inputs.map((s) => newest(join(root, s))))) return;
  console.log(`Building ${what}…`);
  const result = spawnSync(command[0], command.slice(1), { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

buildIfStale('the web app', built, sources, ['npm', 'run', 'build', '-w', '@foyer/web']);
// The server runs as one bundle (packages/server/build.mjs): less memory than compiling it at start.
const server = join(root, 'packages/server/dist/main.mjs');
buildIfStale(
  'the server',
  server,
  ['packages/server/src', 'packages/server/build.mjs', 'packages/shared/src'],
  [process.execPath, 'packages/server/build.mjs'],
);
await import(server);

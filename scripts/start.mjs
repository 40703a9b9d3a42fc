// `npm start`: builds the web app when its build is missing or older than its sources, then runs
// the server (which applies migrations) in this same process so signals reach it directly.
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

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
if (builtAt < Math.max(...sources.map((s) => newest(join(root, s))))) {
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@foyer/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
await import(join(root, 'packages/server/src/main.ts'));

// `npm run bench [name]`: runs every bench/*.bench.ts (or those whose file name holds `name`) in
// turn; each prints its own figures, and the budgets' figures (reportFigure in lib.ts) come back at
// the end as one table with the machine they ran on.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv[2];
const scratch = mkdtempSync(join(tmpdir(), 'foyer-bench-figures-'));
const figuresFile = join(scratch, 'figures.jsonl');
let status = 0;
try {
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.bench.ts'))
    .sort()) {
    if (only && !file.includes(only)) continue;
    console.log(`\n== ${file}`);
    const result = spawnSync(process.execPath, ['--import', 'tsx', `${dir}${file}`], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_FIGURES: figuresFile },
    });
    if (result.status !== 0) {
      status = result.status ?? 1;
      break;
    }
  }
  printTable();
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(status);

function printTable() {
  let lines = [];
  try {
    lines = readFileSync(figuresFile, 'utf8').split('\n').filter(Boolean);
  } catch {
    return;
  }
  const rows = lines
    .map((line) => JSON.parse(line))
    .sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
  const cells = rows.map((f) => [
    f.id,
    f.name,
    f.value,
    f.budget,
    f.ok === null ? '—' : f.ok ? 'ok' : 'MISSED',
  ]);
  const head = ['budget', 'figure', 'value', 'ceiling', 'verdict'];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => String(c[i]).length)));
  const row = (c) => `| ${c.map((v, i) => String(v).padEnd(widths[i])).join(' | ')} |`;
  const cpu = cpus();
  console.log(
    `\n== figures (${cpu.length} × ${cpu[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node})`,
  );
  console.log(row(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const c of cells) console.log(row(c));
}

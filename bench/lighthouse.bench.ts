/**
 * P5 (issue 20): Lighthouse (the npm package, driving Debian's Chromium) performance ≥ 95 and
 * accessibility 100 on `/r/{pageCode}` (the public registration page) and on the venue entry (the
 * `/v/{pageCode}?token=…` link of a confirmation mail: the venue's first screen as a participant
 * who follows it sees it). A real server process (started as `npm start` runs it, embedded PGlite,
 * the built web app) is seeded through the API as the e2e journeys seed it: an organiser, an open
 * trade fair from the guided setup (its registration page published) and a participant registered
 * on that page and confirmed through the mail's link. Lighthouse's default (mobile, simulated
 * throttling) configuration audits each page BENCH_LIGHTHOUSE_RUNS (3) times in one headless
 * Chromium each (CHROMIUM_PATH, /usr/bin/chromium); the figures are the median run's, whose HTML and
 * JSON reports are saved under bench/reports/lighthouse/. Also printed: the metrics and the top
 * failing performance audits, and every failing accessibility audit with its first failing element.
 * The desktop configuration is reported too, without a budget (BENCH_LIGHTHOUSE_DESKTOP=0: not run).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Result, type RunnerResult, desktopConfig } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.js';
import { apiOf, median, reportFigure } from './lib.js';
import { type BenchServer, signUp, startServer } from './server-process.js';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const DESKTOP = process.env.BENCH_LIGHTHOUSE_DESKTOP !== '0';
const LAUNCH_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const BUDGET = { performance: 95, accessibility: 100 };
/** Attempts at a run that Lighthouse could not record. */
const ATTEMPTS = 3;
/** How many failing performance audits are printed per page. */
const TOP_FAILING = 10;

const root = fileURLToPath(new URL('..', import.meta.url));
const REPORTS = join(root, 'bench/reports/lighthouse');

type Category = 'performance' | 'accessibility';
type Form = { name: 'mobile' | 'desktop'; config?: Config };
type Target = { slug: string; label: string; url: string; check?: (lhr: Result) => void };

const score = (lhr: Result, category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const seconds = (ms: number) => (ms / 1000).toFixed(1);

/**
 * Builds the web app (`npm run build -w @foyer/web`) when packages/web/dist is missing or older
 * than its sources (as scripts/start.mjs would, but before the server's 60 s start deadline).
 */
function ensureWebBuild() {
  const sources = [
    'packages/web/src',
    'packages/web/index.html',
    'packages/web/public',
    'packages/shared/src',
  ];
  const newest = (path: string): number => {
    if (!existsSync(path)) return 0;
    const st = statSync(path);
    if (!st.isDirectory()) return st.mtimeMs;
    return Math.max(0, ...readdirSync(path).map((entry) => newest(join(path, entry))));
  };
  const pages = ['index.html', 'r.html'].map((page) => join(root, 'packages/web/dist', page));
  const builtAt = Math.min(...pages.map((page) => (existsSync(page) ? statSync(page).mtimeMs : 0)));
  if (builtAt >= Math.max(...sources.map((s) => newest(join(root, s))))) return;
  console.log('Building the web app (npm run build -w @foyer/web)…');
  const built = spawnSync('npm', ['run', 'build', '-w', '@foyer/web'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0)
    throw new Error(
      'the web app is not built and its build failed: run `npm run build` and look at its errors',
    );
}

/** The newest link in the mails to `to` that contains `pathPart`, waited for (the outbox, /dev/mailbox). */
async function mailLink(server: BenchServer, to: string, pathPart: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${server.url}/dev/mailbox/messages?to=${encodeURIComponent(to)}`);
    const { messages } = (await res.json()) as { messages: { links: string[] }[] };
    const link = messages.flatMap((m) => m.links).find((l) => l.includes(pathPart));
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} with a link to ${pathPart}`);
}

/**
 * Seeds `server` as the e2e journeys do (support.ts: seedOrganiser, openTradeFair,
 * registeredVisitor; visit.spec.ts "enters through the mail link"): an organiser, an open trade
 * fair, and a participant registered on its page and confirmed through the mail's link. Answers the
 * page code and the venue entry link (the confirmation page's "Enter the event").
 */
async function seed(server: BenchServer): Promise<{ pageCode: string; venueUrl: string }> {
  const call = apiOf(() => server.url);
  const token = await signUp(server.url);
  const { eventId } = await call<{ eventId: string }>(
    'POST',
    'events/kickstarter',
    {
      name: 'Harbour Fair',
      eventType: 'tradeFair',
      videoPresentations: true,
      booths: true,
      boothCount: 1,
      themeId: 'modern',
    },
    token,
  );
  const { event } = await call<{ event: { version: number; pageCode: string } }>(
    'GET',
    `events/${eventId}`,
    undefined,
    token,
  );
  await call('PUT', `events/${eventId}/settings`, { open: true, version: event.version }, token);
  const pageCode = event.pageCode;
  const code = encodeURIComponent(pageCode);

  const email = `mary.${Date.now().toString(36)}@analytical-engines.example`;
  await call('POST', `public/regpage/${code}/register`, {
    email,
    firstName: 'Mary',
    lastName: 'Visitor',
    termsAccepted: true,
    answers: {},
  });
  const link = new URL(await mailLink(server, email, `/r/${code}/confirm`));
  const linkToken = link.searchParams.get('token');
  if (!linkToken) throw new Error(`the registration mail's link has no token: ${link}`);
  // What the mail link's page (/r/{pageCode}/confirm) does before it offers "Enter the event".
  const confirmed = await call<{ eventOpen: boolean }>('POST', 'public/regpage/confirm', {
    token: linkToken,
  });
  if (!confirmed.eventOpen) throw new Error('the event is not open after its settings opened it');
  // The link enters the venue (each entry is a session of its own, so the audits' entries still work).
  await call('POST', `public/venue/${code}/enter`, { token: linkToken });
  return {
    pageCode,
    venueUrl: `${server.url}/v/${code}?token=${encodeURIComponent(linkToken)}`,
  };
}

/** Throws unless the run loaded the venue: the link's token exchanged and the venue answered. */
function checkVenueRun(pageCode: string) {
  const venuePath = `/api/v1/public/venue/${encodeURIComponent(pageCode)}`;
  return (lhr: Result) => {
    const items = (
      lhr.audits['network-requests']?.details as { items?: { url: string; statusCode: number }[] }
    )?.items;
    if (!items) return;
    for (const path of [`${venuePath}/enter`, venuePath]) {
      const request = items.find((item) => new URL(item.url).pathname === path);
      if (request?.statusCode !== 200)
        throw new Error(
          `the venue entry run did not load the venue: ${path} ${request ? `answered ${request.statusCode}` : 'was not requested'}`,
        );
    }
  };
}

/**
 * One Lighthouse run of `target` in a Chromium of its own (as Lighthouse's CLI runs it: no state of
 * an earlier run's page left), stopped afterwards. A run Lighthouse could not record (its
 * runtimeError, e.g. NO_NAVSTART: "Please run Lighthouse again") is run again, up to ATTEMPTS
 * times; throws after that, or when the page is not what it should be (`target.check`).
 */
async function audit(target: Target, form: Form): Promise<{ lhr: Result; reports: string[] }> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: LAUNCH_FLAGS,
      logLevel: 'error',
    });
    let result: RunnerResult | undefined;
    try {
      result = await lighthouse(
        target.url,
        {
          port: chrome.port,
          output: ['html', 'json'],
          onlyCategories: ['performance', 'accessibility'],
          logLevel: 'error',
        },
        form.config,
      );
    } finally {
      chrome.kill();
    }
    if (!result) throw new Error(`Lighthouse answered nothing for ${target.label}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      const error = `Lighthouse on ${target.label}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
      if (attempt >= ATTEMPTS) throw new Error(`${error} (${attempt} attempts)`);
      console.log(`  ${error} — run again`);
      continue;
    }
    target.check?.(lhr);
    return { lhr, reports: result.report as string[] };
  }
}

/** The metrics and the worst failing audits of the performance category. */
function printPerformance(lhr: Result) {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const line = (id: string, extra = '') => {
    const a = lhr.audits[id]!;
    const value = a.displayValue ? `, ${a.displayValue}` : '';
    return `    ${id}: score ${a.score ?? '—'}${value}${extra} — ${a.title}`;
  };
  console.log('  performance metrics:');
  for (const ref of refs.filter((r) => r.group === 'metrics'))
    console.log(line(ref.id, ` (weight ${ref.weight})`));
  const failing = refs
    .filter((r) => r.group !== 'metrics' && r.group !== 'hidden')
    .map((r) => lhr.audits[r.id]!)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        !['informative', 'notApplicable', 'manual'].includes(a.scoreDisplayMode),
    )
    .sort((a, b) => {
      const savings = (x: typeof a) =>
        (x.details as { overallSavingsMs?: number } | undefined)?.overallSavingsMs ?? 0;
      return a.score! - b.score! || savings(b) - savings(a);
    });
  if (failing.length === 0) console.log('  no failing performance audit');
  else {
    console.log(
      `  failing performance audits (${Math.min(failing.length, TOP_FAILING)} of ${failing.length}):`,
    );
    for (const a of failing.slice(0, TOP_FAILING)) {
      console.log(line(a.id));
      for (const item of auditItems(a.details).slice(0, 3)) {
        const what = item.url ?? item.groupLabel;
        if (typeof what !== 'string') continue;
        const figures = [
          typeof item.wastedBytes === 'number' ? `${kib(item.wastedBytes)} KiB to save` : '',
          typeof item.wastedMs === 'number' ? `${Math.round(item.wastedMs)} ms to save` : '',
          typeof item.totalBytes === 'number' ? `${kib(item.totalBytes)} KiB` : '',
          typeof item.duration === 'number' ? `${Math.round(item.duration)} ms` : '',
          typeof item.total === 'number' ? `${Math.round(item.total)} ms in all` : '',
          typeof item.scripting === 'number' ? `${Math.round(item.scripting)} ms scripting` : '',
        ].filter(Boolean);
        console.log(`      ${what.replace(/^https?:\/\/127\.0\.0\.1:\d+/, '')}: ${figures.join(', ')}`);
      }
    }
  }
  // The LCP element audit's details: a table of the element, then a table of the LCP's phases.
  const [element, phases] = (
    lhr.audits['largest-contentful-paint-element']?.details as
      | { items?: { items?: Record<string, unknown>[] }[] }
      | undefined
  )?.items ?? [{}, {}];
  const lcpNode = element?.items?.[0]?.node as { selector?: string; snippet?: string } | undefined;
  if (lcpNode) console.log(`  LCP element: ${lcpNode.selector} ${lcpNode.snippet ?? ''}`);
  const phaseLines = (phases?.items ?? []).map((p) => `${p.phase} ${Math.round(Number(p.timing))} ms`);
  if (phaseLines.length > 0) console.log(`  LCP phases: ${phaseLines.join(', ')}`);
}

/** The rows of an audit's table (or opportunity) details; none for other details. */
function auditItems(details: unknown): Record<string, unknown>[] {
  const items = (details as { items?: unknown[] } | undefined)?.items ?? [];
  return items.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null);
}

const kib = (bytes: number) => (bytes / 1024).toFixed(0);

type A11yNode = { selector?: string; snippet?: string; explanation?: string; nodeLabel?: string };

/** Every failing accessibility audit: its rule, its failing elements' count, the first one and axe's message. */
function printAccessibility(lhr: Result) {
  const failing = (lhr.categories.accessibility?.auditRefs ?? [])
    .map((r) => lhr.audits[r.id]!)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary');
  if (failing.length === 0) {
    console.log('  no failing accessibility audit');
    return;
  }
  console.log(`  failing accessibility audits (${failing.length}):`);
  for (const a of failing) {
    const items = (a.details as { items?: { node?: A11yNode }[] } | undefined)?.items ?? [];
    const node = items[0]?.node;
    console.log(`    ${a.id}: score ${a.score}, ${items.length} element(s) — ${a.title}`);
    if (!node) continue;
    console.log(`      first: ${node.selector ?? '?'}${node.nodeLabel ? ` ("${node.nodeLabel}")` : ''}`);
    if (node.snippet) console.log(`      html: ${node.snippet}`);
    if (node.explanation) console.log(`      ${node.explanation.replace(/\n\s*/g, ' ')}`);
  }
}

let announced = false;

/**
 * Audits `target` RUNS times in `form`, saves the median run's reports, prints its failing audits
 * and reports its figures (budgets only for the default, mobile, configuration).
 */
async function measure(target: Target, form: Form) {
  const runs: { lhr: Result; reports: string[] }[] = [];
  for (let n = 0; n < RUNS; n++) {
    const started = performance.now();
    const run = await audit(target, form);
    runs.push(run);
    if (!announced) {
      announced = true;
      console.log(`Lighthouse ${run.lhr.lighthouseVersion}, ${run.lhr.environment.hostUserAgent}`);
    }
    console.log(
      `${target.label} (${form.name}) run ${n + 1}/${RUNS}: performance ${score(run.lhr, 'performance')}, accessibility ${score(run.lhr, 'accessibility')} (${seconds(performance.now() - started)} s)`,
    );
  }
  const performances = runs.map((r) => score(r.lhr, 'performance'));
  const accessibilities = runs.map((r) => score(r.lhr, 'accessibility'));
  const medianPerformance = median(performances);
  // The saved run: the one whose performance is the median (the lower middle one of an even count).
  const chosen = [...runs].sort((a, b) => score(a.lhr, 'performance') - score(b.lhr, 'performance'))[
    Math.floor((runs.length - 1) / 2)
  ]!;

  mkdirSync(REPORTS, { recursive: true });
  const stem = join(REPORTS, `${target.slug}.${form.name}`);
  const [html, json] = chosen.reports;
  writeFileSync(`${stem}.report.html`, html!);
  writeFileSync(`${stem}.report.json`, json!);
  const saved = relative(root, stem);
  console.log(`  reports of the median run: ${saved}.report.html, ${saved}.report.json`);
  printPerformance(chosen.lhr);
  printAccessibility(chosen.lhr);

  const mobile = form.name === 'mobile';
  const benchmarkIndex = chosen.lhr.environment.benchmarkIndex;
  const detail = (values: number[]) =>
    `${form.name}, ${mobile ? 'simulated throttling' : 'desktop configuration'}; median of ${RUNS} runs: ${values.join(', ')}; BenchmarkIndex ${Math.round(benchmarkIndex)}`;
  const suffix = mobile ? '' : ' (desktop)';
  reportFigure({
    id: 'P5',
    name: `Lighthouse performance ${target.label}${suffix}`,
    value: String(medianPerformance),
    budget: mobile ? `≥ ${BUDGET.performance}` : '—',
    ok: mobile ? medianPerformance >= BUDGET.performance : null,
    detail: detail(performances),
  });
  const accessibility = median(accessibilities);
  reportFigure({
    id: 'P5',
    name: `Lighthouse accessibility ${target.label}${suffix}`,
    value: String(accessibility),
    budget: mobile ? `${BUDGET.accessibility}` : '—',
    ok: mobile ? accessibility >= BUDGET.accessibility : null,
    detail: detail(accessibilities),
  });
}

const started = performance.now();
if (!existsSync(CHROMIUM_PATH))
  throw new Error(`no Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium, or set CHROMIUM_PATH`);
ensureWebBuild();
// Embedded PGlite, mails in the outbox (/dev/mailbox), one node.
const server = await startServer({ DATABASE_URL: undefined, REDIS_URL: undefined, SMTP_URL: undefined });
try {
  const { pageCode, venueUrl } = await seed(server);
  console.log(`${RUNS} runs per page and configuration, Chromium at ${CHROMIUM_PATH}`);
  const targets: Target[] = [
    {
      slug: 'registration-page',
      label: '/r/{pageCode}',
      url: `${server.url}/r/${encodeURIComponent(pageCode)}`,
    },
    { slug: 'venue-entry', label: 'venue entry', url: venueUrl, check: checkVenueRun(pageCode) },
  ];
  const forms: Form[] = [
    { name: 'mobile' },
    ...(DESKTOP ? [{ name: 'desktop' as const, config: desktopConfig }] : []),
  ];
  for (const form of forms) for (const target of targets) await measure(target, form);
} finally {
  await server.stop();
  console.log(`lighthouse bench: ${seconds(performance.now() - started)} s`);
}

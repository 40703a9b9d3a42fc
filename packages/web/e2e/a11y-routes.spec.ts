import { BUILD_FLAGS } from '@foyer/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { ROUTE_TABLE, type RouteEntry } from '../src/app/routeTable';
import {
  TOKEN_KEY,
  api,
  expect,
  kickstarterEvent,
  openEvent,
  registeredVisitor,
  seedOrganiser,
  seriousAxeViolations,
  test,
} from './support';

/**
 * Every route of the route table in English and in German, each on a desktop and on a 390 px phone:
 * axe finds nothing serious or critical, and no page logs a warning (React Router's among them).
 * Each variant is split into tests of its own (SHARDS), so that the workers share them.
 */
const VARIANTS = [
  { language: 'en', viewport: { width: 1280, height: 800 }, name: 'English desktop' },
  { language: 'de', viewport: { width: 390, height: 844 }, name: 'German phone' },
  { language: 'en', viewport: { width: 390, height: 844 }, name: 'English phone' },
  { language: 'de', viewport: { width: 1280, height: 800 }, name: 'German desktop' },
] as const;

/** What the screens need: accounts in each sign-up state, an event, a mailing, a checkout, a visitor link. */
type World = {
  tokens: Record<'STEP_1' | 'STEP_2' | 'COMPLETE', string>;
  eventId: string;
  pageCode: string;
  mailingId: string;
  subscriptionId: string;
  visitorToken: string;
};

let world: Promise<World> | undefined;

/** Made once per worker. */
function worldOf(request: APIRequestContext): Promise<World> {
  world ??= (async () => {
    const [step1, step2, complete] = await Promise.all([
      seedOrganiser(request, 'STEP_1'),
      seedOrganiser(request, 'STEP_2'),
      seedOrganiser(request),
    ]);
    const token = complete.token;
    const eventId = await kickstarterEvent(request, token, `Axe fair ${Date.now().toString(36)}`);
    const pageCode = await openEvent(request, token, eventId);
    const link = await registeredVisitor(request, pageCode, 'Axel');
    const mailing = await api(request, 'POST', 'mailings', { name: 'Axe check', eventIds: [eventId] }, token);
    expect(mailing.success, JSON.stringify(mailing)).toBe(true);
    const checkout = await api(
      request,
      'POST',
      'subscription/checkout',
      { productId: 'starter-monthly-eur' },
      token,
    );
    expect(checkout.success, JSON.stringify(checkout)).toBe(true);
    return {
      tokens: { STEP_1: step1.token, STEP_2: step2.token, COMPLETE: token },
      eventId,
      pageCode,
      mailingId: (mailing.results!.mailing as { id: string }).id,
      subscriptionId: checkout.results!.subscriptionId as string,
      visitorToken: new URL(link).searchParams.get('token')!,
    };
  })();
  return world;
}

/** The session a route is seen with, and the address that shows it; null = not reachable in this build. */
function visitOf(route: RouteEntry, w: World): { token: string | null; path: string } | null {
  if (route.flag && !BUILD_FLAGS[route.flag]) return null;
  const path = route.path
    .replace(':id', route.path.startsWith('/mailings') ? w.mailingId : w.eventId)
    .replace(':subscriptionId', w.subscriptionId)
    .replace(':token', 'an-unknown-unsubscribe-token-0123456789')
    .replace(':pageCode', w.pageCode);
  if (route.path === '/v/:pageCode') return { token: null, path: `${path}?token=${w.visitorToken}` };
  if (route.requirement === 'public') return { token: null, path };
  if (route.requirement === 'registrationStep') {
    const step =
      route.path === '/registration/details'
        ? 'STEP_1'
        : route.path.endsWith('email-confirmation')
          ? 'STEP_2'
          : 'COMPLETE';
    return { token: w.tokens[step], path };
  }
  return { token: w.tokens.COMPLETE, path };
}

/** Waits until the screen has loaded what it shows: its main landmark and no spinner. */
async function settled(page: Page, path: string) {
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  // The UI kit shows its spinners as specimens.
  if (path.startsWith('/ui-kit')) return;
  await expect(page.locator('.mantine-Loader-root:visible, [aria-busy="true"]:visible')).toHaveCount(0, {
    timeout: 15_000,
  });
}

/**
 * Shows a path: inside the running app (React Router follows the history) when the session is the
 * one it started with, else by loading the app afresh with the session stored.
 */
async function show(
  page: Page,
  visit: { token: string | null; path: string },
  current: { token?: string | null },
) {
  if (current.token === visit.token) {
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, visit.path);
    return;
  }
  await page.goto('/404');
  await page.evaluate(
    ([key, token]) => (token ? localStorage.setItem(key, token) : localStorage.removeItem(key)),
    [TOKEN_KEY, visit.token] as const,
  );
  await page.goto(visit.path);
  current.token = visit.token;
}

/** Each variant's routes in this many tests (every other route), so that the workers share them evenly. */
const SHARDS = 2;

for (const variant of VARIANTS)
  for (let shard = 0; shard < SHARDS; shard++)
    test(`every route has no serious or critical axe violation and no console warning — ${variant.name}, part ${shard + 1} of ${SHARDS}`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(240_000);
      const w = await worldOf(request);
      const context = await browser.newContext({ viewport: variant.viewport });
      await context.addInitScript(
        (language) => localStorage.setItem('foyer.language', language),
        variant.language,
      );
      const page = await context.newPage();
      const warnings: string[] = [];
      page.on('console', (message) => {
        // React Router warns of its blockers (unsaved changes) when the test itself moves the history.
        if (message.type() === 'warning' && !message.text().includes('not created by @remix-run/router'))
          warnings.push(`${page.url()}: ${message.text()}`);
      });
      const findings: string[] = [];
      // By session, so that the app reloads only when the session changes.
      const all = ROUTE_TABLE.flatMap((route) => {
        const visit = visitOf(route, w);
        return visit ? [{ route, ...visit }] : [];
      });
      expect(all.length).toBeGreaterThan(40);
      const visits = all
        .filter((_, i) => i % SHARDS === shard)
        .sort((a, b) => String(a.token).localeCompare(String(b.token)));
      const current: { token?: string | null } = {};
      const failures: string[] = [];
      for (const visit of visits) {
        try {
          await show(page, visit, current);
          await settled(page, visit.route.path);
          // The venue speaks its registration page's language (English here), the app the visitor's.
          const language = visit.route.path === '/v/:pageCode' ? 'en' : variant.language;
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          for (const finding of await seriousAxeViolations(page, { withoutFrames: true }))
            findings.push(`${visit.route.path} → ${new URL(page.url()).pathname}: ${finding}`);
        } catch (e) {
          // Said at the end with the others; the next route loads afresh.
          failures.push(`${visit.route.path} → ${page.url()}: ${(e as Error).message.split('\n')[0]}`);
          current.token = undefined;
        }
      }
      await context.close();
      expect(failures).toEqual([]);
      expect(findings).toEqual([]);
      expect(warnings).toEqual([]);
    });

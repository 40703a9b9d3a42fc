import type { APIRequestContext, APIResponse } from '@playwright/test';
import { TOKEN_KEY, api, expect, openEvent, seedOrganiser, test } from './support';

const directives = (response: APIResponse) =>
  new Map(
    (response.headers()['content-security-policy'] ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );

async function newEvent(request: APIRequestContext, token: string, name: string) {
  const created = await api(
    request,
    'POST',
    'events/kickstarter',
    {
      name,
      eventType: 'other',
      videoPresentations: false,
      booths: false,
      boothCount: 0,
      themeId: 'modern',
    },
    token,
  );
  expect(created.success, JSON.stringify(created)).toBe(true);
  return created.results!.eventId as string;
}

const page = (request: APIRequestContext, path: string) =>
  request.get(path, { headers: { accept: 'text/html' } });

test('every page and the API carry the security headers, and the app renders under its CSP', async ({
  page: browserPage,
  request,
}) => {
  const { token } = await seedOrganiser(request);
  const eventId = await newEvent(request, token, `Headers ${Date.now()}`);
  const pageCode = await openEvent(request, token, eventId);

  for (const path of ['/', '/login', `/r/${pageCode}`, `/v/${pageCode}`, '/api/v1/openapi.json']) {
    const response = path.startsWith('/api') ? await request.get(path) : await page(request, path);
    expect(response.status(), path).toBe(200);
    const csp = directives(response);
    expect(csp.get('script-src'), path).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
    expect(csp.get('style-src')?.join(' '), path).not.toContain('unsafe-inline');
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
    expect(response.headers()['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(response.headers()['permissions-policy'], path).toContain(
      path.startsWith('/v/') ? 'camera=(self)' : 'camera=()',
    );
  }

  // Mantine's run-time styles (its CSS variables) carry the page's nonce and apply.
  await browserPage.goto('/login');
  await expect(browserPage.getByRole('button', { name: 'Log in' })).toBeVisible();
  const styles = await browserPage.evaluate(() => ({
    nonce: document.querySelector<HTMLStyleElement>('style[data-mantine-styles]')?.nonce ?? '',
    bodyColor: getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-body').trim(),
  }));
  expect(styles.nonce).not.toBe('');
  expect(styles.bodyColor).not.toBe('');
});

test('an organiser lets a website embed the registration page and venue of one event', async ({
  page: browserPage,
  request,
}) => {
  const { token } = await seedOrganiser(request);
  const name = `Embedded ${Date.now()}`;
  const eventId = await newEvent(request, token, name);
  const otherId = await newEvent(request, token, `${name} other`);
  const otherCode = await openEvent(request, token, otherId);

  await browserPage.goto('/404');
  await browserPage.evaluate(([k, v]) => localStorage.setItem(k, v), [TOKEN_KEY, token]);
  await browserPage.goto(`/events/setting/${eventId}`);
  const field = browserPage.getByRole('combobox', {
    name: 'Websites that may embed the registration page and venue',
  });
  await field.fill('www.acme-events.com');
  await field.press('Enter');
  await browserPage.getByRole('button', { name: 'Save' }).click();
  await expect(
    browserPage.getByText("Enter a website's address such as https://www.example.com"),
  ).toBeVisible();
  await field.press('Backspace'); // takes the last entry off
  await field.fill('https://www.acme-events.com');
  await field.press('Enter');
  await browserPage.getByRole('button', { name: 'Save' }).click();
  await expect(browserPage.getByText('All changes are saved.')).toBeVisible();

  const { event } = (await api(request, 'GET', `events/${eventId}`, undefined, token)).results as {
    event: { pageCode: string; frameAncestors: string[] };
  };
  expect(event.frameAncestors).toEqual(['https://www.acme-events.com']);
  for (const path of [`/r/${event.pageCode}`, `/v/${event.pageCode}`])
    expect(directives(await page(request, path)).get('frame-ancestors'), path).toEqual([
      'https://www.acme-events.com',
    ]);
  for (const path of [`/r/${otherCode}`, '/login', `/events/setting/${eventId}`])
    expect(directives(await page(request, path)).get('frame-ancestors'), path).toEqual(["'none'"]);
});

test('the API reference and the dev mailbox work under their policies', async ({ page: browserPage }) => {
  await browserPage.goto('/api/docs');
  // Swagger UI parses and draws the whole document (~400 KB) before its title: on two loaded cores
  // that took 13 s once, so this waits longer than the usual 10.
  await expect(browserPage.getByRole('heading', { name: /Foyer API/ })).toBeVisible({ timeout: 30_000 });
  await expect(browserPage.getByText('/api/v1/auth/login').first()).toBeVisible();
  await browserPage.goto('/dev/mailbox');
  await expect(browserPage.getByRole('heading', { name: 'Dev mailbox' })).toBeVisible();
  // The mailbox's own inline styles apply (its table has no outer border spacing).
  const collapse = await browserPage.evaluate(
    () => getComputedStyle(document.querySelector('table')!).borderCollapse,
  );
  expect(collapse).toBe('collapse');
});

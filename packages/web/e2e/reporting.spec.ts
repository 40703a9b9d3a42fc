import { readFileSync } from 'node:fs';
import {
  TOKEN_KEY,
  enterVenue,
  expect,
  openTradeFair,
  registeredVisitor,
  seedOrganiser,
  test,
} from './support';

/**
 * Issue 19: what a visitor does in the venue is what the organiser's report shows, and what its CSV
 * holds — through the real recorder, ingest and report (no rollup run needed).
 */
test('a visitor opens a document and watches a talk; the report shows it and its CSV holds it', async ({
  browser,
  page,
  request,
}) => {
  const { token } = await seedOrganiser(request);
  const { eventId, pageCode } = await openTradeFair(request, token);
  const link = await registeredVisitor(request, pageCode, 'Mary');

  // Mary walks to the booth, opens its brochure, then watches the welcome talk for a moment.
  const visitor = await enterVenue(browser, pageCode, link);
  await visitor
    .getByRole('button', { name: /^Go to Booth 1/ })
    .first()
    .click();
  await expect(visitor.getByRole('heading', { name: 'Booth 1', level: 2 })).toBeVisible();
  await visitor
    .getByRole('button', { name: /Brochure/ })
    .first()
    .click();
  await expect(visitor.getByRole('dialog', { name: /Brochure/ })).toBeVisible();
  await visitor.keyboard.press('Escape');
  await visitor
    .getByRole('navigation', { name: 'Rooms' })
    .getByRole('button', { name: 'Auditorium' })
    .click();
  await expect(visitor.getByRole('heading', { name: 'Auditorium', level: 2 })).toBeVisible();
  await visitor.getByRole('button', { name: 'Video: Welcome' }).first().click();
  const talk = visitor.getByRole('dialog', { name: 'Welcome' }).locator('video');
  await talk.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });
  await expect
    .poll(() => talk.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(1);
  await talk.evaluate((v: HTMLVideoElement) => v.pause());
  await visitor.keyboard.press('Escape');
  // Leaving sends what is left of the activity before the session ends.
  await visitor.getByRole('button', { name: 'Leave' }).click();
  await expect(visitor.getByText('You have left the event')).toBeVisible();
  await visitor.context().close();

  // The organiser's report.
  await page.goto('/404');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  await page.goto(`/events/reporting/${eventId}`);
  const figure = (name: string) => page.getByRole('group', { name, exact: true }).locator('[data-figure]');
  await expect(figure('Registrations')).toHaveText('1');
  await expect(figure('Visitors').first()).toHaveText('1');
  // Visitors' second line: the venue entry, kept after Mary left.
  await expect(figure('Visitors').last()).toHaveText('1');

  // Brochure: opened once by one person; Welcome: one on-demand viewer.
  const documents = page.getByRole('region', { name: 'Most opened documents' });
  const brochure = documents.getByRole('row').filter({ hasText: 'Brochure' });
  await expect(brochure.getByRole('rowheader')).toHaveText('Brochure');
  await expect(brochure.getByRole('cell')).toHaveText(['Booth 1', '1', '1', '0', '–']);
  const talks = page.getByRole('region', { name: 'Talks' });
  // Room, live viewers, on-demand viewers, watch time, questions, rating (the talk is the row's header).
  const welcome = talks.getByRole('row').filter({ hasText: 'Welcome' }).getByRole('cell');
  await expect(welcome.nth(1)).toHaveText('0');
  await expect(welcome.nth(2)).toHaveText('1');
  await expect(welcome.nth(3)).not.toHaveText('0 s');

  // The documents' CSV holds the brochure's open.
  const download = page.waitForEvent('download');
  await documents.getByRole('button', { name: 'More actions: Most opened documents' }).click();
  await page.getByRole('menuitem', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const csv = readFileSync((await file.path())!, 'utf8');
  const line = csv.split('\r\n').find((l) => l.includes('Brochure'));
  expect(line, csv).toBeDefined();
  // document, room, opens 1, visitors 1
  expect(line).toMatch(/,1,1,/);
});

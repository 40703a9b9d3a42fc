import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { mailLink, seedOrganiser, uniqueEmail } from './support';

type Envelope = { success: boolean; results?: Record<string, unknown>; errorKey?: string };

async function call(request: APIRequestContext, token: string, method: string, path: string, data?: unknown) {
  const response = await request.fetch(`/api/v1/${path}`, { method, data, headers: { authToken: token } });
  return (await response.json()) as Envelope;
}

/** An open trade fair made by guided setup (hall, auditorium, one booth) and its page code. */
async function openTradeFair(request: APIRequestContext, token: string) {
  const created = await call(request, token, 'POST', 'events/kickstarter', {
    name: `Harbour Fair ${Date.now().toString(36)}`,
    eventType: 'tradeFair',
    videoPresentations: true,
    booths: true,
    boothCount: 1,
    themeId: 'modern',
  });
  expect(created.success, JSON.stringify(created)).toBe(true);
  const eventId = created.results!.eventId as string;
  const { event } = (await call(request, token, 'GET', `events/${eventId}`)).results as {
    event: { version: number; pageCode: string };
  };
  const opened = await call(request, token, 'PUT', `events/${eventId}/settings`, {
    open: true,
    version: event.version,
  });
  expect(opened.success, JSON.stringify(opened)).toBe(true);
  return { eventId, pageCode: event.pageCode };
}

/** Registers a visitor through the public API and answers the personal link of their mail. */
async function registeredVisitor(request: APIRequestContext, pageCode: string, firstName: string) {
  const email = uniqueEmail(firstName.toLowerCase());
  const answer = (await (
    await request.post(`/api/v1/public/regpage/${pageCode}/register`, {
      data: { email, firstName, lastName: 'Visitor', termsAccepted: true, answers: {} },
    })
  ).json()) as Envelope;
  expect(answer.success, JSON.stringify(answer)).toBe(true);
  return mailLink(request, email, `/r/${pageCode}/confirm`);
}

test('a confirmed participant enters through the mail link and walks hall, door, booth, document and auditorium', async ({
  browser,
  request,
}) => {
  const { token } = await seedOrganiser(request);
  const { pageCode } = await openTradeFair(request, token);
  const link = await registeredVisitor(request, pageCode, 'Mary');

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: 'Registration confirmed' })).toBeVisible();
  await visitor.getByRole('link', { name: 'Enter the event' }).click();

  // The personal token is exchanged for a session and leaves the address bar.
  await expect(visitor.getByRole('heading', { name: 'Main hall', level: 2 })).toBeVisible();
  expect(new URL(visitor.url()).searchParams.has('token')).toBe(false);
  const axe = await new AxeBuilder({ page: visitor }).analyze();
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);

  // Hall → door → booth → document.
  await visitor
    .getByRole('button', { name: /^Go to Booth 1/ })
    .first()
    .click();
  await expect(visitor.getByRole('heading', { name: 'Booth 1', level: 2 })).toBeVisible();
  await visitor
    .getByRole('button', { name: /Brochure/ })
    .first()
    .click();
  const viewer = visitor.getByRole('dialog', { name: /Brochure/ });
  await expect(viewer.getByRole('link', { name: 'Download' })).toHaveAttribute('href', /\/files\//);
  await visitor.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);

  // The browser's back and forward move between rooms.
  await visitor.goBack();
  await expect(visitor.getByRole('heading', { name: 'Main hall', level: 2 })).toBeVisible();
  await visitor.goForward();
  await expect(visitor.getByRole('heading', { name: 'Booth 1', level: 2 })).toBeVisible();

  // The auditorium shows its programme.
  await visitor
    .getByRole('navigation', { name: 'Rooms' })
    .getByRole('button', { name: 'Auditorium' })
    .click();
  await expect(visitor.getByRole('heading', { name: 'Auditorium', level: 2 })).toBeVisible();
  await expect(visitor.getByRole('region', { name: 'Programme' }).getByText('Welcome')).toBeVisible();

  // A reload keeps the session and the room.
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'Auditorium', level: 2 })).toBeVisible();
  await visitor.context().close();
});

test('the venue in list view works with the keyboard alone, and leaving ends the session', async ({
  browser,
  request,
}) => {
  const { token } = await seedOrganiser(request);
  const { pageCode } = await openTradeFair(request, token);
  const link = await registeredVisitor(request, pageCode, 'Grace');
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/v/${pageCode}?token=${new URL(link).searchParams.get('token')}`);
  await expect(visitor.getByRole('heading', { name: 'Main hall', level: 2 })).toBeVisible();

  const listView = visitor.getByRole('switch', { name: 'List view' });
  await listView.focus();
  await visitor.keyboard.press('Space');
  await expect(listView).toBeChecked();
  const door = visitor.getByRole('button', { name: /^Go to Booth 1/ }).first();
  await door.focus();
  await visitor.keyboard.press('Enter');
  await expect(visitor.getByRole('heading', { name: 'Booth 1', level: 2 })).toBeVisible();
  const axe = await new AxeBuilder({ page: visitor }).analyze();
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);

  await visitor.getByRole('button', { name: 'Leave' }).click();
  await expect(visitor.getByText('You have left the event')).toBeVisible();
  await visitor.goto(`/v/${pageCode}`);
  await expect(visitor.getByRole('link', { name: /registration/i })).toBeVisible();
  await visitor.context().close();
});

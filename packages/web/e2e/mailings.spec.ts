import { BUSINESS_ORGANISER } from './accounts';
import {
  TOKEN_KEY,
  api,
  expect,
  kickstarterEvent,
  loginToken,
  mailLink,
  openEvent,
  seriousAxeViolations,
  test,
  uniqueEmail,
} from './support';

test('an organiser writes a mailing, tests it, sends it to an event, sees a click counted, skips an unsubscribed participant next time and schedules a reminder', async ({
  page,
  request,
}) => {
  const token = await loginToken(request, BUSINESS_ORGANISER);
  const suffix = Date.now().toString(36);
  const eventName = `Mailing Expo ${suffix}`;
  const eventId = await kickstarterEvent(request, token, eventName);
  const pageCode = await openEvent(request, token, eventId);
  // Two participants, registered through the public page (the guided setup asks no profile fields).
  const ada = uniqueEmail('ada');
  const bob = uniqueEmail('bob');
  for (const [email, firstName] of [
    [ada, 'Ada'],
    [bob, 'Bob'],
  ]) {
    const registered = await api(request, 'POST', `public/regpage/${pageCode}/register`, {
      email,
      firstName,
      lastName: 'Visitor',
      termsAccepted: true,
    });
    expect(registered.success, JSON.stringify(registered)).toBe(true);
  }

  await page.goto('/404');
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [TOKEN_KEY, token]);
  await page.goto('/mailings');
  await page.getByRole('button', { name: 'New mailing' }).first().click();
  await page.getByRole('textbox', { name: 'Name' }).fill(`Welcome ${suffix}`);
  await page.getByRole('textbox', { name: 'Subject' }).fill('See you soon');
  const message = page.locator('.ProseMirror').first();
  await message.click();
  await message.pressSequentially('Hello ');
  await page.getByRole('button', { name: 'First name' }).click();
  await message.pressSequentially(', see you at the fair. The programme: https://example.org/programme ');
  await page.getByRole('button', { name: 'Unsubscribe link' }).click();
  await page.getByRole('combobox', { name: 'Events' }).click();
  await page.getByRole('option', { name: eventName }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByText('2 recipients')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('With the values of Ada Visitor')).toBeVisible();
  expect(await seriousAxeViolations(page, { withoutFrames: true }), 'mailing editor').toEqual([]);

  // A test to me, then the real thing.
  await page.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(page.getByText(/A test was sent to/)).toBeVisible();
  // The toast stays while the pointer rests on it (it appeared over the button just clicked).
  await page.mouse.move(10, 500);
  await expect(page.getByText(/A test was sent to/)).toBeHidden({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Send…' }).click();
  await page.getByRole('dialog', { name: 'Send mailing' }).getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText('2 of 2 mails handled (100%)')).toBeVisible({ timeout: 30_000 });
  await page.mouse.move(10, 500);
  await expect(page.getByText('Sending has started.')).toBeHidden({ timeout: 15_000 });
  expect(await seriousAxeViolations(page, { withoutFrames: true }), 'mailing progress').toEqual([]);

  // Ada reads it in the mailbox and unsubscribes through its link.
  const unsubscribe = await mailLink(request, ada, '/unsubscribe/');
  const visitor = await (await page.context().browser()!.newContext()).newPage();
  await visitor.goto(new URL(unsubscribe).pathname);
  await expect(visitor.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  expect(await seriousAxeViolations(visitor), 'unsubscribe page').toEqual([]);
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByText('You are unsubscribed.')).toBeVisible();
  await visitor.close();

  // Bob opens the programme from his mail: through the click counter, to the address written.
  const bobsMail = (
    (await (await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(bob)}`)).json()) as {
      messages: { subject: string; html: string }[];
    }
  ).messages.find((m) => m.subject === 'See you soon');
  const counted = /href="([^"]*\/public\/mailings\/click\/[^"]*)"/.exec(bobsMail?.html ?? '')?.[1];
  expect(counted, bobsMail?.html).toBeTruthy();
  const click = await request.get(new URL(counted!.replace(/&amp;/g, '&')).pathname, { maxRedirects: 0 });
  expect(click.status()).toBe(302);
  expect(click.headers().location).toBe('https://example.org/programme');

  // The next mailing to the event reaches only Bob.
  await page.goto('/mailings');
  await expect(page.getByRole('link', { name: `Welcome ${suffix}` })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Welcome ${suffix}`) })).toContainText('1 (50%)');
  expect(await seriousAxeViolations(page), 'mailings list').toEqual([]);
  await page.getByRole('button', { name: `Actions: Welcome ${suffix}` }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await page.getByRole('link', { name: `Welcome ${suffix} (copy)` }).click();
  await expect(page.getByText('1 recipient · 1 unsubscribed or bounced left out')).toBeVisible();

  // It becomes a reminder a day before the event's start, which moves with the event, then a draft again.
  const start = new Date(Date.now() + 10 * 86_400_000);
  start.setUTCHours(9, 0, 0, 0);
  const { page: regpage } = (await api(request, 'GET', `events/${eventId}/regpage`, undefined, token))
    .results as { page: Record<string, unknown> };
  const {
    id: _id,
    eventId: _e,
    createdAt: _c,
    updatedAt: _u,
    headerImageUrl: _h,
    pageUrl: _p,
    backgroundImageUrl: _b,
    ...fields
  } = regpage;
  const dated = await api(
    request,
    'PUT',
    `events/${eventId}/regpage`,
    { ...fields, startsAt: start.toISOString() },
    token,
  );
  expect(dated.success, JSON.stringify(dated)).toBe(true);
  await page.getByRole('button', { name: 'Send…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send mailing' });
  await dialog.getByRole('radio', { name: 'Relative to the event start' }).check();
  await expect(dialog.getByText(/^Goes out on/)).toBeVisible();
  expect(await seriousAxeViolations(page, { withoutFrames: true }), 'reminder dialog').toEqual([]);
  await dialog.getByRole('button', { name: 'Schedule reminder' }).click();
  await expect(page.getByText(/^1 day before the start: goes out on/)).toBeVisible();
  await page.getByRole('button', { name: 'Edit (back to draft)' }).click();
  await expect(page.getByRole('textbox', { name: 'Subject' })).toBeVisible();
});

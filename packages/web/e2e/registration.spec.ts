import { expect, test } from '@playwright/test';
import { TOKEN_KEY, mailLink, seedOrganiser, uniqueEmail } from './support';

type Envelope = { success: boolean; results?: Record<string, unknown>; errorKey?: string };

test('a visitor registers on the public page, confirms by mail and appears confirmed in the participants list', async ({
  page,
  browser,
  request,
}) => {
  const { token } = await seedOrganiser(request);
  const headers = { authToken: token };
  const name = `Dockside Forum ${Date.now().toString(36)}`;
  const created = (await (
    await request.post('/api/v1/events/kickstarter', {
      headers,
      data: {
        name,
        eventType: 'conference',
        videoPresentations: false,
        booths: false,
        boothCount: 0,
        themeId: 'modern',
      },
    })
  ).json()) as Envelope;
  expect(created.success, JSON.stringify(created)).toBe(true);
  const eventId = created.results!.eventId as string;
  const summary = (await (
    await request.get(`/api/v1/events/summary/${eventId}`, { headers })
  ).json()) as Envelope;
  const pageCode = (summary.results!.summary as { pagecode: string }).pagecode;

  // The visitor, in a browser of their own (no organiser session).
  const visitor = await (await browser.newContext()).newPage();
  const email = uniqueEmail('visitor');
  await visitor.goto(`/r/${pageCode}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText(name);
  await visitor.getByRole('button', { name: 'Register' }).click();
  await expect(visitor.getByText('Please check the highlighted fields.')).toBeVisible();
  await visitor.getByLabel('Email address').fill(email);
  await visitor.getByLabel('First name').fill('Mary');
  await visitor.getByLabel('Last name').fill('Somerville');
  await visitor.getByLabel('Company').fill('Royal Society');
  await visitor.getByRole('button', { name: 'Register' }).click();
  await expect(visitor.getByRole('heading', { name: 'Thank you for registering' })).toBeVisible();

  // The mail's personal link confirms the registration.
  const link = await mailLink(request, email, `/r/${pageCode}/confirm`);
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: 'Registration confirmed' })).toBeVisible();

  // Registering again with the same address sends the link again instead of a second registration.
  await visitor.goto(`/r/${pageCode}`);
  await visitor.getByLabel('Email address').fill(email);
  await visitor.getByLabel('First name').fill('Mary');
  await visitor.getByLabel('Last name').fill('Somerville');
  await visitor.getByLabel('Company').fill('Royal Society');
  await visitor.getByRole('button', { name: 'Register' }).click();
  await expect(visitor.getByText('This address was already registered')).toBeVisible();

  const list = (await (
    await request.get(`/api/v1/participants?eventId=${eventId}`, { headers })
  ).json()) as Envelope;
  expect(list.results).toMatchObject({
    total: 1,
    participants: [{ email, firstName: 'Mary', lastName: 'Somerville', confirmed: true }],
  });
  const csv = await (
    await request.get(`/api/v1/participants/export?eventId=${eventId}&format=csv`, { headers })
  ).text();
  expect(csv).toContain('Royal Society');
  await visitor.context().close();

  // The organiser sees the confirmed participant, downloads the CSV and makes them a moderator.
  await page.goto('/404');
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [TOKEN_KEY, token]);
  await page.goto(`/events/participants/${eventId}`);
  const table = page.getByRole('table', { name: 'Participants' });
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Somerville');
  await expect(row).toContainText('Confirmed');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  await row.getByRole('button', { name: /^Actions/ }).click();
  await page.getByRole('menuitem', { name: 'Make moderator' }).click();
  await expect(page.getByText('is now a moderator of the event')).toBeVisible();
  await page.goto(`/events/users/${eventId}`);
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
});

import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { TOKEN_KEY, mailLink, seedOrganiser, uniqueEmail, expect, test } from './support';

type Envelope = { success: boolean; results?: Record<string, unknown>; errorKey?: string };

/** A conference event made by guided setup (its profile fields include "Company"): id and page code. */
async function conferenceEvent(request: APIRequestContext, token: string, name: string) {
  const headers = { authToken: token };
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
  return { eventId, pageCode: (summary.results!.summary as { pagecode: string }).pagecode };
}

async function signIn(page: Page, token: string) {
  await page.goto('/404');
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [TOKEN_KEY, token]);
}

test('a visitor registers on the public page, confirms by mail and appears confirmed in the participants list', async ({
  page,
  browser,
  request,
}) => {
  const { token } = await seedOrganiser(request);
  const headers = { authToken: token };
  const name = `Dockside Forum ${Date.now().toString(36)}`;
  const { eventId, pageCode } = await conferenceEvent(request, token, name);

  // The organiser words the page and its mail; the preview follows the draft.
  await signIn(page, token);
  await page.goto(`/events/regpage/${eventId}`);
  const form = page.getByRole('form', { name: 'Registration page' });
  const description = form.getByRole('textbox', { name: 'Description', exact: true });
  await expect(description).toContainText('Register now');
  await description.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Welcome aboard the harbour ferry.');
  const preview = page.getByRole('region', { name: 'Preview of the public page' });
  await expect(preview.getByText('Welcome aboard the harbour ferry.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Subject', exact: true }).fill('Your seat at the Dockside Forum');
  const plain = form.getByRole('textbox', { name: 'Mail body (plain text)' });
  await plain.fill('Dear ');
  const plainPlaceholders = form.getByRole('group', { name: 'Placeholders for the plain text body' });
  await plainPlaceholders.getByRole('button', { name: 'Insert first name' }).click();
  await expect(plain).toHaveValue('Dear {{firstname}}');
  // Without the confirmation link the mail is refused before anything is sent.
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    form.getByText('The text must contain the confirmation link placeholder (authurl)'),
  ).toBeVisible();
  await plain.press('End');
  await plain.pressSequentially(', your seat is waiting: ');
  await plainPlaceholders.getByRole('button', { name: 'Insert confirmation link' }).click();
  await expect(plain).toHaveValue('Dear {{firstname}}, your seat is waiting: {{authurl}}');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes are saved.')).toBeVisible();

  // The visitor, in a browser of their own (no organiser session).
  const visitor = await (await browser.newContext()).newPage();
  const email = uniqueEmail('visitor');
  await visitor.goto(`/r/${pageCode}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(visitor.getByText('Welcome aboard the harbour ferry.')).toBeVisible();
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
  const mailbox = (await (
    await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(email)}`)
  ).json()) as { messages: { subject: string; text: string }[] };
  expect(mailbox.messages[0]).toMatchObject({ subject: 'Your seat at the Dockside Forum' });
  expect(mailbox.messages[0]!.text).toContain(`Dear Mary, your seat is waiting: ${link}`);
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
  await page.goto(`/events/participants/${eventId}`);
  const table = page.getByRole('table', { name: 'Participants' });
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Somerville');
  await expect(row).toContainText('Confirmed');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  expect(readFileSync((await file.path())!, 'utf8')).toContain('Royal Society');
  await row.getByRole('button', { name: /^Actions/ }).click();
  await page.getByRole('menuitem', { name: 'Show answers' }).click();
  const answers = page.getByRole('dialog', { name: 'Answers of Mary Somerville' });
  await expect(answers.getByText('Company')).toBeVisible();
  await expect(answers.getByText('Royal Society')).toBeVisible();
  await answers.getByRole('button', { name: 'Close' }).click();
  await expect(answers).toHaveCount(0);
  await row.getByRole('button', { name: /^Actions/ }).click();
  await page.getByRole('menuitem', { name: 'Make moderator' }).click();
  await expect(page.getByText('is now a moderator of the event')).toBeVisible();
  await page.goto(`/events/users/${eventId}`);
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
});

test("the free plan's registrations per event hold: the sixth visitor sees that registration is full", async ({
  page,
  browser,
  request,
}) => {
  const { token } = await seedOrganiser(request);
  const { eventId, pageCode } = await conferenceEvent(
    request,
    token,
    `Quayside Expo ${Date.now().toString(36)}`,
  );
  for (let i = 1; i <= 5; i++) {
    const answer = (await (
      await request.post(`/api/v1/public/regpage/${pageCode}/register`, {
        data: {
          email: uniqueEmail(`guest${i}`),
          firstName: 'Guest',
          lastName: `Number ${i}`,
          termsAccepted: true,
          answers: {},
        },
      })
    ).json()) as Envelope;
    expect(answer.success, JSON.stringify(answer)).toBe(true);
  }

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/r/${pageCode}`);
  await expect(visitor.getByRole('heading', { name: 'Registration is full' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Register' })).toHaveCount(0);
  await visitor.context().close();

  await signIn(page, token);
  await page.goto(`/events/participants/${eventId}`);
  await expect(page.getByText('5 of 5 registrations')).toBeVisible();
  await expect(page.getByText(/reached the 5 registrations of your plan/)).toBeVisible();
});

test('the public page on a phone: its own font, the agenda and speakers, add to calendar and the legal footer', async ({
  browser,
  request,
}) => {
  const { token } = await seedOrganiser(request);
  const headers = { authToken: token };
  const { eventId, pageCode } = await conferenceEvent(
    request,
    token,
    `Pier Summit ${Date.now().toString(36)}`,
  );
  const addElement = async (parentId: string | null, element: object) => {
    const answer = (await (
      await request.post(`/api/v1/events/${eventId}/elements`, { headers, data: { parentId, element } })
    ).json()) as Envelope;
    expect(answer.success, JSON.stringify(answer)).toBe(true);
    return (answer.results!.element as { id: string }).id;
  };
  const day = await addElement(null, { kind: 'TIMELINE_DAY', title: 'Summit day', date: '2031-06-01' });
  await addElement(day, {
    kind: 'TIMELINE_DAY_ITEM',
    title: 'Opening keynote',
    start: '09:00',
    end: '09:45',
    speakers: 'Ada Lovelace, Grace Hopper',
  });
  const current = (await (
    await request.get(`/api/v1/events/${eventId}/regpage`, { headers })
  ).json()) as Envelope;
  const {
    eventId: _e,
    headerImageUrl: _h,
    backgroundImageUrl: _b,
    updatedAt: _u,
    ...fields
  } = current.results!.page as Record<string, unknown>;
  const saved = (await (
    await request.put(`/api/v1/events/${eventId}/regpage`, {
      headers,
      data: {
        ...fields,
        font: 'lora',
        startsAt: '2031-06-01T09:00',
        legal: {
          imprint: { label: 'Imprint', url: 'https://example.com/imprint' },
          privacy: { label: 'Privacy', url: 'https://example.com/privacy' },
          terms: { label: '', url: '' },
          organizer: { label: '', url: '' },
        },
      },
    })
  ).json()) as Envelope;
  expect(saved.success, JSON.stringify(saved)).toBe(true);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const visitor = await context.newPage();
  const fonts: string[] = [];
  visitor.on('request', (r) => {
    if (/\.woff2?(\?|$)/.test(r.url())) fonts.push(r.url());
  });
  await visitor.goto(`/r/${pageCode}`);
  const title = visitor.getByRole('heading', { level: 1 });
  await expect(title).toContainText('Pier Summit');

  // Set in Lora, and only Lora's latin woff2 files are fetched.
  await expect.poll(() => title.evaluate((h) => getComputedStyle(h).fontFamily)).toContain('Lora');
  // (document.fonts.check answers true before the face is even declared: wait for a loaded Lora face.)
  await expect
    .poll(() =>
      visitor.evaluate(() =>
        [...document.fonts].some((f) => f.family.includes('Lora') && f.status === 'loaded'),
      ),
    )
    .toBe(true);
  await expect.poll(() => fonts.length).toBeGreaterThan(0);
  expect(
    fonts.every((u) => /lora-latin-(400|700)-normal.*\.woff2/.test(u)),
    fonts.join('\n'),
  ).toBe(true);

  const agenda = visitor.getByRole('region', { name: 'Agenda' });
  await expect(agenda.getByText('Opening keynote')).toBeVisible();
  await expect(agenda.getByText('Ada Lovelace, Grace Hopper')).toBeVisible();
  const speakers = visitor.getByRole('region', { name: 'Speakers' });
  await expect(speakers.getByRole('listitem')).toHaveCount(2);

  const calendar = visitor.getByRole('button', { name: 'Add to calendar' });
  const box = (await calendar.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  await calendar.click();
  await expect(visitor.getByRole('link', { name: 'Google Calendar' })).toBeVisible();
  await visitor.keyboard.press('Escape');
  await expect(visitor.getByRole('link', { name: 'Google Calendar' })).toBeHidden();
  await expect(calendar).toBeFocused();

  const footer = visitor.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Imprint' })).toHaveAttribute(
    'href',
    'https://example.com/imprint',
  );
  await expect(footer.getByRole('link', { name: 'Privacy' })).toBeVisible();

  // Nothing wider than the phone.
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});

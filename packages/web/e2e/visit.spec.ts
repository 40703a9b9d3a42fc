import type { APIRequestContext, Page } from '@playwright/test';
import {
  addModerator,
  api,
  enterVenue,
  openTradeFair,
  registeredVisitor,
  seedOrganiser,
  uniqueEmail,
  seriousAxeViolations,
  expect,
  test,
  writeToBoothStaff,
} from './support';

/** Mary, a visitor, and Grace, whose address is a moderator of the event: their personal links. */
async function maryAndModeratorGrace(
  request: APIRequestContext,
  token: string,
  eventId: string,
  pageCode: string,
) {
  const graceEmail = uniqueEmail('grace');
  await addModerator(request, token, eventId, graceEmail);
  return {
    maryLink: await registeredVisitor(request, pageCode, 'Mary'),
    graceLink: await registeredVisitor(request, pageCode, 'Grace', graceEmail),
  };
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
  expect(await seriousAxeViolations(visitor)).toEqual([]);

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
  // The document can be rated; the rating is kept.
  await expect(viewer.getByText('No ratings yet. Be the first!')).toBeVisible();
  // (checked once the rating is saved: the stars show what the server holds)
  await viewer.getByRole('radio', { name: 'Rate 4 stars' }).click();
  await expect(viewer.getByRole('radio', { name: 'Rate 4 stars' })).toBeChecked();
  await expect(viewer.getByText('4.0 from 1 rating · you gave 4 stars')).toBeVisible();
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
  const visitor = await enterVenue(browser, pageCode, link);

  const listView = visitor.getByRole('switch', { name: 'List view' });
  await listView.focus();
  await visitor.keyboard.press('Space');
  await expect(listView).toBeChecked();
  const door = visitor.getByRole('button', { name: /^Go to Booth 1/ }).first();
  await door.focus();
  await visitor.keyboard.press('Enter');
  await expect(visitor.getByRole('heading', { name: 'Booth 1', level: 2 })).toBeVisible();
  expect(await seriousAxeViolations(visitor)).toEqual([]);

  // The venue speaks the visitor's language once chosen.
  await visitor.getByRole('button', { name: 'Language (EN)' }).click();
  await visitor.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(visitor.getByRole('switch', { name: 'Listenansicht' })).toBeChecked();
  await visitor.getByRole('button', { name: 'Sprache (DE)' }).click();
  await visitor.getByRole('menuitem', { name: 'English' }).click();

  await visitor.getByRole('button', { name: 'Leave' }).click();
  await expect(visitor.getByText('You have left the event')).toBeVisible();
  await visitor.goto(`/v/${pageCode}`);
  await expect(visitor.getByRole('link', { name: /registration/i })).toBeVisible();
  await visitor.context().close();
});

test('on a 390 px phone the header is one line, every place has a 44 px target, the chat is a sheet, and axe passes', async ({
  browser,
  request,
}) => {
  const { token } = await seedOrganiser(request);
  const { pageCode } = await openTradeFair(request, token);
  const link = await registeredVisitor(request, pageCode, 'Mary');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const phone = await context.newPage();
  await phone.goto(`/v/${pageCode}?token=${new URL(link).searchParams.get('token')}`);
  await expect(phone.getByRole('heading', { name: 'Main hall', level: 2 })).toBeVisible();

  // One line: the title, the chat button and the menu button share a row of touch-target height.
  const header = await phone.locator('[data-venue-header]').boundingBox();
  expect(header!.height).toBeLessThanOrEqual(48);
  await expect(phone.getByRole('button', { name: 'Leave' })).toHaveCount(0);

  // Every place of the room in the tap list below the scene, each at least 44 px high.
  const places = phone.getByRole('region', { name: 'Places in this room' }).getByRole('button');
  await expect(places.first()).toBeVisible();
  for (const place of await places.all())
    expect((await place.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(await seriousAxeViolations(phone)).toEqual([]);

  // The menu holds the rest; Escape closes it.
  const menu = phone.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(phone.getByRole('button', { name: 'Leave' })).toBeVisible();
  expect(await seriousAxeViolations(phone)).toEqual([]);
  await phone.keyboard.press('Escape');
  await expect(phone.getByRole('button', { name: 'Leave' })).toHaveCount(0);
  await expect(menu).toBeFocused();

  // A place of the tap list leads on.
  await phone
    .getByRole('region', { name: 'Places in this room' })
    .getByRole('button', { name: /^Go to Booth 1/ })
    .first()
    .click();
  await expect(phone.getByRole('heading', { name: 'Booth 1', level: 2 })).toBeVisible();

  // The chat is a sheet over the venue; Escape closes it and the keyboard is back on the chat button.
  const chat = phone.getByRole('button', { name: 'Chat', exact: true });
  await chat.click();
  const sheet = phone.getByRole('dialog', { name: 'Chat' });
  await expect(sheet.getByRole('log', { name: 'Messages' })).toBeVisible();
  // Once the sheet has slid in: mid-transition its text is half transparent, which axe reads as contrast.
  await sheet.evaluate((el) =>
    Promise.all(
      // An animation replaced mid-way rejects its `finished` (AbortError): it is over all the same.
      (el.closest('.mantine-Drawer-root') ?? el)
        .getAnimations({ subtree: true })
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  expect(await seriousAxeViolations(phone)).toEqual([]);
  await phone.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(chat).toBeFocused();
  await context.close();
});

test('two visitors chat in real time and see each other; a moderator deletes a message for everyone', async ({
  browser,
  request,
}) => {
  const { token } = await seedOrganiser(request);
  const { eventId, pageCode } = await openTradeFair(request, token);
  const { maryLink, graceLink } = await maryAndModeratorGrace(request, token, eventId, pageCode);

  const mary = await enterVenue(browser, pageCode, maryLink);
  const grace = await enterVenue(browser, pageCode, graceLink);
  await expect(mary.getByText('2 people here')).toBeVisible();
  await expect(grace.getByText('2 people here')).toBeVisible();

  /** Opens the chat panel (beside the room at this desktop size) and the event's first chat; answers the panel. */
  const openChat = async (page: Page) => {
    await page.getByRole('button', { name: 'Chat', exact: true }).click();
    const panel = page.getByRole('complementary', { name: 'Chat' });
    await panel.getByRole('navigation', { name: 'Chats' }).getByRole('button').first().click();
    await expect(panel.getByRole('log', { name: 'Messages' })).toBeVisible();
    return panel;
  };
  const maryChat = await openChat(mary);
  const graceChat = await openChat(grace);
  await maryChat
    .getByRole('textbox', { name: 'Message' })
    .fill('Hello <b>harbour</b> https://example.org/map');
  await maryChat.getByRole('button', { name: 'Send' }).click();
  const graceLog = graceChat.getByRole('log', { name: 'Messages' });
  await expect(graceLog.getByText('Hello <b>harbour</b>')).toBeVisible();
  await expect(graceLog.getByRole('link', { name: 'https://example.org/map' })).toHaveAttribute(
    'rel',
    /noopener/,
  );
  await graceChat.getByRole('textbox', { name: 'Message' }).fill('Welcome, Mary!');
  await graceChat.getByRole('textbox', { name: 'Message' }).press('Enter');
  const maryLog = maryChat.getByRole('log', { name: 'Messages' });
  await expect(maryLog.getByText('Welcome, Mary!')).toBeVisible();

  // The moderator deletes Mary's message: it disappears for Mary too.
  await graceLog.getByRole('button', { name: 'Actions for the message of Mary Visitor' }).click();
  await grace.getByRole('menuitem', { name: 'Delete message' }).click();
  await grace
    .getByRole('dialog', { name: 'Delete this message?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(maryLog.getByText('Hello <b>harbour</b>')).toHaveCount(0);
  await expect(graceLog.getByText('Hello <b>harbour</b>')).toHaveCount(0);

  // Leaving the hall lowers the count the other visitor sees.
  await mary.context().close();
  await expect(grace.getByText('1 person here')).toBeVisible();
  await grace.context().close();
});

test("a visitor writes to a booth's staff privately and a moderator answers in the staff's name", async ({
  browser,
  request,
}) => {
  const { token } = await seedOrganiser(request);
  const { eventId, pageCode } = await openTradeFair(request, token);
  const { maryLink, graceLink } = await maryAndModeratorGrace(request, token, eventId, pageCode);
  const mary = await enterVenue(browser, pageCode, maryLink);
  const grace = await enterVenue(browser, pageCode, graceLink);

  // Mary goes to the booth and writes to its staff from the staff's card.
  const maryChat = await writeToBoothStaff(mary, 'Do you ship to Lisbon?');

  // Grace, a moderator, finds it in the staff inbox and answers as the staff.
  await grace.getByRole('button', { name: 'Staff inbox, 1 unread' }).click();
  await grace.getByRole('button', { name: /Do you ship to Lisbon\?/ }).click();
  const graceChat = grace.getByRole('complementary', { name: 'Chat' });
  await expect(
    graceChat.getByRole('log', { name: 'Messages' }).getByText('Do you ship to Lisbon?'),
  ).toBeVisible();
  await graceChat.getByRole('textbox', { name: 'Message' }).fill('Yes, every Tuesday.');
  await graceChat.getByRole('button', { name: 'Send' }).click();

  const maryLog = maryChat.getByRole('log', { name: 'Messages' });
  await expect(maryLog.getByText('Yes, every Tuesday.')).toBeVisible();
  await expect(maryLog.getByText('Booth staff', { exact: true })).toBeVisible();
  for (const page of [mary, grace]) await page.context().close();
});

test('in the auditorium the slides follow the talk, and a question is approved by a moderator in another browser', async ({
  browser,
  request,
}) => {
  const { token } = await seedOrganiser(request);
  const { eventId, pageCode } = await openTradeFair(request, token);
  // The welcome talk takes questions and has two slides.
  const { venue, versions } = (await api(request, 'GET', `events/${eventId}/venue`, undefined, token))
    .results as {
    venue: { rooms: { id: string; kind: string; elements: { id: string; kind: string }[] }[] };
    versions: Record<string, number>;
  };
  const theatre = venue.rooms.find((r) => r.kind === 'THEATRE')!;
  const talk = theatre.elements.find((e) => e.kind === 'THEATRE_VIDEO')!;
  const updated = await api(
    request,
    'PUT',
    `events/${eventId}/elements/${talk.id}`,
    { version: versions[talk.id], element: { ...talk, interactive: true } },
    token,
  );
  expect(updated.success, JSON.stringify(updated)).toBe(true);
  for (const [title, time] of [
    ['Harbour map', 0],
    ['Timetable', 1],
  ] as const) {
    const slide = await api(
      request,
      'POST',
      `events/${eventId}/elements`,
      {
        parentId: theatre.id,
        element: {
          kind: 'THEATRE_SLIDE',
          id: 'new',
          title,
          url: `https://slides.example.com/${time}.png`,
          time,
        },
      },
      token,
    );
    expect(slide.success, JSON.stringify(slide)).toBe(true);
  }
  const { maryLink, graceLink } = await maryAndModeratorGrace(request, token, eventId, pageCode);

  /** Enters the venue, goes to the auditorium and starts watching the welcome talk. */
  const watch = async (link: string) => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`/v/${pageCode}?token=${new URL(link).searchParams.get('token')}`);
    await page.getByRole('navigation', { name: 'Rooms' }).getByRole('button', { name: 'Auditorium' }).click();
    await expect(page.getByRole('heading', { name: 'Auditorium', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'Video: Welcome' }).first().click();
    const programme = page.getByRole('dialog', { name: 'Welcome' });
    return { page, programme, qa: programme.getByRole('region', { name: 'Questions and polls — Welcome' }) };
  };
  const mary = await watch(maryLink);
  // The current slide follows the video's time.
  await expect(mary.programme.getByRole('img', { name: 'Current slide: Harbour map' })).toBeVisible();
  await mary.programme.locator('video').evaluate((v: HTMLVideoElement) => {
    v.pause();
    v.currentTime = 1.5;
  });
  await expect(mary.programme.getByRole('img', { name: 'Current slide: Timetable' })).toBeVisible();

  // Mary asks; only after Grace approves does it show as approved to Mary.
  const maryQa = mary.qa;
  await maryQa
    .getByRole('textbox', { name: 'Your question' })
    .fill('Is there a ferry after the closing panel?');
  await maryQa.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(maryQa.getByText('Awaiting approval')).toBeVisible();

  const grace = await watch(graceLink);
  const graceQa = grace.qa;
  await expect(graceQa.getByText('Is there a ferry after the closing panel?')).toBeVisible();
  await graceQa.getByRole('button', { name: 'Approve' }).click();
  await expect(maryQa.getByText('Awaiting approval')).toHaveCount(0);
  await expect(maryQa.getByText('Is there a ferry after the closing panel?')).toBeVisible();
  await maryQa.getByRole('button', { name: /Vote for this question/ }).click();
  await expect(graceQa.getByRole('button', { name: 'Vote for this question (1 vote)' })).toBeVisible();
  await mary.page.context().close();
  await grace.page.context().close();
});

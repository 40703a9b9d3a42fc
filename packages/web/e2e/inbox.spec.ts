import {
  TOKEN_KEY,
  enterVenue,
  expect,
  openTradeFair,
  registeredVisitor,
  seedOrganiser,
  seriousAxeViolations,
  test,
  writeToBoothStaff,
} from './support';

test("an organiser answers a visitor's staff message from the inbox, the visitor sees it live", async ({
  browser,
  page,
  request,
}) => {
  const { token } = await seedOrganiser(request);
  const { name, pageCode } = await openTradeFair(request, token);
  const mary = await enterVenue(browser, pageCode, await registeredVisitor(request, pageCode, 'Mary'));

  // Mary writes to the booth's staff; the event has no moderator to answer in the venue.
  const maryChat = await writeToBoothStaff(mary, 'Do you ship to Lisbon?');
  const delivered = 'Your message was delivered — staff usually answer within minutes';
  await expect(maryChat.getByText(delivered)).toBeVisible();

  // The organiser sees the unread message on the event's card and opens the inbox from it.
  await page.goto('/404');
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [TOKEN_KEY, token]);
  await page.goto('/events/list');
  const card = page.getByRole('article', { name });
  await card.getByRole('link', { name: '1 unread message' }).click();
  await expect(page).toHaveURL(/\/events\/inbox\//);
  await expect(page.getByRole('heading', { name: 'Staff inbox', level: 1 })).toBeVisible();
  const conversations = page.getByRole('navigation', { name: 'Conversations' });
  await conversations.getByRole('button', { name: /Mary Visitor/ }).click();
  await expect(
    page.getByRole('log', { name: 'Messages with Mary Visitor' }).getByText('Do you ship to Lisbon?'),
  ).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('textbox', { name: /^Answer as / }).fill('Yes, every Tuesday.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByRole('log', { name: 'Messages with Mary Visitor' }).getByText('Yes, every Tuesday.'),
  ).toBeVisible();

  // Mary gets the answer at once, in the staff's name.
  const maryLog = maryChat.getByRole('log', { name: 'Messages' });
  await expect(maryLog.getByText('Yes, every Tuesday.')).toBeVisible();
  await expect(maryLog.getByText('Booth staff', { exact: true })).toBeVisible();
  await expect(maryChat.getByText(delivered)).toBeHidden();

  // Read and answered: the badge is gone from the events list.
  await page.getByRole('link', { name: 'Back to events' }).click();
  await expect(page.getByRole('article', { name })).toBeVisible();
  await expect(page.getByRole('article', { name }).getByRole('link', { name: /unread message/ })).toHaveCount(
    0,
  );
  await mary.context().close();
});

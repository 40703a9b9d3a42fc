import {
  PASSWORD,
  TOKEN_KEY,
  expect,
  mailLink,
  seedOrganiser,
  seriousAxeViolations,
  test,
  uniqueEmail,
} from './support';

test('a speaker joins a webcast’s console from the invitation mail, and the organiser opens it as a viewer', async ({
  page,
  browser,
  request,
}) => {
  const { token } = await seedOrganiser(request);
  await page.goto('/404');
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [TOKEN_KEY, token]);

  // The organiser creates a webcast and adds a speaker to its console.
  await page.goto('/webcasts');
  await page.getByRole('button', { name: 'New webcast' }).first().click();
  const create = page.getByRole('dialog', { name: 'New webcast' });
  await create.getByRole('textbox', { name: 'Name' }).fill('Main stage');
  await create.getByRole('button', { name: 'Create webcast' }).click();
  await expect(page).toHaveURL(/\/webcasts\/[0-9a-f-]{36}$/);
  const webcastId = new URL(page.url()).pathname.split('/').pop()!;
  const people = page.getByRole('region', { name: 'People in the console' });
  await expect(people.getByRole('heading', { name: 'Nobody in the console yet' })).toBeVisible();

  const speakerEmail = uniqueEmail('speaker');
  await people.getByRole('button', { name: 'Add person' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add a person' });
  await add.getByRole('textbox', { name: 'Display name' }).fill('Grace Hopper');
  await add.getByRole('textbox', { name: 'Email' }).fill(speakerEmail);
  await add.getByRole('radio', { name: /^Speaker/ }).check();
  await add.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${speakerEmail}.`)).toBeVisible();
  const row = people.getByRole('row').filter({ hasText: 'Grace Hopper' });
  await expect(row.getByText('Speaker', { exact: true })).toBeVisible();
  await expect(row.getByText('Invited', { exact: true })).toBeVisible();
  expect(await seriousAxeViolations(page), 'webcast page with its people').toEqual([]);

  // The speaker opens the invitation link of the mail and chooses a password.
  const link = new URL(await mailLink(request, speakerEmail, `/webcast/${webcastId}?invitation=`));
  const speaker = await (await browser.newContext()).newPage();
  await speaker.goto(`${link.pathname}${link.search}`);
  await expect(speaker.getByRole('heading', { name: 'Choose your password', level: 1 })).toBeVisible();
  await speaker.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await speaker.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await speaker.getByRole('button', { name: 'Save password and open the console' }).click();

  // The console as a speaker: the broadcast, and the encoder settings to send it from.
  await expect(speaker.getByRole('heading', { name: 'Main stage', level: 1 })).toBeVisible();
  await expect(speaker).toHaveURL(new RegExp(`/webcast/${webcastId}$`));
  await expect(speaker.getByText('Grace Hopper')).toBeVisible();
  await expect(speaker.getByText('Speaker', { exact: true })).toBeVisible();
  const broadcast = speaker.getByRole('region', { name: 'Broadcast' });
  await expect(broadcast.getByText('Not started', { exact: true })).toBeVisible();
  await expect(broadcast.getByText('The broadcast has not started yet')).toBeVisible();
  const ingest = speaker.getByRole('region', { name: 'Encoder settings' });
  await expect(ingest.getByRole('textbox', { name: 'Server' })).toHaveValue(/^rtmps?:\/\/.+/);
  await expect(ingest.getByRole('textbox', { name: 'Stream key' })).toHaveValue(/^•+$/);
  await expect(speaker.getByRole('button', { name: 'Replace key' })).toHaveCount(0);
  await expect(speaker.getByRole('region', { name: 'Go live from OBS' })).toBeVisible();
  expect(await seriousAxeViolations(speaker), 'console as speaker').toEqual([]);

  // Logged out, the speaker logs in again with email and password.
  await speaker.getByRole('button', { name: 'Log out' }).click();
  await expect(speaker.getByRole('heading', { name: 'Log in to the console', level: 1 })).toBeVisible();
  await expect(speaker.getByText('You have logged out of the console.')).toBeVisible();
  await speaker.getByRole('textbox', { name: 'Email' }).fill(speakerEmail);
  await speaker.getByLabel('Password', { exact: true }).fill('Not-the-password-1');
  await speaker.getByRole('button', { name: 'Log in' }).click();
  await expect(speaker.getByRole('alert')).toHaveText(
    'Email and/or password are incorrect. Please try again.',
  );
  await speaker.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await speaker.getByRole('button', { name: 'Log in' }).click();
  await expect(speaker.getByRole('heading', { name: 'Main stage', level: 1 })).toBeVisible();
  await expect(speaker.getByRole('region', { name: 'Encoder settings' })).toBeVisible();
  // A reload stays logged in.
  await speaker.reload();
  await expect(speaker.getByRole('heading', { name: 'Main stage', level: 1 })).toBeVisible();

  // The organiser's list shows the speaker active now.
  await page.reload();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  // "Open console as… viewer": a new window with the viewer's console, the token gone from its address.
  await people.getByRole('button', { name: 'Open console as…' }).click();
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('menuitem', { name: /^Viewer/ }).click();
  const viewer = await popupOpened;
  await expect(viewer.getByRole('heading', { name: 'Main stage', level: 1 })).toBeVisible();
  await expect(viewer).toHaveURL(new RegExp(`/webcast/${webcastId}$`));
  await expect(viewer.getByText('(organiser)')).toBeVisible();
  await expect(viewer.getByText('Viewer', { exact: true })).toBeVisible();
  await expect(viewer.getByRole('region', { name: 'Broadcast' })).toBeVisible();
  await expect(viewer.getByRole('region', { name: 'Encoder settings' })).toHaveCount(0);
  await expect(viewer.getByRole('textbox', { name: 'Stream key' })).toHaveCount(0);
  // The session is this window's own: the organiser's page and its login stay as they were.
  const kept = await viewer.evaluate((id) => sessionStorage.getItem(`foyer.webcastToken.${id}`), webcastId);
  expect(kept).toBeTruthy();
  expect(
    await page.evaluate((id) => sessionStorage.getItem(`foyer.webcastToken.${id}`), webcastId),
  ).toBeNull();
  await expect(page.getByRole('heading', { name: 'Main stage', level: 1 })).toBeVisible();
  expect(await page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY)).toBe(token);
  expect(await seriousAxeViolations(viewer), 'console as viewer').toEqual([]);
});

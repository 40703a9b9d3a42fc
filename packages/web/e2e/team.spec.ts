import { BUSINESS_ORGANISER } from './accounts';
import {
  PASSWORD,
  kickstarterEvent,
  loginToken,
  TOKEN_KEY,
  expect,
  mailLink,
  seriousAxeViolations,
  test,
  uniqueEmail,
} from './support';

test('a business organiser invites a sub-account, who joins and opens the shared event until removed', async ({
  page,
  browser,
  request,
}) => {
  // The main account (business plan: 5 sub-accounts) and an event of its own.
  const token = await loginToken(request, BUSINESS_ORGANISER);
  const eventName = `Team Expo ${Date.now().toString(36)}`;
  const eventId = await kickstarterEvent(request, token, eventName);

  // The organiser opens the team from the user menu and invites Bob.
  await page.goto('/404');
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [TOKEN_KEY, token]);
  await page.goto('/events/list');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Additional users' }).click();
  await expect(page).toHaveURL(/\/sub-accounts$/);
  await expect(page.getByRole('heading', { name: 'Additional users', level: 1 })).toBeVisible();
  const left = page.getByText(/of 5 sub-accounts left/);
  await expect(left).toBeVisible();
  const leftBefore = Number((await left.textContent())?.match(/^(\d+)/)?.[1]);
  expect(await seriousAxeViolations(page), 'sub-accounts').toEqual([]);

  const bob = uniqueEmail('bob');
  await page.getByRole('button', { name: 'Add sub-account' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add sub-account' });
  await form.getByLabel('Email').fill(bob);
  await form.getByLabel('First name').fill('Bob');
  await form.getByLabel('Last name').fill('Byte');
  await form.getByLabel('Role description').fill('Booth manager');
  expect(await seriousAxeViolations(page), 'sub-account form').toEqual([]);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${bob}.`)).toBeVisible();
  await expect(form).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: bob });
  await expect(row.getByText('Invited')).toBeVisible();
  await expect(row.getByText('Never')).toBeVisible();
  await expect(page.getByText(`${leftBefore - 1} of 5 sub-accounts left`)).toBeVisible();

  // Bob follows the invitation mail in his own browser, chooses a password and lands in the events.
  const link = await mailLink(request, bob, '/invitation?token=');
  const bobContext = await browser.newContext();
  const bobPage = await bobContext.newPage();
  await bobPage.goto(link);
  await expect(bobPage.getByRole('heading', { name: 'Join your team on Foyer' })).toBeVisible();
  expect(await seriousAxeViolations(bobPage), 'invitation').toEqual([]);
  await bobPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await bobPage.getByLabel('Confirm password').fill(PASSWORD);
  await bobPage.getByRole('button', { name: 'Set password and join' }).click();
  await expect(bobPage).toHaveURL(/\/events\/list$/);

  // He sees the account's event and opens it in the editor.
  await bobPage.getByRole('button', { name: `Actions for ${eventName}` }).click();
  await bobPage.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(bobPage).toHaveURL(new RegExp(`/events/edit/${eventId}`));
  await expect(bobPage.getByRole('main').getByRole('heading', { name: 'General', level: 2 })).toBeVisible();

  // The team is the main account's: his menu has no such entry, and the page sends him away.
  await bobPage.getByRole('button', { name: 'User menu' }).click();
  await expect(bobPage.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await expect(bobPage.getByRole('menuitem', { name: 'Additional users' })).toHaveCount(0);
  await bobPage.keyboard.press('Escape');
  await bobPage.goto('/sub-accounts');
  await expect(bobPage).toHaveURL(/\/events\/list$/);

  // The organiser sees Bob active, then removes him after confirming.
  await page.reload();
  await expect(row.getByText('Active')).toBeVisible();
  await row.getByRole('button', { name: 'Actions: Bob Byte' }).click();
  await page.getByRole('menuitem', { name: 'Remove sub-account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove sub-account?' });
  await expect(confirm.getByText(/stay with your account/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Remove sub-account' }).click();
  await expect(page.getByText('Bob Byte was removed.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: bob })).toHaveCount(0);

  // Bob's next step in the app ends on the login page.
  await bobPage.getByRole('link', { name: 'Participants' }).first().click();
  await expect(bobPage).toHaveURL(/\/login$/);
  await bobContext.close();
});

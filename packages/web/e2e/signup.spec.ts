import { PASSWORD, mailLink, uniqueEmail, expect, test } from './support';

test('an organiser signs up, confirms, switches language, logs out, logs in and resets the password', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('signup');

  // A stranger lands on the login page and starts an account.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Create account' }).first().click();
  await expect(page).toHaveURL(/\/registration\/register$/);
  // The address changes before React shows the new page (a transition): the login form has an Email
  // and a Password field too.
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

  // Step 1: a free-mail address is refused, then a business one is taken.
  await page.getByLabel('Email').fill('someone@gmail.com');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter a business email address')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: personal details; an EU country needs a VAT id.
  await expect(page).toHaveURL(/\/registration\/details$/);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Company').fill('Analytical Engines Ltd');
  await page.getByLabel('Address line 1').fill('1 Engine Street');
  await page.getByLabel('City').fill('Berlin');
  await page.getByLabel('ZIP code').fill('10115');
  await page.getByRole('combobox', { name: 'Country' }).fill('Germany');
  await page.getByRole('option', { name: 'Germany' }).click();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('A VAT ID is required for EU countries')).toBeVisible();
  await page.getByLabel('VAT ID').fill('DE123456789');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 3: the confirmation mail arrives in the outbox; its link logs the organiser in.
  await expect(page).toHaveURL(/\/registration\/email-confirmation$/);
  await expect(page.getByText(email)).toBeVisible();
  const confirmation = await mailLink(request, email, '/confirm-registration/');
  await page.goto(confirmation);
  await expect(page).toHaveURL(/\/registration\/welcome$/);
  await expect(page.getByRole('button', { name: 'Create your first event' })).toBeVisible();
  // The header knows the organiser: their menu and the way to their events, no log-in.
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'User menu' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Go to my events' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Create account' })).toHaveCount(0);

  // The shell: switch to German, and the interface follows.
  await page.goto('/events/list');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('link', { name: 'Medien' }).first()).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('menuitem', { name: 'Sprache' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Log out, then back in.
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Wrong-password1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Email and/or password are incorrect. Please try again.')).toBeVisible();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/events\/list$/);

  // Forgotten password: a reset link by mail, a new password, and the old one no longer works.
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: /forgot/i }).click();
  await expect(page).toHaveURL(/\/password\/remind$/);
  // The address changes before the next screen's chunk is there; the login form shows until then.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(/\/password\/remind-confirmation$/);
  const reset = await mailLink(request, email, '/change-password/');
  await page.goto(reset);
  await expect(page).toHaveURL(/\/password\/change$/);
  const newPassword = 'Brand-new-2026';
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Email and/or password are incorrect. Please try again.')).toBeVisible();
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/events\/list$/);

  // The reset link is single-use.
  await page.evaluate(() => localStorage.clear());
  await page.goto(reset);
  await expect(page).toHaveURL(/\/password\/remind\/fail$/);
});

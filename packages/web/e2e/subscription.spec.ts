import { readFile } from 'node:fs/promises';
import { TOKEN_KEY, api, expect, seedOrganiser, test } from './support';

test('a free organiser at the event limit upgrades by invoice and creates the next event', async ({
  page,
  request,
}) => {
  const { token } = await seedOrganiser(request);
  // The free plan's two editable events, made through the API: the clicking is tested elsewhere.
  for (const name of ['Spring Expo', 'Autumn Expo']) {
    const created = await api(request, 'POST', 'events/conference', { name }, token);
    expect(created.success, JSON.stringify(created)).toBe(true);
  }
  await page.goto('/404');
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [TOKEN_KEY, token]);
  await page.goto('/events/list');
  const shellCreate = page.getByRole('banner').getByRole('button', { name: 'Create event' });
  await expect(shellCreate).toBeDisabled();

  // The upgrade prompt opens the plans with the next plan up preselected.
  await page.getByRole('link', { name: 'Upgrade plan' }).click();
  await expect(page).toHaveURL(/\/subscription\?plan=starter$/);
  await page.getByRole('button', { name: 'Upgrade to Starter' }).click();

  // Checkout: outside the EU, no VAT; by invoice.
  await expect(page).toHaveURL(/\/subscription\/checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByText('No VAT (customer outside the EU)')).toBeVisible();
  await expect(page.getByText('Analytical Engines Ltd')).toBeVisible();
  await page.getByRole('radio', { name: /Invoice/ }).check();
  await page.getByRole('button', { name: 'Order with obligation to pay' }).click();
  await expect(page).toHaveURL(/\/subscription-success/);
  await expect(page.getByRole('heading', { name: 'Your subscription is active' })).toBeVisible();

  // The new plan's limit: a third event may be made.
  await page.getByRole('link', { name: 'Go to your events' }).click();
  await expect(page).toHaveURL(/\/events\/list$/);
  await expect(shellCreate).toBeEnabled();
  await expect(page.getByText('Registrations: 0 of 200').first()).toBeVisible();

  // Starter includes the product tour: offered once, walked with the keyboard.
  await page.getByRole('button', { name: 'Start the tour' }).click();
  const popover = page.locator('.driver-popover');
  await expect(popover.getByText('Your workspace')).toBeVisible();
  // The popover shows halfway through its animation; a key pressed before it ends is not taken.
  await expect(async () => {
    await page.keyboard.press('ArrowRight');
    await expect(popover.getByText('Create an event')).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Start the tour' })).toBeHidden();

  // The invoice is listed on the subscription page and downloads as a PDF.
  await page.goto('/subscription');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Download invoice .+ as PDF$/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});

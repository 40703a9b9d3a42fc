import { TOKEN_KEY, seedOrganiser, seriousAxeViolations, expect, test } from './support';

test.describe('accessibility', () => {
  test('public pages have no serious or critical axe violations', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const path of [
      '/login',
      '/registration/register',
      '/password/remind',
      '/info/imprint',
      '/404',
      '/invitation?token=0123456789abcdef0123',
      '/invitation',
    ]) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      expect(await seriousAxeViolations(page), path).toEqual([]);
    }
    await context.close();
  });

  test('the wizard and the shell have no serious or critical axe violations, light and dark', async ({
    browser,
    request,
  }) => {
    const step1 = await seedOrganiser(request, 'STEP_1');
    const done = await seedOrganiser(request);
    for (const scheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ colorScheme: scheme });
      const page = await context.newPage();
      await page.goto('/404');
      await page.evaluate(
        ([k, v, s]) => {
          localStorage.setItem(k, v);
          localStorage.setItem('foyer.colorScheme', s);
        },
        [TOKEN_KEY, step1.token, scheme],
      );
      await page.goto('/registration/details');
      await expect(page.getByLabel('First name')).toBeVisible();
      expect(await seriousAxeViolations(page), `details ${scheme}`).toEqual([]);
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [TOKEN_KEY, done.token]);
      await page.goto('/events/list');
      await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
      expect(await seriousAxeViolations(page), `shell loading ${scheme}`).toEqual([]);
      await expect(page.getByRole('heading', { name: 'Create your first event' })).toBeVisible();
      expect(await seriousAxeViolations(page), `shell ${scheme}`).toEqual([]);
      // The account's forms: the account profile with billing, and the person's own profile.
      await page.goto('/profile');
      await expect(page.getByRole('heading', { name: 'Billing' })).toBeVisible();
      expect(await seriousAxeViolations(page), `profile ${scheme}`).toEqual([]);
      await page.goto('/user-profile');
      await expect(page.getByRole('button', { name: 'Log out on all other devices' })).toBeVisible();
      expect(await seriousAxeViolations(page), `user-profile ${scheme}`).toEqual([]);
      await context.close();
    }
  });
});

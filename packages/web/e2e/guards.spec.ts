import { TOKEN_KEY, seedOrganiser, expect, test } from './support';

test.describe('navigation guard', () => {
  test('sends a visitor without a session to /login from every protected route', async ({ page }) => {
    for (const path of [
      '/events/list',
      '/assets/images',
      '/mailings',
      '/subscription',
      '/registration/details',
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
    }
  });

  test('redirects the roots and unknown paths', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('button', { name: /back/i })).toBeVisible();
    await page.goto('/confirm-registration/');
    await expect(page).toHaveURL(/\/404$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('keeps public pages open', async ({ page }) => {
    for (const path of [
      '/login',
      '/registration/register',
      '/password/remind',
      '/info/policy',
      '/info/imprint',
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test('sends an account in step 1 to the details and in step 2 to the email confirmation', async ({
    page,
    request,
  }) => {
    const step1 = await seedOrganiser(request, 'STEP_1');
    await page.goto('/login');
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [TOKEN_KEY, step1.token]);
    await page.goto('/events/list');
    await expect(page).toHaveURL(/\/registration\/details$/);

    const step2 = await seedOrganiser(request, 'STEP_2');
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [TOKEN_KEY, step2.token]);
    await page.goto('/events/list');
    await expect(page).toHaveURL(/\/registration\/email-confirmation$/);
  });

  test('sends a logged-in organiser away from /login and /registration/register, and maps the roots', async ({
    page,
    request,
  }) => {
    const { token } = await seedOrganiser(request);
    await page.goto('/404');
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [TOKEN_KEY, token]);
    for (const path of ['/login', '/registration/register', '/', '/events', '/edit']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/events\/list$/);
    }
    await page.goto('/assets');
    await expect(page).toHaveURL(/\/assets\/images$/);
    await page.goto('/events/kickstarter');
    await expect(page).toHaveURL(/\/events\/kickstarter\/welcome$/);
    await page.goto('/registration/welcome');
    await expect(page).toHaveURL(/\/events\/list$/);
  });

  test('removes a stored token that no longer loads a user', async ({ page }) => {
    await page.goto('/404');
    await page.evaluate((k) => localStorage.setItem(k, 'not-a-valid-token-at-all-0000000000'), TOKEN_KEY);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY)).toBeNull();
  });

  test('logs in with an st token and refuses a bad one', async ({ page, request }) => {
    await page.goto('/events/list?st=not-a-valid-login-token-000000');
    await expect(page).toHaveURL(/\/login$/);

    const { email, token } = await seedOrganiser(request);
    const made = await request.post('/api/v1/auth/loginToken', { headers: { authToken: token } });
    const st = ((await made.json()) as { results: { token: string } }).results.token;
    // Through /events, which redirects: the login link survives it.
    await page.goto(`/events?st=${encodeURIComponent(st)}`);
    await expect(page).toHaveURL(/\/events\/list$/);
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByText(email)).toBeVisible();
  });
});

import { readFileSync } from 'node:fs';
import { TOKEN_KEY, seedOrganiser, seriousAxeViolations, expect, test } from './support';

const LANGUAGES = ['en', 'de', 'es', 'fr'] as const;
type Language = (typeof LANGUAGES)[number];

/** The interface text of a dotted key in a language, from the locale files the app uses. */
function tr(language: Language, key: string): string {
  const file = new URL(`../../shared/locales/${language}/app.json`, import.meta.url);
  const strings = JSON.parse(readFileSync(file, 'utf8'));
  return key.split('.').reduce((node, part) => node[part], strings) as string;
}

test.describe('accessibility', () => {
  test('public pages have no serious or critical axe violations', async ({ browser }) => {
    const paths = [
      '/login',
      '/registration/register',
      '/password/remind',
      '/info/imprint',
      '/404',
      '/invitation?token=0123456789abcdef0123',
      '/invitation',
      '/confirm-email?token=0123456789abcdef0123',
    ];
    // Each page in another of the four languages: every language is checked, no page twice. A
    // context per language sets it before the app starts.
    for (const [l, language] of LANGUAGES.entries()) {
      const context = await browser.newContext();
      await context.addInitScript((lang) => localStorage.setItem('foyer.language', lang), language);
      const page = await context.newPage();
      for (const path of paths.filter((_, i) => i % LANGUAGES.length === l)) {
        await page.goto(path);
        await expect(page.locator('main')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        // The page itself, not the spinner shown while its language's texts load.
        await expect(page.locator('main[aria-busy="true"]')).toHaveCount(0);
        expect(await seriousAxeViolations(page), `${path} ${language}`).toEqual([]);
      }
      await context.close();
    }
  });

  test('the wizard and the shell have no serious or critical axe violations, light and dark', async ({
    browser,
    request,
  }) => {
    const step1 = await seedOrganiser(request, 'STEP_1');
    const done = await seedOrganiser(request);
    // Light in English, dark in German: both schemes and a second language on the same screens.
    for (const [scheme, language] of [
      ['light', 'en'],
      ['dark', 'de'],
    ] as const) {
      const t = (key: string) => tr(language, key);
      const context = await browser.newContext({ colorScheme: scheme });
      const page = await context.newPage();
      await page.goto('/404');
      await page.evaluate(
        ([k, v, s, l]) => {
          localStorage.setItem(k, v);
          localStorage.setItem('foyer.colorScheme', s);
          localStorage.setItem('foyer.language', l);
        },
        [TOKEN_KEY, step1.token, scheme, language],
      );
      await page.goto('/registration/details');
      await expect(page.getByLabel(t('fields.firstName'))).toBeVisible();
      expect(await seriousAxeViolations(page), `details ${scheme}`).toEqual([]);
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [TOKEN_KEY, done.token]);
      await page.goto('/events/list');
      await expect(page.getByRole('button', { name: t('shell.userMenu') })).toBeVisible();
      expect(await seriousAxeViolations(page), `shell loading ${scheme}`).toEqual([]);
      await expect(page.getByRole('heading', { name: t('eventsList.emptyTitle') })).toBeVisible();
      expect(await seriousAxeViolations(page), `shell ${scheme}`).toEqual([]);
      // The account's forms: the account profile with billing, and the person's own profile.
      await page.goto('/profile');
      await expect(page.getByRole('heading', { name: t('accountProfile.billing.title') })).toBeVisible();
      expect(await seriousAxeViolations(page), `profile ${scheme}`).toEqual([]);
      await page.goto('/user-profile');
      await expect(page.getByRole('button', { name: t('profile.sessions.action') })).toBeVisible();
      expect(await seriousAxeViolations(page), `user-profile ${scheme}`).toEqual([]);
      await context.close();
    }
  });
});

// The static first paint of /auth (issue 7, scripts/prerender-auth.mjs): before any of the app's
// scripts has run, a first visitor already sees the sign-in page in their language, as the app
// will draw it — and cannot type into it (nothing typed could be lost). The app then takes its
// place without a shift. A stored session or another step shows no copy.
import { expect, test, type Page } from './helpers/test';

const blockApp = (page: Page) => page.route(/\/assets\/.+\.js$/, (route) => route.abort());
const saveLocale = (page: Page, locale: string) => page.addInitScript((l) => window.localStorage.setItem('locale', l), locale);
const copy = (page: Page) => page.locator('#boot-shell');

test.describe('before the app', () => {
  // No service worker (the in-browser mock), so the app's modules can be held back.
  test.use({ serviceWorkers: 'block' });

  for (const [locale, heading, other] of [
    ['en-us', 'Sign in to the partner portal', 'Entre no portal de parceiros'],
    ['pt-br', 'Entre no portal de parceiros', 'Sign in to the partner portal'],
    ['es-419', 'Inicie sesión en el portal de socios', 'Entre no portal de parceiros'],
  ] as const) {
    test(`${locale}: the sign-in page is on screen before the app's scripts, and inert`, async ({ page }) => {
      await saveLocale(page, locale);
      await blockApp(page);
      await page.goto('/auth', { waitUntil: 'load' });
      await expect(copy(page).getByText(heading, { exact: true })).toBeVisible();
      await expect(copy(page).getByText(other, { exact: true })).toBeHidden();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('#root')).toBeHidden();
      // Inert: no focus by keyboard or pointer, no typing.
      const login = copy(page).locator(`[lang="${locale}"] input[autocomplete="username"]`);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('#boot-shell') ?? null)).toBeNull();
      await login.click({ force: true });
      await page.keyboard.type('affiliate');
      await expect(login).toHaveValue('');
    });
  }

  test('no copy for another step or a stored session (the app goes on to the dashboard)', async ({ page }) => {
    await blockApp(page);
    await page.goto('/auth?step=signup', { waitUntil: 'load' });
    await expect(copy(page)).toBeHidden();
    await page.goto('/auth?step=signin', { waitUntil: 'load' });
    await expect(copy(page)).toBeVisible();
    await page.evaluate(() => window.localStorage.setItem('token', 'mock.1.1.1.zzz'));
    await page.goto('/auth', { waitUntil: 'load' });
    await expect(copy(page)).toBeHidden();
  });
});

// The app's first load registers the in-browser mock's service worker; the copy was measured on
// a load whose scripts were held back (no worker yet, so page.route sees every request).
for (const width of [375, 1440]) {
  test(`${width} px: the app replaces the copy without moving the heading or the fields`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await blockApp(page);
    await page.goto('/auth', { waitUntil: 'load' });
    const boxes = async (scope: string) =>
      Promise.all(
        [`${scope} h1`, `${scope} input[autocomplete="username"]`, `${scope} button[type="submit"]`].map((selector) =>
          page.locator(selector).filter({ visible: true }).boundingBox(),
        ),
      );
    const before = await boxes('#boot-shell');
    await page.unroute(/\/assets\/.+\.js$/);
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the partner portal' })).toBeVisible();
    await expect(copy(page)).toHaveCount(0);
    expect(await boxes('#root')).toEqual(before);
    // And it is the app's form now: typing works.
    await page.getByLabel('Username or e-mail').fill('affiliate');
    await expect(page.getByLabel('Username or e-mail')).toHaveValue('affiliate');
  });
}

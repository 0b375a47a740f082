// Spanish (es-419) as a third language (issue 19.5), on the production build and the in-browser
// mock: a browser in Spanish (es-MX, es-AR) gets /auth in Spanish — the static copy before the
// app's scripts, then the app — and the dashboard in Spanish with money by ISO code and Spanish
// dates, at 375 and 1440 px; the language chosen on the switch is kept with the account, so a
// browser that lost its own choice (an app update clears local storage) gets it back.
import { expect, test, type Page } from './helpers/test';
import { loginAs } from './helpers/login';

const SIGN_IN_ES = 'Inicie sesión en el portal de socios';
const blockApp = (page: Page) => page.route(/\/assets\/.+\.js$/, (route) => route.abort());

test.describe('a browser in Spanish (es-AR), before the app', () => {
  test.use({ locale: 'es-AR', serviceWorkers: 'block' });

  test('the static /auth copy is the Spanish one, chosen before the first paint', async ({ page }) => {
    await blockApp(page);
    await page.goto('/auth', { waitUntil: 'load' });
    const copy = page.locator('#boot-shell');
    await expect(copy.getByText(SIGN_IN_ES, { exact: true })).toBeVisible();
    await expect(copy.getByText('Sign in to the partner portal', { exact: true })).toBeHidden();
    await expect(copy.getByText('Entre no portal de parceiros', { exact: true })).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-419');
  });
});

for (const width of [375, 1440]) {
  test.describe(`${width} px`, () => {
    test.use({ locale: 'es-MX', viewport: { width, height: 800 } });

    test('a browser in Spanish (es-MX): /auth in Spanish, bad input answered in Spanish', async ({ page }) => {
      await page.goto('/auth');
      await expect(page.getByRole('heading', { level: 1, name: SIGN_IN_ES })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es-419');
      await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked();
      const login = page.getByLabel('Usuario o correo electrónico');
      await login.fill('affiliate');
      await page.getByLabel('Contraseña', { exact: true }).fill('wrong-pass');
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await expect(page.getByRole('alert')).toHaveText('Usuario o contraseña no válidos.');
      await expect(login).toHaveValue('affiliate');
      await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue('wrong-pass');
    });

    test('the wallet in Spanish: headings, money by ISO code, Spanish dates', async ({ page }) => {
      await loginAs(page, 'affiliate', { locale: 'es-419', path: '/dashboard/wallet' });
      await expect(page.getByRole('heading', { level: 1, name: 'Billetera' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es-419');
      await expect(page.getByTestId('wallet-balance')).toHaveText(/^BRL\s1,843\.57$/);
      // Day first and 24-hour time, as Latin America writes them: the newest payment's date, then
      // the same payment in English (month first, AM/PM).
      const first = page.getByRole('row').nth(1);
      const es = (await first.textContent())!.match(/#(\d+)(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})/);
      expect(es, 'a dd/mm/yyyy HH:mm date in the newest payment').not.toBeNull();
      await expect(first).not.toContainText(/\b[AP]M\b/);
      await page.getByRole('radio', { name: 'English' }).check();
      await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: `#${es![1]}` });
      const en = (await row.textContent())!.match(/(\d{2})\/(\d{2})\/(\d{4}) (\d{1,2}):(\d{2})\s?([AP]M)/);
      expect(en, 'the same payment in English').not.toBeNull();
      const [, , day, month, year, hour, minute] = es!;
      const hour12 = ((Number(hour) + 11) % 12) + 1;
      expect([en![2], en![1], en![3], Number(en![4]), en![5], en![6]]).toEqual([
        day,
        month,
        year,
        hour12,
        minute,
        Number(hour) < 12 ? 'AM' : 'PM',
      ]);
    });
  });
}

test('the language chosen on the switch is kept with the account', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, 'affiliate', { locale: 'en-us', path: '/dashboard/wallet' });
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/me/language') && r.request().method() === 'PUT');
  await page.getByRole('radio', { name: 'Español' }).check();
  await expect(page.getByRole('heading', { level: 1, name: 'Billetera' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-419');
  expect((await saved).status()).toBe(200);
  // The browser loses its own choice (an app update clears local storage, spec §4): the account's comes back.
  // (The in-browser mock keeps its state across the reload once its snapshot is written.)
  await expect(page.locator('html')).toHaveAttribute('data-mock-persistence', 'saved');
  await page.evaluate(() => localStorage.removeItem('locale'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Billetera' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('es-419');
});

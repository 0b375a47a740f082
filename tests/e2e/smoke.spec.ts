// Smoke of the app on the in-browser mock: sign in as the demo affiliate and land on the
// overview with the seeded figures; a wrong password shows the translated refusal at the form.
import { expect, test } from './helpers/test';

test('affiliate signs in and sees the overview', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\?step=signin$/);
  await page.getByLabel('Username or e-mail').fill('affiliate');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
  await expect(page.getByRole('heading', { name: 'Hello, Mariana' })).toBeVisible();
  await expect(page.getByTestId('overview.balance')).toHaveText('R$1,843.57');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^mock\.1\./);
});

test('a wrong password is refused at the form, in Portuguese too', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'pt-br'));
  await page.goto('/auth');
  await page.getByLabel('Usuário ou e-mail').fill('affiliate');
  await page.getByLabel('Senha').fill('wrong-password');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Usuário ou senha inválidos.');
  await expect(page.getByLabel('Usuário ou e-mail')).toHaveValue('affiliate');
});

test('a short password gets a message at the field', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Username or e-mail').fill('affiliate');
  await page.getByLabel('Password').fill('123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Use at least 6 characters.')).toBeVisible();
});

// The suite's login fixture (helpers/login.ts): a minted token opens the asked-for page signed in,
// as the right user and in the right language; without one the same URL goes to sign-in.
import { expect, test } from './helpers/test';

test('login opens the page signed in as that user, in the asked language', async ({ page, login }) => {
  await login('affiliate', { path: '/dashboard/wallet', locale: 'pt-br' });
  await expect(page).toHaveURL(/\/dashboard\/wallet$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Carteira' })).toBeVisible();
  const profile = await page.evaluate(async () => {
    const r = await fetch('/api/me/profile', { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
    return (await r.json()) as { Username: string };
  });
  expect(profile.Username).toBe('affiliate');
});

test('login as admin lands on the first page the admin may see; signed out, the same URL asks to sign in', async ({ page, login }) => {
  await login('admin');
  await expect(page).toHaveURL(/\/dashboard\/[^?#]+$/);
  await expect(page.getByRole('link', { name: 'Partners' })).toBeVisible();
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto('/dashboard/wallet');
  await expect(page).toHaveURL(/\/auth\?step=signin/);
});

// Sign in through the /auth form, in whichever language the page is in (fields are found by
// their autocomplete attributes), and wait until the app has left /auth for the dashboard.
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

/** Fills and submits the sign-in form of the current page (the signin step) without waiting for the outcome. */
export async function submitSignIn(page: Page, username: string, password: string = DEMO_PASSWORD): Promise<void> {
  // In the app (#root), not in the static copy of /auth that is on screen until it has loaded.
  const form = page.locator('#root form').filter({ has: page.locator('input[autocomplete="current-password"]') });
  await form.locator('input[autocomplete="username"]').fill(username);
  await form.locator('input[autocomplete="current-password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

/** Signs a demo account in through the form (password `demo1234` unless given) and waits for the
 * dashboard's first page: /dashboard itself redirects there, and a test that moves on before that
 * redirect would be sent back by it. Resolves with the session token the app stored. Only the specs
 * that test signing in use it; the others sign in with the `login` fixture (./login.ts). */
export async function signIn(page: Page, username: string, password: string = DEMO_PASSWORD): Promise<string> {
  await page.goto('/auth?step=signin');
  await submitSignIn(page, username, password);
  await expect(page).toHaveURL(/\/dashboard\/[^?#]+/);
  let token: string | null = null;
  await expect.poll(async () => (token = await page.evaluate(() => localStorage.getItem('token')))).not.toBeNull();
  return token!;
}

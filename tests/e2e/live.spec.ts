// The live parts of the shell on the in-browser mock (production build): a socket message pushed
// through the mock's control API becomes a toast and a badge; an admin logs in as a partner in a
// new window and gets their own storage back, exactly, when it closes; the gear is admin-only.
import { expect, test, type Page } from './helpers/test';
import { loginAs } from './helpers/login';

async function mockState(page: Page): Promise<{ liveClients: number[] }> {
  return page.evaluate(() => fetch('/__mock/state').then((r) => r.json()));
}

async function storage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...localStorage }));
}

test('a pushed socket message becomes a toast and a badge for the affiliate', async ({ page }) => {
  await loginAs(page, 'affiliate');
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
  // the socket is open and authenticated as user 1
  await expect.poll(async () => (await mockState(page)).liveClients, { timeout: 10_000 }).toContain(1);
  const pushed = await page.evaluate(() =>
    fetch('/__mock/ws', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'notification',
        userId: 1,
        payload: {
          ID: 901,
          Title: 'Payout approved',
          Message: 'Your payout of R$ 300,00 was approved.',
          Level: 'success',
          Link: '/dashboard/wallet',
          Read: false,
          CreatedAt: new Date().toISOString(),
        },
      }),
    }).then((r) => r.json()),
  );
  expect(pushed).toEqual({ delivered: 1 });
  await expect(page.getByText('Your payout of R$ 300,00 was approved.')).toBeVisible();
  await expect(page.getByLabel('Notifications, 1 new')).toBeVisible();
  await expect(page.getByTestId('notification-badge')).toHaveAttribute('data-count', '1');
});

test('a live notification whose link is unsafe (/\\host) is text: clicking it goes nowhere and throws nothing', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await loginAs(page, 'affiliate');
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
  await expect.poll(async () => (await mockState(page)).liveClients, { timeout: 10_000 }).toContain(1);
  const pushed = await page.evaluate(() =>
    fetch('/__mock/ws', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'notification',
        userId: 1,
        payload: {
          ID: 902,
          Title: 'Odd link',
          Message: 'A link that leaves the site.',
          Level: 'info',
          Link: '/\\evil.example',
          Read: false,
          CreatedAt: new Date().toISOString(),
        },
      }),
    }).then((r) => r.json()),
  );
  expect(pushed).toEqual({ delivered: 1 });
  const toast = page.getByText('A link that leaves the site.');
  await expect(toast).toBeVisible();
  // Not a link: no pointer, and a click stays on the page.
  await expect(toast.locator('xpath=ancestor::*[contains(@class,"mantine-Notification-root")]')).not.toHaveCSS('cursor', 'pointer');
  await toast.click();
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test('an admin logs in as a partner in a new window and gets their storage back when it closes', async ({ page }) => {
  await loginAs(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard/);
  const searches: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/management/partners/search')) searches.push(new URL(r.url()).searchParams.get('q') ?? '');
  });

  await page.getByRole('button', { name: 'Admin tools' }).click();
  const dialog = page.getByRole('dialog', { name: 'Find a partner' });
  const search = dialog.getByLabel('Username, e-mail or ID');
  // Timed in the page (the last keystroke, the request's start), not by when the test looks.
  await search.evaluate((el) =>
    el.addEventListener('input', () => ((window as unknown as { lastInput: number }).lastInput = performance.now())),
  );
  await search.pressSequentially('zzqx-nobody', { delay: 20 });
  await expect(dialog.getByText('Conta nao encontrada')).toBeVisible();
  expect(searches).toEqual(['zzqx-nobody']); // one search for the whole word
  const wait = await page.evaluate(() => {
    const sent = performance.getEntriesByType('resource').find((r) => r.name.includes('/api/management/partners/search'));
    return (sent?.startTime ?? 0) - (window as unknown as { lastInput: number }).lastInput;
  });
  expect(wait).toBeGreaterThanOrEqual(990); // the 1 s debounce after the last keystroke

  await search.fill('affiliate');
  await expect(dialog.getByTestId('partner-username')).toHaveText('affiliate');
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Checking the wallet for ticket 4821');

  const snapshot = await storage(page);
  expect(snapshot.token).toMatch(/^mock\.3\./);
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Log in as affiliate' }).click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/dashboard\/overview$/);
  await expect(popup.getByRole('heading', { name: 'Hello, Mariana' })).toBeVisible();
  expect((await storage(page)).token).toMatch(/^mock\.1\./); // the shared storage holds the partner's token
  await expect(dialog.getByText('Logged in as affiliate in another window')).toBeVisible();

  await popup.close();
  await expect(dialog.getByText('You are back in your own account.')).toBeVisible();
  expect(await storage(page)).toEqual(snapshot);

  // the admin's tab still works as the admin: an admin-only search answers
  await search.fill('newbie');
  await expect(dialog.getByTestId('partner-username')).toHaveText('newbie');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Admin tools' })).toBeVisible();
});

test('the analyst sees no gear', async ({ page }) => {
  await loginAs(page, 'analyst');
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Admin tools' })).toHaveCount(0);
});

// The overview and the notifications page on the production build and the in-browser mock:
// fast-info figures, the period chart, latest payments and payout readiness as `affiliate`
// (every condition met on a window day) and `newbie` in both languages (taxpayer id and amount
// unmet, no payments yet), a closed window with the date it opens, zeros when key-sum fails,
// pt-br, and mark-as-read as `affiliate` (en-us) and `newbie` (pt-br). Clock days are computed
// from today (helpers/workspace-setup), so the specs hold whatever the date.
// The mock's store lives in the page, so the clock and faults are set on another page first and
// the overview is then opened client-side (no reload: the mock keeps them).
import { expect as baseExpect, test, type Locale, type Page } from './helpers/test';
import { loginAs, navigate } from './helpers/login';
import { acceptTerms, outsideWindowDay, t, windowDay } from './helpers/workspace-setup';

const WINDOW_DAY = windowDay().iso;

// The overview makes five calls and draws a chart; on a loaded machine that takes more than the default.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

async function control(page: Page, path: string, body?: unknown, method = 'POST') {
  await page.evaluate(
    ([p, b, m]) =>
      fetch(`/__mock/${p as string}`, {
        method: m as string,
        headers: { 'content-type': 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
      }).then((r) => r.json()),
    [path, body, method] as const,
  );
}

/** Signs in on the notifications page, lets `before` set the mock up, then opens the overview. */
async function signInWith(page: Page, username: 'affiliate' | 'newbie', before?: () => Promise<void>, locale?: Locale) {
  await loginAs(page, username, { locale, path: '/dashboard/profile/notifications' });
  if (before) await before();
  await navigate(page, '/dashboard/overview');
}

const condition = (page: Page, key: string) => page.locator(`[data-condition="${key}"]`);

test('affiliate on a window day: figures, chart, balances, latest payments, every condition met', async ({ page }) => {
  await signInWith(page, 'affiliate', () => control(page, 'clock', { now: WINDOW_DAY }));
  await expect(page.getByTestId('fast-info-commission')).toHaveText(/R\$\s?[\d,.]+/);
  await expect(page.getByTestId('fast-info-qftd')).not.toHaveText('…');
  expect(Number((await page.getByTestId('fast-info-qftd').textContent())?.replace(/\D/g, ''))).toBeGreaterThan(0);
  await expect(page.getByRole('img', { name: /per month since/ })).toBeVisible();
  await expect(page.getByTestId('overview.balance')).toHaveText(/R\$/);
  const payments = page.getByTestId('latest-payments');
  await expect(payments.locator('tbody tr')).toHaveCount(5);
  await expect(payments.locator('tbody tr').first().locator('.mantine-Badge-root')).toBeVisible();
  const readiness = page.getByTestId('payout-readiness');
  for (const key of ['window', 'amount', 'qualification', 'taxPayerId', 'business', 'noPending']) {
    await expect(condition(page, key)).toHaveAttribute('data-met', 'true');
  }
  await expect(readiness.locator('[data-met="false"]')).toHaveCount(0);
  await expect(condition(page, 'window')).toContainText('Payout window open');
  await expect(page.getByRole('button', { name: 'Request payout' })).toBeVisible();
});

test('affiliate outside the window: the window unmet with the date the next one opens, no button', async ({ page }) => {
  const closed = outsideWindowDay();
  const [year, month] = closed.ymd.split('-').map(Number) as [number, number];
  // The 16th of the same month, or the 1st of the next.
  const opens = closed.day < 16 ? new Date(Date.UTC(year, month - 1, 16)) : new Date(Date.UTC(year, month, 1));
  const pad = (n: number) => String(n).padStart(2, '0');
  await signInWith(page, 'affiliate', () => control(page, 'clock', { now: closed.iso }));
  await expect(condition(page, 'window')).toHaveAttribute('data-met', 'false');
  await expect(condition(page, 'window')).toContainText(
    `the next one opens on ${pad(opens.getUTCMonth() + 1)}/${pad(opens.getUTCDate())}/${opens.getUTCFullYear()}`,
  );
  await expect(condition(page, 'amount')).toHaveAttribute('data-met', 'true');
  await expect(page.getByRole('button', { name: 'Request payout' })).toHaveCount(0);
});

for (const locale of ['en-us', 'pt-br'] as const)
  test(`newbie, ${locale}: taxpayer id and amount unmet, no payments yet; no payout button`, async ({ page }) => {
    await signInWith(page, 'newbie', () => control(page, 'clock', { now: WINDOW_DAY }), locale);
    await expect(condition(page, 'taxPayerId')).toHaveAttribute('data-met', 'false');
    await expect(condition(page, 'amount')).toHaveAttribute('data-met', 'false');
    await expect(condition(page, 'amount')).toContainText(t(locale, '(now R$87.40)', '(agora R$ 87,40)'));
    await expect(page.getByRole('region', { name: t(locale, 'Latest payments', 'Últimos pagamentos') })).toContainText(
      t(locale, 'No payments yet.', 'Nenhum pagamento ainda.'),
    );
    // The newbie's payouts are personal ones (paymentType person): the API does not ask a business
    // of them (2011/2012 pass), so the card says it is not needed (not blocking, and not "met").
    await expect(condition(page, 'business')).toHaveAttribute('data-met', 'true');
    await expect(condition(page, 'business')).toHaveAttribute('data-needed', 'false');
    await expect(condition(page, 'business')).toContainText(
      t(locale, 'Approved business: not needed for a person payout', 'Empresa aprovada: não é necessária para um saque como pessoa física'),
    );
    await expect(condition(page, 'window')).toHaveAttribute('data-met', 'true');
    await expect(
      page.getByText(t(locale, 'A payout needs every condition below.', 'Um saque precisa de todas as condições abaixo.')),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: t(locale, 'Request payout', 'Solicitar saque') })).toHaveCount(0);
  });

test('key-sum failing: zeros with a quiet retry that brings the figures back', async ({ page }) => {
  await signInWith(page, 'affiliate', () =>
    control(page, 'faults', { rules: [{ method: 'GET', path: '/api/me/data/reports/key-sum', status: 500 }] }),
  );
  // The query client retries a 5xx once (after 1 s) before the zeros show.
  await expect(page.getByTestId('fast-info-failed')).toBeVisible({ timeout: 40_000 });
  await expect(page.getByTestId('fast-info-commission')).toHaveText(/R\$\s?0\.00/);
  for (const key of ['ftd', 'qftd', 'registrations']) await expect(page.getByTestId(`fast-info-${key}`)).toHaveText('0');
  // The rest of the page does not depend on the figures.
  await expect(page.getByTestId('payout-readiness')).toBeVisible();
  await control(page, 'faults', undefined, 'DELETE');
  await page.getByTestId('fast-info-failed').getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('fast-info-failed')).toHaveCount(0);
  await expect(page.getByTestId('fast-info-commission')).not.toHaveText(/R\$\s?0\.00/);
});

test('pt-br: figures and readiness in Portuguese and reais', async ({ page }) => {
  await signInWith(page, 'affiliate', () => control(page, 'clock', { now: WINDOW_DAY }), 'pt-br');
  await expect(page.getByText('Comissão', { exact: true })).toBeVisible();
  await expect(page.getByTestId('fast-info-commission')).toHaveText(/R\$\s[\d.]+,\d{2}/);
  await expect(page.getByRole('heading', { name: 'Condições para saque' })).toBeVisible();
  await expect(condition(page, 'window')).toContainText('Janela de saque aberta');
  await expect(page.getByRole('button', { name: 'Solicitar saque' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Últimos pagamentos' })).toBeVisible();
});

test('notifications: mark one read, then all; the unread filter empties and the badge resets', async ({ page, login }) => {
  await login('affiliate');
  await page.getByTestId('notification-badge').getByRole('link').click();
  await expect(page).toHaveURL(/\/dashboard\/profile\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const unread = page.locator('[data-testid="notification"][data-read="false"]');
  await expect(unread.first()).toBeVisible();
  const before = await unread.count();
  expect(before).toBeGreaterThan(1);
  await unread
    .first()
    .getByRole('button', { name: /^Mark as read: “.*”$/ })
    .click();
  await expect(page.getByText('1 notification marked as read')).toBeVisible();
  await expect(unread).toHaveCount(before - 1);
  // A live message raises the badge; marking all read resets it.
  await expect
    .poll(
      async () =>
        page.evaluate(() =>
          fetch('/__mock/state')
            .then((r) => r.json())
            .then((s: { liveClients: number[] }) => s.liveClients.length),
        ),
      { timeout: 10_000 },
    )
    .toBeGreaterThan(0);
  await control(page, 'ws', {
    name: 'notification',
    payload: {
      ID: 9901,
      Title: 'Live news',
      Message: 'Something happened.',
      Level: 'info',
      Link: null,
      Read: false,
      CreatedAt: new Date().toISOString(),
    },
  });
  await expect(page.getByTestId('notification-badge')).toHaveAttribute('data-count', '1');
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(unread).toHaveCount(0);
  await expect(page.getByTestId('notification-badge')).toHaveAttribute('data-count', '0');
  await page.getByText('Unread', { exact: true }).first().click();
  await expect(page.getByText('No unread notifications.')).toBeVisible();
  // Browser notifications: the state the browser reports is said, never a fake success.
  await expect(page.getByTestId('browser-notifications')).toHaveAttribute('data-state', /unsupported|denied|default|granted/);
});

test('newbie, pt-br: the one unread notification marked read from the badge', async ({ page, login }) => {
  await login('newbie', { locale: 'pt-br' });
  await acceptTerms(page);
  await page.getByTestId('notification-badge').getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Notificações', level: 1 })).toBeVisible();
  const unread = page.locator('[data-testid="notification"][data-read="false"]');
  await expect(unread).toHaveCount(1);
  await unread.getByRole('button', { name: /^Marcar como lida: “.*”$/ }).click();
  await expect(page.getByText('1 notificação marcada como lida')).toBeVisible();
  await expect(unread).toHaveCount(0);
  await expect(page.getByTestId('notification-badge')).toHaveAttribute('data-count', '0');
});

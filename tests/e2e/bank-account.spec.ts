// The bank-account step of the documents page (/dashboard/profile/documents?step=bank-account)
// on the production build and the in-browser mock (no reload after the clock is set: a reload
// restarts the app). Payout refusal 2011 — a company payout once an admin has removed her company — sends
// `affiliate` to this step, where her saved account is shown. The step's form itself (each rule
// broken once and then satisfied, every PIX key type, the validate call, a 500 that keeps the
// input) is filled as affiliate and as newbie in both languages by documents.spec.ts, in the same
// sign-in as the other two steps. Also: the two terms documents are real PDFs.
import { test } from './helpers/test';
import { navigate } from './helpers/login';
import { expect, mock, signInAs } from './helpers/profile-combos';

// Each test signs in; on a loaded 2-core box a test has taken 90 s.
test.describe.configure({ timeout: 180_000 });

const WINDOW_DAY = '2026-11-05T15:00:00Z';

test('affiliate: payout refusal 2011 (company payout without a company) leads to the bank-account step', async ({ page }) => {
  // The wallet asks whether a payout is possible when it opens: the clock is set before.
  await signInAs(page, 'affiliate', 'en-us', '/dashboard/profile/notifications');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await mock(page, '/__mock/clock', { now: WINDOW_DAY });
  // An admin removes her company (API, admin token), as the admin businesses page would.
  await page.evaluate(async () => {
    const auth = { authorization: `Bearer ${localStorage.getItem('token')}` };
    const mine = (await (await fetch('/api/me/business', { headers: auth })).json()) as { ID: number };
    const signin = await fetch('/api/auth/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'admin', password: 'demo1234' }),
    });
    const { token } = (await signin.json()) as { token: string };
    const r = await fetch(`/api/management/business/${mine.ID}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    if (!r.ok) throw new Error(`delete business: ${r.status}`);
  });
  await navigate(page, '/dashboard/wallet');
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  await page.getByRole('button', { name: 'Request payout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request payout' });
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Company', exact: true }).click();
  // Her saved CPF key cannot pay a company (issue 19.2): an e-mail key, looked up and confirmed, then 2011.
  await dialog.getByRole('combobox', { name: 'PIX key type' }).click();
  await page.getByRole('option', { name: 'E-mail', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'PIX key', exact: true }).fill('mariana@example.com');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Confirm and request' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile\/documents\?step=bank-account$/);
  const form = page.getByRole('form', { name: 'Bank account', exact: true });
  await expect(form).toBeVisible();
  await expect(page.getByTestId('bank-account-current')).toContainText('Saved account: 260 – Nubank');
  await expect(form.getByRole('textbox', { name: 'Bank' }).or(form.getByRole('combobox', { name: 'Bank' }))).toHaveValue('260 – Nubank');
});

test('the two terms documents are real PDFs', async ({ request }) => {
  for (const path of ['/terms/promotion-guidelines.pdf', '/terms/terms-of-use.pdf']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain('application/pdf');
    const body = await response.body();
    expect(body.subarray(0, 5).toString('latin1'), path).toBe('%PDF-');
    expect(body.length, path).toBeGreaterThan(10_000);
  }
});

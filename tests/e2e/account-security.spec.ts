// Account security and audit (issue 17) on the production build and the in-browser mock, one test
// per user flow, each in one language and width (en-us at 1440 px, pt-br at 375 px between them):
// the second sign-in step with a code of the app (computed from the demo secret, as the mock
// verifies real RFC 6238 codes) and with a recovery code; the partner's view of an administrator's
// "Log in as" and the sessions' sign-out; enrolment (QR, manual key, confirm, recovery codes);
// the step-up before a PIX change and the 24-hour hold in the wallet; the audit page filtered and
// exported (actions in words); the required-two-factor redirect; the e-mail change behind the
// step-up; new recovery codes replacing the old ones; against the Node mock server (one store for
// two browsers), a session signed out from another device landing on /auth with the message.
import { readFileSync } from 'node:fs';
import { TOTP } from 'otpauth';
import { SECURE_LOGIN_AS_REASON, SECURE_TOTP_SECRET } from '@mocks/db/seed-security';
import { test } from './helpers/test';
import { loginAs, navigate } from './helpers/login';
import { useMockServer } from './helpers/mock-server';
import { submitSignIn } from './helpers/sign-in';
import { expect, mock, pattern, signInAs, text, type Locale } from './helpers/profile-combos';

test.describe.configure({ timeout: 180_000 });

const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 375, height: 812 };
const WINDOW_DAY = '2026-11-05T15:00:00Z';
const codeOf = (secret: string) => new TOTP({ secret, digits: 6, period: 30 }).generate();

async function secondStep(page: import('@playwright/test').Page, locale: Locale, how: 'code' | 'recovery') {
  const t = (id: string) => text(locale, id);
  await page.goto('/auth?step=signin');
  await submitSignIn(page, 'secure');
  const form = page.getByRole('form', { name: t('auth.two-factor.form') });
  await expect(form).toBeVisible();
  if (how === 'recovery') {
    await form.getByRole('button', { name: t('auth.two-factor.use-recovery') }).click();
    await form.getByRole('textbox', { name: t('auth.two-factor.recovery-code') }).fill('recov-ery01');
  } else {
    await form.getByRole('textbox', { name: t('auth.two-factor.code') }).fill(codeOf(SECURE_TOTP_SECRET));
  }
  await form.getByRole('button', { name: t('auth.two-factor.submit') }).click();
  await expect(page).toHaveURL(/\/dashboard\/[^?#]+/);
}

test('secure (en-us, 1440): a code of the app signs in; Security shows the login-as with its reason; other sessions signed out', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await page.addInitScript(() => localStorage.setItem('locale', 'en-us'));
  await secondStep(page, 'en-us', 'code');
  await navigate(page, '/dashboard/profile/security');
  await expect(page.getByTestId('two-factor-state')).toContainText('On since');
  const loginAs = page.locator('[data-testid="security-event"][data-type="admin_login_as"]');
  await expect(loginAs.first()).toContainText(/Administrator \w+ signed in as you/);
  await expect(loginAs.first()).toContainText(`Reason given: ${SECURE_LOGIN_AS_REASON}`);
  const rows = page.getByTestId('session-row');
  await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
  expect(await rows.count()).toBeGreaterThan(1);
  await page.getByRole('button', { name: 'Sign out all other sessions' }).click();
  await expect(page.getByText(/^\d+ other sessions? (was|were) signed out\.$/)).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(page.getByText('No other session is open.')).toBeVisible();
});

test('secure (pt-br, 375): a recovery code signs in once; one other session signed out', async ({ page }) => {
  await page.setViewportSize(NARROW);
  await page.addInitScript(() => localStorage.setItem('locale', 'pt-br'));
  await secondStep(page, 'pt-br', 'recovery');
  await navigate(page, '/dashboard/profile/security');
  await expect(page.locator('[data-testid="security-event"][data-type="recovery_code_used"]').first()).toContainText(
    text('pt-br', 'account-security.events.type.recovery-code-used'),
  );
  const rows = page.getByTestId('session-row');
  const before = await rows.count();
  expect(before).toBeGreaterThan(1);
  await page
    .getByRole('button', { name: /^Encerrar a sessão de / })
    .first()
    .click();
  await expect(page.getByText(text('pt-br', 'account-security.sessions.signed-out'))).toBeVisible();
  await expect(rows).toHaveCount(before - 1);
});

test('affiliate (pt-br, 375): turns two-factor sign-in on with the QR code or the key, gets 10 recovery codes once', async ({ page }) => {
  await page.setViewportSize(NARROW);
  await signInAs(page, 'affiliate', 'pt-br', '/dashboard/profile/security');
  const t = (id: string) => text('pt-br', id);
  await page.getByRole('button', { name: t('account-security.two-factor.start') }).click();
  await expect(page.getByTestId('two-factor-qr')).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,64}$/);
  const code = page.getByRole('textbox', { name: t('account-security.two-factor.code') });
  await code.fill('12345');
  await page.getByRole('button', { name: t('account-security.two-factor.confirm') }).click();
  await expect(code).toHaveAccessibleDescription(pattern('pt-br', 'account-security.two-factor.code-format'));
  await code.fill(codeOf(secret));
  await page.getByRole('button', { name: t('account-security.two-factor.confirm') }).click();
  await expect(page.getByTestId('recovery-code')).toHaveCount(10);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: t('account-security.two-factor.download-codes') }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('recovery-codes.txt');
  const saved = readFileSync(await file.path(), 'utf8')
    .trim()
    .split('\n');
  expect(saved).toEqual(await page.getByTestId('recovery-code').allInnerTexts());
  await page.getByRole('button', { name: t('account-security.two-factor.codes-saved') }).click();
  await expect(page.getByTestId('recovery-code')).toHaveCount(0);
  await expect(page.getByTestId('two-factor-state')).toContainText('Ativado desde');
});

test('affiliate (en-us, 1440): a PIX change asks for the password, keeps the form, then the wallet says payouts are held', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await signInAs(page, 'affiliate', 'en-us', '/dashboard/profile/notifications');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await mock(page, '/__mock/clock', { now: WINDOW_DAY });
  await navigate(page, '/dashboard/profile/documents?step=bank-account');
  const form = page.getByRole('form', { name: 'Bank account', exact: true });
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: 'Account number' }).fill('99887-6');
  await form.getByRole('button', { name: 'Save bank account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog).toBeVisible();
  const password = dialog.getByLabel('Password', { exact: true });
  await password.fill('wrong-password');
  await dialog.getByRole('button', { name: 'Confirm and save' }).click();
  await expect(password).toHaveAccessibleDescription(/That password is not right\./);
  await expect(form.getByRole('textbox', { name: 'Account number' })).toHaveValue('99887-6');
  await password.fill('demo1234');
  await dialog.getByRole('button', { name: 'Confirm and save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Bank account saved.')).toBeVisible();
  await navigate(page, '/dashboard/wallet');
  await expect(page.getByTestId('payout-blocked')).toContainText(
    /Payouts are held for 24 hours after a change of bank account or PIX key.*You can request one again from .*\d{4}/,
  );
});

test('admin (en-us, 1440): the audit log filtered by action and exported; the two-factor rule sends a partner to enrol', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await loginAs(page, 'admin', { locale: 'en-us', path: '/dashboard/admin/audit-log' });
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.getByTestId('audit-row').first()).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Action' })
    .or(page.getByRole('combobox', { name: 'Action' }))
    .click();
  // Actions are offered in words (the code stays in the URL and the CSV).
  await page.getByRole('option', { name: 'Logged in as the partner', exact: true }).click();
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/action=partner\.login_as/);
  await expect(page.getByTestId('audit-row').first()).toHaveAttribute('data-action', 'partner.login_as');
  const actions = await page.getByTestId('audit-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-action')));
  expect(new Set(actions)).toEqual(new Set(['partner.login_as']));
  await expect(page.getByTestId('audit-action').first()).toHaveText('Logged in as the partner');
  await expect(page.getByText(SECURE_LOGIN_AS_REASON, { exact: false }).first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByTestId('audit-export').click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines.length).toBe(actions.length + 1);
  expect(lines[0]).toContain('Action,ActionLabel');
  expect(lines.slice(1).every((l) => l.includes('partner.login_as,Logged in as the partner'))).toBe(true);

  // The rule: every partner must use two-factor sign-in; affiliate, signing in next, may only enrol.
  await page.getByRole('switch', { name: 'Require it for all partners' }).click();
  await expect(page.getByText('Two-factor rule saved.')).toBeVisible();
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto('/auth?step=signin');
  await submitSignIn(page, 'affiliate');
  await expect(page).toHaveURL(/\/dashboard\/profile\/security$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Your administrator requires two-factor sign-in' })).toBeVisible();
  await navigate(page, '/dashboard/wallet');
  await expect(page).toHaveURL(/\/dashboard\/profile\/security$/);
});

test('affiliate (pt-br, 375): changes the e-mail after the password step-up; an address in use is said at the field, the text kept', async ({
  page,
}) => {
  await page.setViewportSize(NARROW);
  await signInAs(page, 'affiliate', 'pt-br', '/dashboard/profile/personal-data');
  const t = (id: string) => text('pt-br', id);
  const form = page.getByRole('form', { name: t('profile-account.email-change.title') });
  const email = form.getByRole('textbox', { name: t('profile-account.email-change.new') });
  const submit = form.getByRole('button', { name: t('profile-account.email-change.submit') });
  await email.fill('nao-e-email');
  await submit.click();
  await expect(email).toHaveAccessibleDescription(pattern('pt-br', 'form.error.email'));
  await email.fill('newbie@example.com');
  await submit.click();
  const dialog = page.getByRole('dialog', { name: t('security.step-up.title') });
  await dialog.getByLabel(t('security.step-up.password'), { exact: true }).fill('demo1234');
  await dialog.getByRole('button', { name: t('security.step-up.confirm') }).click();
  await expect(email).toHaveAccessibleDescription(pattern('pt-br', 'profile-account.email-change.error.taken'));
  await expect(email).toHaveValue('newbie@example.com');
  await expect(dialog).toBeHidden();
  // The step-up holds for a while: the next address goes straight through and is shown.
  await email.fill('mariana.nova@example.com');
  await submit.click();
  await expect(page.getByTestId('email-current')).toContainText('mariana.nova@example.com');
  await expect(page.getByText(text('pt-br', 'profile-account.email-change.done', { email: 'mariana.nova@example.com' }))).toBeVisible();
});

test('secure (en-us, 1440): new recovery codes after a code of the app, shown once and downloadable; the old ones stop working', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await loginAs(page, 'secure', { locale: 'en-us', path: '/dashboard/profile/security' });
  await page.getByRole('button', { name: 'Make new recovery codes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await dialog.getByRole('textbox', { name: 'Code from the app' }).fill(codeOf(SECURE_TOTP_SECRET));
  await dialog.getByRole('button', { name: 'Confirm and save' }).click();
  await expect(page.getByTestId('recovery-code')).toHaveCount(10);
  await expect(page.getByTestId('old-codes-gone')).toHaveText('Your old recovery codes no longer work: only these ten do.');
  const codes = await page.getByTestId('recovery-code').allInnerTexts();
  expect(codes).not.toContain('recov-ery01');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download codes' }).click();
  expect(
    readFileSync(await (await download).path(), 'utf8')
      .trim()
      .split('\n'),
  ).toEqual(codes);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByTestId('recovery-code')).toHaveCount(0);
  await expect(page.getByTestId('two-factor-state')).toContainText('Recovery codes left: 10.');
  // An old code no longer signs in.
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto('/auth?step=signin');
  await submitSignIn(page, 'secure');
  const second = page.getByRole('form', { name: 'Two-factor sign-in' });
  await second.getByRole('button', { name: 'Use a recovery code instead' }).click();
  const recovery = second.getByRole('textbox', { name: 'Recovery code' });
  await recovery.fill('recov-ery01');
  await second.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(recovery).toHaveAccessibleDescription(/That code is not right, or it was already used/);
  await recovery.fill(codes[0]!);
  await second.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/[^?#]+/);
});

// Two devices need one mock: each browser context's in-browser mock has a store of its own, so
// this flow runs against `npm run mock` (mocks/server.ts), which both contexts call.
test.describe('two devices against the Node mock server', () => {
  const port = Number(process.env.E2E_SESSIONS_MOCK_PORT ?? 4303);
  useMockServer(port);

  test('affiliate: signed out from the other device (en-us, 1440), the session (pt-br, 375) lands on /auth at its next page, with the message', async ({
    browser,
  }) => {
    const open = async (locale: Locale, viewport: typeof WIDE, path: string) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.addInitScript((url) => localStorage.setItem('portal.apiUrl', url), `http://127.0.0.1:${port}`);
      await loginAs(page, 'affiliate', { locale, path });
      return { context, page };
    };
    const phone = await open('pt-br', NARROW, '/dashboard/overview');
    const desk = await open('en-us', WIDE, '/dashboard/profile/security');
    await desk.page.getByRole('button', { name: 'Sign out all other sessions' }).click();
    await expect(desk.page.getByText(/^\d+ other sessions? (was|were) signed out\.$/)).toBeVisible();

    // The phone's next page asks the API, hears 401 session_revoked, and goes to sign-in once.
    await navigate(phone.page, '/dashboard/wallet');
    await expect(phone.page).toHaveURL(/\/auth\?step=signin&next=%2Fdashboard%2Fwallet$/);
    await expect(phone.page.getByRole('alert')).toHaveText(text('pt-br', 'auth.signin.ended.revoked'));
    expect(await phone.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // The device that signed it out goes on.
    await navigate(desk.page, '/dashboard/wallet');
    await expect(desk.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(desk.page).toHaveURL(/\/dashboard\/wallet$/);
    await Promise.all([phone.context.close(), desk.context.close()]);
  });
});

// The wallet on the production build and the in-browser mock (clock set after load, no reload
// afterwards: a reload restarts the app; the wallet is opened client-side once the clock is set, since it
// asks whether a payout is possible when it opens). As `affiliate`: a payout on a window day, then
// 2004; outside the windows the wallet says so before any form, with the date the next one opens;
// the provider's causes explained in Portuguese; the details modal (and its 404); the invoice
// errors and a successful upload with its progress bar on a Waiting_NF payment (put there by an
// admin's `request-invoice` through the API); a 500 that keeps the input. As `newbie` (given an
// admin credit, since R$87.40 is under the minimum): a cpf key shows the error on the wallet; an
// e-mail key gets 2002; in pt-br, the empty history and the minimum said before any form, then
// (credited) 2002 in Portuguese. The clock days are computed from today (helpers/workspace-setup).
// Every payout goes through the PIX recipient's confirmation (issue 19.2): "Continue" looks the
// key up, "Confirm and request" sends it; in pt-br at 375 px a CPF key that is not the partner's is
// refused at the field, then her own key's masked holder is shown and confirmed.
// Every other payout code, the affiliate's wallet in pt-br and 2011's bank step: payout-codes.spec.ts.
import { expect as baseExpect, test, type Page } from './helpers/test';
import { loginAs, navigate } from './helpers/login';
import { api, outsideWindowDay, windowDay } from './helpers/workspace-setup';

// The lazy page and modal chunks, and the mock in the page, answer slowly on a busy 2-core
// machine: every wait here gets 20 s.
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ timeout: 120_000 });

const WINDOW_DAY = windowDay().iso;
const OUTSIDE_WINDOW = outsideWindowDay().iso;

async function mock(page: Page, path: string, body: unknown): Promise<void> {
  await page.evaluate(
    async ([p, b]) => {
      const r = await fetch(p as string, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) });
      if (!r.ok) throw new Error(`${p as string}: ${r.status}`);
    },
    [path, body] as const,
  );
}

const walletHeading = (page: Page) => page.getByRole('heading', { level: 1, name: /^(Wallet|Carteira)$/ });

/** Signs in on another page, stands the mock's clock on `now` (then `before` sets up more), and
 * opens the wallet client-side: it asks whether a payout is possible when it opens. */
async function openWallet(page: Page, username: string, now: string = WINDOW_DAY, before?: () => Promise<unknown>): Promise<void> {
  await loginAs(page, username, { path: '/dashboard/profile/notifications' });
  await mock(page, '/__mock/clock', { now });
  if (before) await before();
  const terms = page.getByRole('dialog', { name: /promotion guidelines|diretrizes/i });
  if (username === 'newbie') {
    await terms.getByRole('checkbox').check();
    await terms.getByRole('button', { name: /Accept|Aceitar/ }).click();
    await expect(terms).toBeHidden();
  }
  await navigate(page, '/dashboard/wallet');
  await expect(walletHeading(page)).toBeVisible();
}

/** Leaves the wallet and opens it again (client-side), so it asks again whether a payout is possible. */
async function reopenWallet(page: Page): Promise<void> {
  await navigate(page, '/dashboard/profile/notifications');
  await expect(walletHeading(page)).toHaveCount(0);
  await navigate(page, '/dashboard/wallet');
  await expect(walletHeading(page)).toBeVisible();
}

/** An admin credits R$300 to `username` (completed, dated on the mock's today): the newbie's R$87.40 becomes enough. */
const credit = (page: Page, username: string) =>
  api(page, 'admin', 'POST', '/api/management/payments', {
    amount: 300,
    date: windowDay().ymd,
    affiliateUsername: username,
    status: 'Completed',
    category: 'admin',
  });

const payoutDialog = (page: Page) => page.getByRole('dialog', { name: /Request payout|Solicitar saque/ });

async function choose(page: Page, field: string, option: string): Promise<void> {
  await payoutDialog(page).getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Goes on from the form (the key is looked up) and confirms the recipient it shows. */
async function continueAndConfirm(page: Page, locale: 'en-us' | 'pt-br' = 'en-us'): Promise<void> {
  const dialog = payoutDialog(page);
  await dialog.getByRole('button', { name: locale === 'en-us' ? 'Continue' : 'Continuar' }).click();
  await expect(
    dialog.getByRole('heading', { name: locale === 'en-us' ? 'Confirm the recipient' : 'Confirme o destinatário' }),
  ).toBeFocused();
  await dialog.getByRole('button', { name: locale === 'en-us' ? 'Confirm and request' : 'Confirmar e solicitar' }).click();
}

async function requestPayout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Request payout' }).click();
  const dialog = payoutDialog(page);
  await expect(dialog.getByTestId('payout-amount')).toHaveText(/R\$\s?1,843\.57/);
  await continueAndConfirm(page);
}

test('affiliate: a payout on a window day, then a second one is refused with 2004', async ({ page }) => {
  await openWallet(page, 'affiliate');
  await expect(page.getByTestId('wallet-balance')).toHaveText(/1,843\.57/);
  await requestPayout(page);
  await expect(payoutDialog(page)).toBeHidden();
  await expect(page.getByText('Payout requested. You can follow it in your payment history.')).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText(/R\$\s?0\.00/);
  const first = page.getByRole('row').nth(1);
  await expect(first).toContainText('R$1,843.57');
  await expect(first).toContainText('pending');

  await page.getByRole('button', { name: 'Request payout' }).click();
  await continueAndConfirm(page);
  await expect(payoutDialog(page).getByTestId('payout-refusal')).toHaveText(/You already have a pending payment/);
});

test('affiliate: outside the windows the wallet says so before any form, with the date the next window opens', async ({ page }) => {
  const closed = outsideWindowDay();
  const [year, month] = closed.ymd.split('-').map(Number) as [number, number];
  // The 16th of the same month, or the 1st of the next.
  const opens = closed.day < 16 ? new Date(Date.UTC(year, month - 1, 16)) : new Date(Date.UTC(year, month, 1));
  const pad = (n: number) => String(n).padStart(2, '0');
  await openWallet(page, 'affiliate', OUTSIDE_WINDOW);
  await expect(page.getByTestId('payout-blocked')).toContainText(
    `Payouts can only be requested on days 01–10 and 16–25. The next window opens on ${pad(opens.getUTCMonth() + 1)}/${pad(opens.getUTCDate())}/${opens.getUTCFullYear()}.`,
  );
  await expect(page.getByRole('button', { name: 'Request payout' })).toBeDisabled();
  await expect(payoutDialog(page)).toHaveCount(0);
});

test('affiliate: a 500 on submit keeps the input and the modal', async ({ page }) => {
  await openWallet(page, 'affiliate');
  await mock(page, '/__mock/faults', { rules: [{ method: 'POST', path: '/api/me/payments', status: 500, times: 1 }] });
  await page.getByRole('button', { name: 'Request payout' }).click();
  const dialog = payoutDialog(page);
  await choose(page, 'PIX key type', 'Phone');
  const key = dialog.getByRole('textbox', { name: 'PIX key', exact: true });
  await key.pressSequentially('11987654321');
  await expect(key).toHaveValue('(11) 9 8765-4321');
  await continueAndConfirm(page);
  await expect(page.getByText('Something went wrong. Try again in a moment.')).toBeVisible();
  // Still on the confirmation; Back shows the key as typed.
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(key).toBeFocused();
  await expect(key).toHaveValue('(11) 9 8765-4321');
  // The fault fired once: the same input now goes through.
  await continueAndConfirm(page);
  await expect(dialog).toBeHidden({ timeout: 20_000 });
});

test('affiliate: provider causes in Portuguese, payment details and the 404', async ({ page }) => {
  await openWallet(page, 'affiliate');
  const row = page
    .getByRole('row')
    .filter({ hasText: 'INVALID_PIX_KEY' })
    .or(page.getByRole('row').filter({ hasText: 'Chave PIX inválida' }));
  await expect(row.first()).toContainText('Chave PIX inválida ou não encontrada. Confira a chave cadastrada.');
  await expect(row.first()).toContainText('error');
  await row
    .first()
    .getByRole('button', { name: /^Details of payment/ })
    .click();
  const details = page.getByRole('dialog', { name: /^Payment #\d+/ });
  await expect(details.getByTestId('pagfast-cause')).toHaveText(
    /Chave PIX inválida ou não encontrada\. Confira a chave cadastrada\.\s*INVALID_PIX_KEY/,
  );
  await expect(details.getByTestId('invoice-status')).toHaveText('Not sent');
  await expect(details.getByRole('button', { name: 'Send invoice' })).toHaveCount(0);
  await details.getByRole('button', { name: 'Close' }).last().click(); // the footer button; the corner × is also "Close"
  await expect(page).toHaveURL(/\/dashboard\/wallet$/);

  await page.evaluate(() => {
    history.pushState(null, '', '/dashboard/wallet?modal=payment-manage&paymentId=999999');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('dialog').getByText('This payment was not found.')).toBeVisible();
});

test('affiliate: invoice errors, then an upload with progress on a Waiting_NF payment', async ({ page }) => {
  await openWallet(page, 'affiliate');
  await requestPayout(page);
  await expect(payoutDialog(page)).toBeHidden();
  // An admin asks for the invoice (API, admin token), as the admin payments page would.
  const paymentId = await page.evaluate(async () => {
    const mine = await fetch('/api/me/payments?page=1&pageSize=1', {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    const id = ((await mine.json()) as { items: { ID: number }[] }).items[0]?.ID;
    const signin = await fetch('/api/auth/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'admin', password: 'demo1234' }),
    });
    const { token } = (await signin.json()) as { token: string };
    const r = await fetch(`/api/management/payments/${id}/request-invoice`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{}',
    });
    if (!r.ok) throw new Error(`request-invoice: ${r.status}`);
    return id;
  });
  await page.evaluate((id) => {
    history.pushState(null, '', `/dashboard/wallet?modal=payment-manage&paymentId=${id}`);
    dispatchEvent(new PopStateEvent('popstate'));
  }, paymentId);
  const details = page.getByRole('dialog', { name: `Payment #${paymentId}` });
  await expect(details.getByTestId('invoice-status')).toHaveText('Waiting for your invoice');
  await details.getByRole('button', { name: 'Send invoice' }).click();

  const upload = page.getByRole('dialog', { name: `Send the invoice of payment #${paymentId}` });
  const input = upload.locator('input[type=file]');
  await input.setInputFiles({ name: 'virus.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
  await expect(upload.getByTestId('invoice-error')).toHaveText(/This type of file is not accepted/);
  await input.setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5242881, 1) });
  await expect(upload.getByTestId('invoice-error')).toHaveText('The file is larger than 5 MB.');
  // Two files at once (a drop, or a picker that allows several): refused as too many.
  const twoFiles = await page.evaluateHandle(() => {
    const files = new DataTransfer();
    files.items.add(new File(['%PDF-1.4 a'], 'a.pdf', { type: 'application/pdf' }));
    files.items.add(new File(['%PDF-1.4 b'], 'b.pdf', { type: 'application/pdf' }));
    return files;
  });
  await input.locator('xpath=..').dispatchEvent('drop', { dataTransfer: twoFiles });
  await expect(upload.getByTestId('invoice-error')).toHaveText('Send only one file.');
  await input.setInputFiles({ name: 'nota.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 nota fiscal') });
  await expect(upload.getByTestId('invoice-error')).toHaveCount(0);
  await expect(upload.getByTestId('invoice-chosen')).toContainText('nota.pdf');
  await mock(page, '/__mock/faults', { latencyMs: 1200 });
  await upload.getByRole('button', { name: 'Send invoice' }).click();
  await expect(upload.getByRole('progressbar')).toBeVisible();
  await expect(upload).toBeHidden({ timeout: 15_000 });
  await mock(page, '/__mock/faults', { latencyMs: 0 });
  await expect(page.getByText('Invoice sent.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `#${paymentId}` })).toContainText('invoice sent');
});

// Issue 14.5: a seeded Waiting_NF payment (the `pending` demo account), reached by clicking only —
// the menu, the payment's Details, Send invoice — never by typing a URL.
test('pending: the invoice of a seeded payment waiting for one is sent from the wallet, by clicks alone', async ({ page }) => {
  await loginAs(page, 'pending'); // /dashboard: the first menu entry
  await page.getByRole('navigation').getByRole('link', { name: 'Wallet', exact: true }).click();
  await expect(walletHeading(page)).toBeVisible();
  const waiting = page.getByRole('row').filter({ hasText: 'waiting for invoice' });
  await expect(waiting).toHaveCount(1);
  const id = (await waiting.getByRole('cell').first().innerText()).trim().replace(/^#/, '');
  await waiting.getByRole('button', { name: `Details of payment #${id}` }).click();

  const details = page.getByRole('dialog', { name: `Payment #${id}` });
  await expect(details.getByTestId('invoice-status')).toHaveText('Waiting for your invoice');
  await details.getByRole('button', { name: 'Send invoice' }).click();
  const upload = page.getByRole('dialog', { name: `Send the invoice of payment #${id}` });
  await upload.locator('input[type=file]').setInputFiles({
    name: 'nota-fiscal.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 nota fiscal'),
  });
  await expect(upload.getByTestId('invoice-chosen')).toContainText('nota-fiscal.pdf');
  // A company payment's invoice is an NFS-e (issue 19.1): checked against the payment before it is sent.
  const payment = await api<{ Amount: number; CreatedAt: string }>(page, 'me', 'GET', `/api/me/payments/${id}`);
  const business = await api<{ CNPJ: string }>(page, 'me', 'GET', '/api/me/business');
  const paymentDay = new Date(Date.parse(payment.CreatedAt) - 3 * 3_600_000).toISOString().slice(0, 10);
  const before = new Date(Date.parse(`${paymentDay}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const nfse = upload.getByTestId('nfse-fields');
  await nfse.getByRole('textbox', { name: 'NFS-e number' }).fill('2026000123');
  await nfse.getByRole('textbox', { name: 'Verification code' }).fill('A1B2-C3D4');
  await nfse.getByLabel('Issue date').fill(before);
  await nfse.getByRole('textbox', { name: 'Issuer CNPJ' }).fill('11.222.333/0001-81');
  await nfse.getByRole('textbox', { name: 'Municipal service code' }).fill('17.06');
  await nfse.getByRole('textbox', { name: 'Amount' }).fill('1875.24');
  await upload.getByRole('button', { name: 'Send invoice' }).click();
  await expect(nfse.getByText("The issuer must be your company's CNPJ registered in the portal.")).toBeVisible();
  await expect(nfse.getByText('The NFS-e amount must be the payment amount, R$1,875.25.')).toBeVisible();
  await expect(nfse.getByText(/cannot be issued before the payment was requested/)).toBeVisible();
  await expect(upload.getByTestId('invoice-chosen')).toContainText('nota-fiscal.pdf');
  await nfse.getByRole('textbox', { name: 'Issuer CNPJ' }).fill(business.CNPJ);
  await nfse.getByRole('textbox', { name: 'Amount' }).fill('1875.25');
  await nfse.getByLabel('Issue date').fill(paymentDay);
  await expect(nfse.getByRole('textbox', { name: 'NFS-e number' })).toHaveValue('2026000123');
  await upload.getByRole('button', { name: 'Send invoice' }).click();
  await expect(upload).toBeHidden();
  await expect(page.getByText('Invoice sent.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `#${id}` })).toContainText('invoice sent');
  await expect(page.getByRole('row').filter({ hasText: 'waiting for invoice' })).toHaveCount(0);
  const sent = await api<{ Nfse?: { Number: string; Amount: number } }>(page, 'me', 'GET', `/api/me/payments/${id}`);
  expect(sent.Nfse).toMatchObject({ Number: '2026000123', Amount: 1875.25 });
});

test('newbie (credited): a cpf key shows the error on the wallet; an e-mail key is refused with 2002', async ({ page }) => {
  await openWallet(page, 'newbie', WINDOW_DAY, () => credit(page, 'newbie'));
  await page.getByRole('button', { name: 'Request payout' }).click();
  const dialog = payoutDialog(page);
  await choose(page, 'PIX key type', 'CPF');
  await dialog.getByRole('textbox', { name: 'PIX key', exact: true }).fill('529.982.247-25');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/wallet\?walletError=cpf-without-taxpayer-id$/);
  await expect(page.getByTestId('wallet-error')).toContainText('Your CPF is not in your profile yet');

  await page.getByRole('button', { name: 'Request payout' }).click();
  await choose(page, 'PIX key type', 'E-mail');
  await dialog.getByRole('textbox', { name: 'PIX key', exact: true }).fill('lucas');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Enter a valid e-mail address.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'PIX key', exact: true }).fill('lucas@example.com');
  await continueAndConfirm(page);
  await expect(dialog.getByTestId('payout-refusal')).toHaveText(/Your taxpayer id \(CPF\) is missing/);
});

test('newbie, pt-br: the empty history and the minimum said before any form; credited, 2002 in Portuguese with the key kept', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'pt-br'));
  await openWallet(page, 'newbie');
  await expect(page.getByRole('heading', { name: 'Carteira' })).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText(/R\$\s?87,40/);
  await expect(page.getByText('Nenhum pagamento ainda.')).toBeVisible();
  await expect(page.getByTestId('payout-blocked')).toContainText(
    /O máximo que você pode sacar agora é R\$\s?87,40, abaixo do saque mínimo de R\$\s?250,00\./,
  );
  await expect(page.getByRole('button', { name: 'Solicitar saque' })).toBeDisabled();

  await credit(page, 'newbie');
  await reopenWallet(page);
  await expect(page.getByTestId('payout-blocked')).toHaveCount(0);
  await page.getByRole('button', { name: 'Solicitar saque' }).click();
  const dialog = payoutDialog(page);
  await choose(page, 'Tipo de chave PIX', 'E-mail');
  await dialog.getByRole('textbox', { name: 'Chave PIX', exact: true }).fill('lucas@example.com');
  await continueAndConfirm(page, 'pt-br');
  await expect(dialog.getByTestId('payout-refusal')).toContainText(
    'Falta o seu CPF. Cadastre-o nos seus documentos antes de solicitar um saque.',
  );
  await expect(dialog.getByRole('textbox', { name: 'Chave PIX', exact: true })).toHaveValue('lucas@example.com');
});

test("affiliate, pt-br, 375 px: a CPF key that is not hers is refused at the field; her own key's holder is shown, masked, and confirmed", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.addInitScript(() => localStorage.setItem('locale', 'pt-br'));
  await openWallet(page, 'affiliate');
  const own = (await api<{ paymentPixKey: string }>(page, 'me', 'GET', '/api/me/payments/info')).paymentPixKey;
  await page.getByRole('button', { name: 'Solicitar saque' }).click();
  const dialog = payoutDialog(page);
  const key = dialog.getByRole('textbox', { name: 'Chave PIX', exact: true });
  await expect(key).toHaveValue(own);
  await key.fill('529.982.247-25');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByText('Este CPF não é seu. Um saque para chave CPF só pode ir para o seu próprio CPF.')).toBeVisible();
  await expect(key).toHaveValue('529.982.247-25');
  await expect(key).toBeFocused();
  await expect(dialog.getByRole('heading', { name: 'Confirme o destinatário' })).toHaveCount(0);

  await key.fill(own);
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByRole('heading', { name: 'Confirme o destinatário' })).toBeFocused();
  await expect(dialog.getByTestId('payout-recipient-name')).toHaveText('Ma*** A***');
  await expect(dialog.getByTestId('payout-recipient-tax-id')).toHaveText(`***.${own.slice(3, 6)}.${own.slice(6, 9)}-**`);
  await expect(dialog.getByTestId('payout-recipient-bank')).toHaveText('Nubank');
  await expect(dialog.getByTestId('payout-recipient-amount')).toHaveText(/R\$\s?1\.843,57/);
  // Nothing was requested yet.
  await expect(page.getByTestId('wallet-balance')).toHaveText(/R\$\s?1\.843,57/);
  await dialog.getByRole('button', { name: 'Confirmar e solicitar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('wallet-balance')).toHaveText(/R\$\s?0,00/);
});

// The rest of the admin console on the production build and the in-browser mock: payment-manage
// opened from the admin payments list (details, risk alerts in words, provider timeline, invoice
// frame, one action confirmed with its result and the list refreshed); "Log in as" from the partner
// page with a required reason, landing in the partner's session in a new window and restoring the
// admin's storage when it closes; a partner's sub-affiliates moved (new parent found with the
// partner search), removed and exported; the partner's bank account refused by the server check,
// then updated and deleted. The analyst sees payment-manage read-only and none of the tools.
// A page load restarts the app and its mock (seconds), so after a write each test moves by clicking.
import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from './helpers/test';
import { loginAs } from './helpers/login';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/** The demo affiliate (ID 1): sub-affiliates, a bank account, and the partner to log in as. */
const PARTNER_PAGE = '/dashboard/admin/partners/1';

async function openPaymentManage(page: Page, user: string) {
  await loginAs(page, user, { path: '/dashboard/admin/payments?status=Pending&sort=ID&order=asc' });
  const table = page.getByTestId('admin-payments-table');
  const link = table.getByTestId('payment-manage-link').first();
  // First load of the page's data: generous, the shared CI box can be very busy.
  await expect(link).toBeVisible({ timeout: 60_000 });
  const label = (await link.getAttribute('aria-label')) ?? '';
  const id = Number(/#(\d+)/.exec(label)?.[1]);
  expect(id).toBeGreaterThan(0);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`modal=payment-manage&paymentId=${id}`));
  const dialog = page.getByRole('dialog', { name: `Payment #${id}` });
  await expect(dialog.getByTestId('payment-manage-details')).toBeVisible();
  return { dialog, id, table };
}

test('admin: payment-manage shows the risk, timeline and invoice, and moves the payment through a confirmed action', async ({ page }) => {
  const { dialog, id, table } = await openPaymentManage(page, 'admin');
  await expect(dialog.getByTestId('payment-manage-status')).toHaveAttribute('data-status', 'Pending');
  await expect(dialog.getByTestId('risk-flag')).toHaveCount(3);
  await expect(dialog.getByTestId('risk-flag').first()).toHaveText(/High commission: (Alert|OK)/);
  await expect(dialog.getByRole('heading', { name: 'Provider responses' })).toBeVisible();
  await expect(dialog.getByText(/No invoice was sent|Invoice/).first()).toBeVisible();
  for (const name of ['Approve', 'Reject', 'Cancel payment', 'Request invoice', 'Send to analysis'])
    await expect(dialog.getByRole('button', { name, exact: true })).toBeVisible();

  await dialog.getByRole('button', { name: 'Request invoice', exact: true }).click();
  await expect(dialog.getByText('The payment will move from “pending” to “waiting for invoice”.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Note/ }).fill('Invoice needed for this amount');
  await dialog.getByRole('button', { name: 'Confirm: Request invoice' }).click();
  await expect(dialog.getByTestId('action-result')).toHaveText(`Payment #${id} is now “waiting for invoice”.`);
  await expect(dialog.getByTestId('payment-manage-status')).toHaveAttribute('data-status', 'Waiting_NF');
  await expect(dialog.getByRole('button', { name: 'Cancel payment', exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(page).not.toHaveURL(/modal=/);
  // The list (filtered on Pending) was fetched again: the payment left it.
  await expect(table.getByRole('link', { name: `Manage payment #${id}` })).toHaveCount(0);
});

test('admin: "Log in as" from the partner page needs a reason and opens the partner’s session', async ({ page }) => {
  await loginAs(page, 'admin', { path: PARTNER_PAGE });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const before = await page.evaluate(() => ({ ...localStorage }));
  await page.getByRole('button', { name: 'Log in as', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in as affiliate' });
  await dialog.getByRole('button', { name: 'Log in as affiliate' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Ticket 4821: checking the wallet');
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Log in as affiliate' }).click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/dashboard\/overview$/);
  await expect(popup.getByRole('heading', { name: 'Hello, Mariana' })).toBeVisible();
  await expect(dialog.getByText('Logged in as affiliate in another window')).toBeVisible();
  await popup.close();
  await expect(dialog.getByText('You are back in your own account.')).toBeVisible();
  expect(await page.evaluate(() => ({ ...localStorage }))).toEqual(before);
});

test('admin: a sub-affiliate is moved under a searched partner, another removed, and the list exported', async ({ page }) => {
  await loginAs(page, 'admin', { path: PARTNER_PAGE });
  const rows = page.getByTestId('sub-row');
  await expect(rows.first()).toBeVisible({ timeout: 60_000 });
  const count = await rows.count();
  expect(count).toBeGreaterThanOrEqual(3);
  const first = (await rows.nth(0).getAttribute('data-username'))!;
  const second = (await rows.nth(1).getAttribute('data-username'))!;

  await page.getByRole('button', { name: `Move ${first} to another partner` }).click();
  const move = page.getByRole('dialog', { name: `Move ${first}` });
  await move.getByRole('textbox', { name: 'Username, e-mail or ID' }).fill('newbie');
  await move.getByRole('button', { name: 'Choose newbie (ID 2)' }).click();
  await move.getByRole('button', { name: 'Move under newbie' }).click();
  await expect(page.getByTestId('subs-notice')).toHaveText(`${first} now belongs to newbie.`);
  await expect(rows).toHaveCount(count - 1);

  await page.getByRole('button', { name: `Remove ${second} from this partner` }).click();
  const remove = page.getByRole('dialog', { name: `Remove ${second}?` });
  await remove.getByRole('button', { name: 'Remove sub-affiliate' }).click();
  await expect(page.getByTestId('subs-notice')).toHaveText(`${second} is no longer a sub-affiliate of affiliate.`);
  await expect(rows).toHaveCount(count - 2);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('sub-affiliates-1.csv');
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe('ID,Username,FirstName,LastName,Status,CreatedAt,Registrations,FTD,QFTD,Commission');
  expect(lines).toHaveLength(count - 2 + 1);
  expect(csv).not.toContain(`,${first},`);
  expect(csv).not.toContain(`,${second},`);
});

test('admin: the partner’s bank account is refused by the server check, then updated and deleted', async ({ page }) => {
  await loginAs(page, 'admin', { path: PARTNER_PAGE });
  const section = page.getByRole('region', { name: 'Bank account' });
  await expect(section.getByTestId('partner-bank-account')).toBeVisible({ timeout: 60_000 });
  await section.getByRole('button', { name: 'Edit' }).click();
  const form = section.getByRole('form', { name: 'Bank account of affiliate' });
  const account = form.getByLabel(/^Account number/);
  await account.fill('12345678-9');
  // A CPF key with a valid check digit that is not the partner's own CPF: the server refuses it.
  await form.getByLabel(/^PIX key type/).click();
  await page.getByRole('option', { name: 'CPF', exact: true }).click();
  await form.getByLabel(/^PIX key\s*\*?$/).fill('52998224725');
  await form.getByRole('button', { name: 'Save bank account' }).click();
  await expect(form.getByTestId('bank-account-refused')).toBeVisible();
  await expect(account).toHaveValue('12345678-9');

  await form.getByLabel(/^PIX key type/).click();
  await page.getByRole('option', { name: 'E-mail', exact: true }).click();
  await form.getByLabel(/^PIX key\s*\*?$/).fill('novo.pix@example.com');
  await form.getByRole('button', { name: 'Save bank account' }).click();
  await expect(section.getByTestId('partner-bank-account')).toContainText('12345678-9');
  await expect(section.getByTestId('partner-bank-account')).toContainText('novo.pix@example.com');

  await section.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the bank account?' });
  await confirm.getByRole('button', { name: 'Delete bank account' }).click();
  await expect(section.getByTestId('partner-bank-none')).toHaveText('This partner has no bank account.');
  await expect(section.getByRole('button', { name: 'Add bank account' })).toBeVisible();
});

test('analyst: payment-manage is read-only and the partner page offers no admin tools', async ({ page }) => {
  const { dialog } = await openPaymentManage(page, 'analyst');
  await expect(dialog.getByTestId('risk-flag')).toHaveCount(3);
  await expect(dialog.getByRole('heading', { name: 'Provider responses' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Actions' })).toHaveCount(0);
  for (const name of ['Approve', 'Reject', 'Cancel payment', 'Request invoice', 'Send to analysis'])
    await expect(dialog.getByRole('button', { name, exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(page).not.toHaveURL(/modal=/);

  await page.getByTestId('admin-payments-table').getByTestId('payment-partner').first().click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/partners\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sub-affiliate diagram' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Log in as', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Move / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Bank account' })).toHaveCount(0);
});

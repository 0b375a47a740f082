// Admin payments on the production build and the in-browser mock: filters, sort and paging on
// the server (the shown total checked against the API with the same query), the payment-create
// modal (rules at the fields, the server's refusal at its field, a 500 that keeps the input, a
// created payment in the list and in the partner's own payments), the CSV export, the analyst's
// read-only page, pt-br once, and paging/sorting over the large seed (100,000 payments).
// A page load restarts the app and its mock (seconds), so after a write each test moves by clicking.
import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Locator, type Page } from './helpers/test';
import { loginAs } from './helpers/login';

// Generous waits: the machine this runs on is shared, and each page load restarts the app.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const PATH = '/dashboard/admin/payments';
const dialog = (page: Page) => page.getByRole('dialog');
const total = (page: Page) => page.getByTestId('payments-total');
const amounts = (page: Page) => page.getByTestId('payment-amount');

async function openPayments(page: Page, user = 'admin', search = '') {
  await loginAs(page, user, { path: `${PATH}${search}` });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(total(page)).toBeVisible();
}

/** The list's total for a query, asked from the page (same mock, same token). */
async function apiTotal(page: Page, query: string): Promise<number> {
  return page.evaluate(async (q) => {
    const res = await fetch(`/api/management/payments?${q}`, { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
    return ((await res.json()) as { total: number }).total;
  }, query);
}

const shownTotal = async (page: Page) => Number(await total(page).getAttribute('data-total'));
const shownAmounts = async (page: Page) => await amounts(page).evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-amount'))));

async function pick(page: Page, label: string, option: string, scope: Page | Locator = page) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('admin: status, category and dates filter on the server; the URL keeps the query', async ({ page }) => {
  await openPayments(page);
  const all = await shownTotal(page);
  expect(all).toBeGreaterThan(50);

  await pick(page, 'Status', 'completed');
  await expect(page).toHaveURL(/status=Completed/);
  await expect.poll(() => shownTotal(page)).toBe(await apiTotal(page, 'status=Completed'));
  expect(await shownTotal(page)).toBeLessThan(all);
  await expect(page.getByTestId('admin-payments-table').locator('tbody tr').first()).toContainText('completed');

  await pick(page, 'Category', 'Person');
  await expect(page).toHaveURL(/category=person/);
  await expect.poll(() => shownTotal(page)).toBe(await apiTotal(page, 'status=Completed&category=person'));

  // A period in the URL (shareable link), applied on the server and shown in the date inputs.
  const year = new Date().getUTCFullYear() - 1;
  const q = `status=Completed&category=person&since=${year}-01-01&until=${year}-12-31`;
  await page.goto(`${PATH}?${q}`);
  await expect(page.getByRole('textbox', { name: 'Created from' })).toHaveValue(`01/01/${year}`);
  await expect(page.getByRole('textbox', { name: 'Created until' })).toHaveValue(`12/31/${year}`);
  await expect.poll(() => shownTotal(page)).toBe(await apiTotal(page, q));
  expect(await shownTotal(page)).toBeLessThan(await apiTotal(page, 'status=Completed&category=person'));
  await expect(page.getByTestId('report-count')).toBeVisible();

  // Reload: the filters come back from the URL.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('completed');
  await expect.poll(() => shownTotal(page)).toBe(await apiTotal(page, q));
});

test('admin: sort by amount both ways and page through', async ({ page }) => {
  await openPayments(page);
  const sortedBy = async (dir: 'asc' | 'desc') => {
    const a = await shownAmounts(page);
    return a.length === 20 && a.every((v, i) => i === 0 || (dir === 'asc' ? a[i - 1]! <= v : a[i - 1]! >= v));
  };
  await page.getByRole('button', { name: /^Amount/ }).click();
  await expect(page).toHaveURL(/sort=Amount&order=desc/);
  await expect.poll(() => sortedBy('desc')).toBe(true);
  const firstPageDesc = await shownAmounts(page);

  await page.getByRole('button', { name: /^Amount/ }).click();
  await expect(page).toHaveURL(/sort=Amount&order=asc/);
  await expect.poll(async () => (await sortedBy('asc')) && (await shownAmounts(page))[19]! <= firstPageDesc[0]!).toBe(true);
  const lastOfPage1 = (await shownAmounts(page)).at(-1)!;

  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(async () => (await sortedBy('asc')) && (await shownAmounts(page))[0]! >= lastOfPage1).toBe(true);
});

test('create: the rules at the fields, the unknown partner at its field, a 500 keeps the input', async ({ page }) => {
  await openPayments(page);
  await page.getByRole('button', { name: 'New payment' }).click();
  await expect(page).toHaveURL(/modal=payment-create/);
  const d = dialog(page);
  const submit = d.getByRole('button', { name: 'Create payment' });
  await expect(d.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
  await expect(d.getByRole('combobox', { name: 'Category' })).toHaveValue('Person');

  await d.getByRole('textbox', { name: 'Partner username' }).fill('');
  await d.getByRole('textbox', { name: 'Amount' }).fill('10.555');
  await d.getByRole('textbox', { name: 'Date' }).fill('01/01/2099');
  await d.getByRole('textbox', { name: 'Date' }).blur();
  await submit.click();
  await expect(d.getByText('This field is required.')).toBeVisible();
  await expect(d.getByText('Use at most 2 decimals.')).toBeVisible();
  await expect(d.getByText('The date cannot be in the future.')).toBeVisible();

  await d.getByRole('textbox', { name: 'Amount' }).fill('10,55');
  await d.getByRole('textbox', { name: 'Partner username' }).fill('nobody_here_42');
  await d.getByRole('textbox', { name: 'Date' }).fill(
    new Date(Date.now() - 3 * 3_600_000 - 86_400_000)
      .toISOString()
      .slice(0, 10)
      .replace(/(\d+)-(\d+)-(\d+)/, '$2/$3/$1'),
  );
  await d.getByRole('textbox', { name: 'Partner username' }).click();
  await submit.click();
  await expect(d.getByText('No partner with this username')).toBeVisible();

  await page.evaluate(() =>
    fetch('/__mock/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: [{ method: 'POST', path: '/api/management/payments', status: 500, times: 1 }] }),
    }),
  );
  await d.getByRole('textbox', { name: 'Partner username' }).fill('affiliate');
  await d.getByRole('textbox', { name: 'Reason' }).fill('Ajuste de comissão');
  await submit.click();
  await expect(page.getByText('Something went wrong. Try again in a moment.')).toBeVisible();
  await expect(d).toBeVisible();
  await expect(d.getByRole('textbox', { name: 'Partner username' })).toHaveValue('affiliate');
  await expect(d.getByRole('textbox', { name: 'Amount' })).toHaveValue('10,55');
  await expect(d.getByRole('textbox', { name: 'Reason' })).toHaveValue('Ajuste de comissão');
});

test('create: a payment for affiliate appears in the list and in the affiliate’s own payments', async ({ page }) => {
  await openPayments(page);
  await page.getByRole('button', { name: 'New payment' }).click();
  const d = dialog(page);
  await d.getByRole('textbox', { name: 'Partner username' }).fill('affiliate');
  await d.getByRole('textbox', { name: 'Amount' }).fill('4321.09');
  await d.getByRole('textbox', { name: 'Reason' }).fill('Manual credit e2e');
  await pick(page, 'Category', 'Admin credit', d);
  await d.getByRole('button', { name: 'Create payment' }).click();
  await expect(page.getByText(/Payment #\d+ created for affiliate\./)).toBeVisible();
  await expect(d).toBeHidden();
  await expect(page).not.toHaveURL(/modal=/);

  // Newest first: the created payment heads the list; its row opens to show the reason.
  const row = page.getByTestId('admin-payments-table').locator('tbody tr').first();
  await expect(row.getByTestId('payment-amount')).toHaveAttribute('data-amount', '4321.09');
  await expect(row.getByTestId('payment-partner')).toHaveText('affiliate');
  await expect(row.getByTestId('payment-partner')).toHaveAttribute('href', /\/dashboard\/admin\/partners\/\d+$/);
  await row.click();
  await expect(page.getByText('Manual credit e2e')).toBeVisible();

  // The partner's own payments (GET /api/me/payments with the affiliate's token, same mock).
  const mine = await page.evaluate(async () => {
    const signin = await fetch('/api/auth/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'affiliate', password: 'demo1234' }),
    });
    const { token } = (await signin.json()) as { token: string };
    const res = await fetch('/api/me/payments?sort=ID&order=desc&pageSize=5', { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as { items: { Amount: number; Category: string; Reason: string | null }[] }).items;
  });
  expect(mine.some((p) => p.Amount === 4321.09 && p.Category === 'admin' && p.Reason === 'Manual credit e2e')).toBe(true);
});

test('export: the filtered payments download as CSV with the header', async ({ page }) => {
  await openPayments(page, 'admin', '?partner=affiliate');
  const n = await shownTotal(page);
  expect(n).toBeGreaterThan(0);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.trim().split(/\r?\n/);
  expect(lines[0]).toBe('ID,CreatedAt,UpdatedAt,PartnerID,Username,Email,Amount,Status,Category,PixKeyType,PixKey,Reason');
  expect(lines).toHaveLength(n + 1);
  expect(lines.slice(1).every((l) => l.split(',')[4] === 'affiliate')).toBe(true);
  await expect(page.getByText(`${n} payments exported.`)).toBeVisible();
});

test('analyst: the list and report, no create button, no provider status, no create modal', async ({ page }) => {
  await openPayments(page, 'analyst');
  await expect(page.getByTestId('admin-payments-table')).toBeVisible();
  await expect(page.getByTestId('payments-report')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New payment' })).toHaveCount(0);
  await expect(page.getByTestId('pagfast-card')).toHaveCount(0);
  // Export needs only the read permission the list needs.
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  await page.goto(`${PATH}?modal=payment-create`);
  await expect(total(page)).toBeVisible({ timeout: 90_000 });
  await expect(page).not.toHaveURL(/modal=/);
  await expect(dialog(page)).toHaveCount(0);
});

test('pt-br: the page and the modal in Portuguese', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'pt-br'));
  await openPayments(page);
  await expect(page.getByRole('heading', { name: 'Pagamentos', level: 1 })).toBeVisible();
  await expect(page.getByText('Relatório de pagamentos')).toBeVisible();
  await expect(page.getByText('Provedor de pagamento (Pagfast)')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Valor/ })).toBeVisible();
  await page.getByRole('button', { name: 'Novo pagamento' }).click();
  await dialog(page).getByRole('button', { name: 'Criar pagamento' }).click();
  await expect(dialog(page).getByText('Este campo é obrigatório.').first()).toBeVisible();
});

test('large seed: 100,000 payments paged and sorted on the server', async ({ page }) => {
  test.setTimeout(240_000);
  await loginAs(page, 'admin', { path: `${PATH}?mockScale=large` });
  await expect(total(page)).toBeVisible({ timeout: 120_000 });
  expect(await shownTotal(page)).toBeGreaterThanOrEqual(100_000);
  await expect(page.getByTestId('export-cap')).toBeVisible();
  await expect(amounts(page)).toHaveCount(20);

  await page.getByRole('button', { name: /^Amount/ }).click();
  await expect(page).toHaveURL(/sort=Amount.*order=desc|order=desc.*sort=Amount/);
  await expect
    .poll(async () => {
      const a = await shownAmounts(page);
      return a.every((v, i) => i === 0 || a[i - 1]! >= v);
    })
    .toBe(true);
  const top = (await shownAmounts(page))[0]!;
  const max = await page.evaluate(async () => {
    const res = await fetch('/api/management/payments?sort=Amount&order=desc&pageSize=1', {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return ((await res.json()) as { items: { Amount: number }[] }).items[0]!.Amount;
  });
  expect(top).toBe(max);

  await page.getByRole('button', { name: '3', exact: true }).click();
  await expect(page).toHaveURL(/page=3/);
  await expect
    .poll(async () => {
      const a = await shownAmounts(page);
      return a.length === 20 && a[0]! <= top;
    })
    .toBe(true);
  await pick(page, 'Status', 'rejected');
  await expect.poll(() => shownTotal(page)).toBe(await apiTotal(page, 'status=Rejected'));
});

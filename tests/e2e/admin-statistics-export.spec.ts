// Admin statistics, data exports and legacy exports on the production build and the in-browser
// mock: the charts by their accessible names and a top partner's link; each CSV export downloads
// a file with a header row and the row count the API gives for the same filters; a legacy export
// is requested (POST), followed in the list (GET) until done and downloaded; pt-br once; and the
// analyst sees neither admin statistics nor the export pages (not in the menu, 404 by URL, module not loaded).
// A page load restarts the app and its mock (seconds), so within a test the pages are reached by clicking.
import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Download, type Locator, type Page } from './helpers/test';
import { loginAs } from './helpers/login';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/** `total` of a list call, asked from the page (same mock, same token). */
async function apiTotal(page: Page, path: string): Promise<number> {
  return page.evaluate(async (p) => {
    const res = await fetch(p, { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
    return ((await res.json()) as { total: number }).total;
  }, path);
}

/** The CSV's lines (BOM and trailing newline dropped). */
async function csvLines(download: Download): Promise<string[]> {
  const text = await readFile((await download.path())!, 'utf8');
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
}

async function pick(scope: Locator, label: string, option: string) {
  // The export forms' lists are the browser's own (NativeSelect).
  await scope.getByRole('combobox', { name: label, exact: true }).selectOption({ label: option });
}

const brazilToday = () => new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test('admin: statistics chart the period, rank the top partners and link to them', async ({ page }) => {
  await loginAs(page, 'admin', { path: '/dashboard/admin/statistics' });
  await expect(page.getByRole('heading', { name: 'Programme statistics', level: 1 })).toBeVisible();
  // Last month is always a whole month in the past: cut into weeks, with payments.
  await page.getByText('Last month', { exact: true }).click();
  await expect(page).toHaveURL(/since=\d{4}-\d{2}-01&until=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole('img', { name: /^Chart: payments created per week from / })).toBeVisible();
  await expect(page.getByTestId('admin-kpi-partners')).toHaveText(String(await apiTotal(page, '/api/management/partners?pageSize=1')));
  const since = new URL(page.url()).searchParams.get('since');
  const until = new URL(page.url()).searchParams.get('until');
  const count = await page.evaluate(async (q) => {
    const res = await fetch(`/api/management/payments/report?${q}`, {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return ((await res.json()) as { count: number }).count;
  }, `since=${since}&until=${until}`);
  await expect(page.getByTestId('admin-kpi-payments-count')).toHaveText(new Intl.NumberFormat('en-US').format(count));

  await expect(page.getByRole('img', { name: 'Chart: the 10 partners with the highest Pending commission' })).toBeVisible();
  await page
    .locator('label')
    .filter({ hasText: /^Balance$/ })
    .click();
  await expect(page).toHaveURL(/top=Balance/);
  await expect(page.getByRole('radio', { name: 'Balance' })).toBeChecked();
  await expect(page.getByRole('img', { name: 'Chart: the 10 partners with the highest Balance' })).toBeVisible();
  const rows = page.getByTestId('top-partners-table').locator('tbody tr');
  await expect(rows).toHaveCount(10);
  const amounts = await rows.locator('[data-amount]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-amount'))));
  expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  const first = rows.first().getByRole('link');
  const username = (await first.textContent())!;
  await first.click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/partners\/\d+$/);
  await expect(page.getByText(new RegExp(`^${username} · #\\d+$`))).toBeVisible();
});

test('admin: partners, payments and sub-affiliates export as CSV with the API’s row counts', async ({ page }) => {
  await loginAs(page, 'admin', { path: '/dashboard/admin/export-data' });
  await expect(page.getByRole('heading', { name: 'Export data', level: 1 })).toBeVisible();
  const day = brazilToday();

  const partners = page.getByRole('region', { name: 'Partners' });
  await pick(partners, 'Country', 'Brazil');
  let wait = page.waitForEvent('download');
  await partners.getByRole('button', { name: 'Export CSV' }).click();
  let download = await wait;
  expect(download.suggestedFilename()).toBe(`partners-${day}.csv`);
  let lines = await csvLines(download);
  expect(lines[0]).toBe(
    'ID,Username,Email,FirstName,LastName,Country,Currency,Status,Balance,SubBalance,PendingCommission,ParentID,AffiliateManager,EmailVerified,CreatedAt,LastLoginAt',
  );
  const brazilians = await apiTotal(page, '/api/management/partners?country=BR&pageSize=1');
  expect(brazilians).toBeGreaterThan(100); // more than one page of 100
  expect(lines).toHaveLength(brazilians + 1);
  await expect(partners.getByTestId('export-partners-done')).toHaveText(`${brazilians} rows exported to partners-${day}.csv.`);

  const payments = page.getByRole('region', { name: 'Payments' });
  await pick(payments, 'Status', 'completed');
  await pick(payments, 'Category', 'Person');
  wait = page.waitForEvent('download');
  await payments.getByRole('button', { name: 'Export CSV' }).click();
  download = await wait;
  expect(download.suggestedFilename()).toBe(`payments-${day}.csv`);
  lines = await csvLines(download);
  expect(lines[0]).toBe('ID,CreatedAt,UpdatedAt,PartnerID,Username,Email,Amount,Status,Category,PixKeyType,PixKey,Reason');
  const completed = Math.min(10_000, await apiTotal(page, '/api/management/payments?status=Completed&category=person&pageSize=1'));
  expect(lines).toHaveLength(completed + 1);
  await expect(payments.getByTestId('export-payments-done')).toHaveAttribute('data-rows', String(completed));

  const subs = page.getByRole('region', { name: 'Sub-affiliates' });
  await subs.getByRole('textbox', { name: /^Partner ID/ }).fill('999999');
  await subs.getByRole('button', { name: 'Export CSV' }).click();
  await expect(subs.getByText('No partner with this ID')).toBeVisible();
  await subs.getByRole('textbox', { name: /^Partner ID/ }).fill('1');
  wait = page.waitForEvent('download');
  await subs.getByRole('button', { name: 'Export CSV' }).click();
  download = await wait;
  expect(download.suggestedFilename()).toBe(`sub-affiliates-1-${day}.csv`);
  lines = await csvLines(download);
  expect(lines[0]).toMatch(/^ID,Username,/);
  const children = await apiTotal(page, '/api/management/sub-affiliates/1?pageSize=1');
  expect(children).toBeGreaterThan(0);
  expect(lines).toHaveLength(children + 1);
  await expect(subs.getByTestId('export-subs-done')).toHaveAttribute('data-rows', String(children));
});

test('admin: a legacy export is requested, followed until done and downloaded', async ({ page }) => {
  await loginAs(page, 'admin');
  await mainMenu(page).getByRole('link', { name: 'Legacy export' }).click();
  await expect(page.getByRole('heading', { name: 'Legacy data exports', level: 1 })).toBeVisible();
  await expect(page.getByText('No legacy export has been requested yet.')).toBeVisible();

  const form = page.getByTestId('legacy-request-form');
  await form.getByRole('button', { name: 'Request export' }).click();
  await expect(form.getByText('This field is required.')).toHaveCount(2);
  // A fixed month in the past: the same rows whatever today is.
  await form.getByRole('textbox', { name: /^First day/ }).fill('01/01/2025');
  await form.getByRole('textbox', { name: /^Last day/ }).fill('01/31/2025');
  await form.getByRole('textbox', { name: /^Last day/ }).press('Tab');
  await form.getByRole('button', { name: 'Request export' }).click();
  const row = page.getByTestId('legacy-jobs').locator('tbody tr').first();
  await expect(row).toHaveAttribute('data-status', /queued|running/);
  await expect(row).toContainText('Payments');
  await expect(page.getByText(/in progress; checking again every few seconds/)).toBeVisible();

  // The job takes a minute of the mock's time: move its clock on; the list's polling sees it done.
  await page.evaluate(async () => {
    await fetch('/__mock/clock', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ now: new Date(Date.now() + 120_000).toISOString() }),
    });
  });
  await expect(row).toHaveAttribute('data-status', 'done');
  const expected = await apiTotal(page, '/api/management/payments?since=2025-01-01&until=2025-01-31&pageSize=1');
  const wait = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download export #1, ${expected} rows` }).click();
  const download = await wait;
  expect(download.suggestedFilename()).toBe('legacy-payments-2025-01-01-2025-01-31.csv');
  const lines = await csvLines(download);
  expect(lines[0]).toBe('ID,PartnerID,Amount,Status,Category,CreatedAt,UpdatedAt');
  expect(lines).toHaveLength(expected + 1);
});

test('admin in pt-br: statistics and an export in Portuguese', async ({ page }) => {
  await loginAs(page, 'admin', { locale: 'pt-br', path: '/dashboard/admin/statistics' });
  await expect(page.getByRole('heading', { name: 'Estatísticas do programa', level: 1 })).toBeVisible();
  await page.getByText('Mês passado', { exact: true }).click();
  await expect(page.getByRole('img', { name: /^Gráfico: pagamentos criados por semana de \d{2}\/\d{2}\/\d{4} a / })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Gráfico: os 10 parceiros com maior Comissão pendente' })).toBeVisible();
  await expect(page.getByTestId('top-partners-table')).toContainText('R$');

  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Exportação legada' }).click();
  await expect(page.getByRole('heading', { name: 'Exportações de dados legados', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para a exportação de dados' }).click();
  const partners = page.getByRole('region', { name: 'Parceiros' });
  await pick(partners, 'Situação da conta', 'Banida');
  const wait = page.waitForEvent('download');
  await partners.getByRole('button', { name: 'Exportar CSV' }).click();
  const lines = await csvLines(await wait);
  const banned = await apiTotal(page, '/api/management/partners?status=banned&pageSize=1');
  expect(lines).toHaveLength(banned + 1);
  await expect(partners.getByTestId('export-partners-done')).toContainText(`${banned} linha`);
});

test('analyst: neither admin statistics nor exports (not in the menu, 404 by URL, never loaded)', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await loginAs(page, 'analyst');
  await expect(mainMenu(page).getByRole('link', { name: 'Payments' })).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: 'Statistics' })).toHaveCount(0);
  await expect(mainMenu(page).getByRole('link', { name: 'Legacy export' })).toHaveCount(0);

  for (const path of ['/dashboard/admin/statistics', '/dashboard/admin/export-data', '/dashboard/admin/export-data/legacy']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^(Statistics|Export data|Legacy data exports)$/ })).toHaveCount(0);
  }
  expect(scripts.filter((s) => /\/(statistics|admin-statistics|export-data|export-data-legacy|admin-export)-[^/]+\.js$/.test(s))).toEqual(
    [],
  );
});

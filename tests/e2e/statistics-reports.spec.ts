// Statistics and reports on the in-browser mock: the chart and its KPI totals, the KPI choice,
// presets and the comparison (all kept in the URL); the reports table's server paging and
// sorting, column choice, CSV export; the update request (both users); the newbie's empty
// period (en-us, then switched to pt-br); the affiliate in pt-br; a failing reports call with its retry.
import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from './helpers/test';
import { loginAs } from './helpers/login';
import { acceptTerms, switchLanguage } from './helpers/workspace-setup';

// The machine is shared with other builds; the retries and the export need some room.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 40_000 });

const pad = (n: number) => String(n).padStart(2, '0');
/** First and last day of the month `back` months before today's month (Brazil time), YYYY-MM-DD. */
function lastMonth(back = 1): { since: string; until: string } {
  const now = new Date(Date.now() - 3 * 3_600_000);
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back + 1, 0));
  const ymd = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return { since: ymd(first), until: ymd(last) };
}
/** YYYY-MM-DD as en-us writes it (MM/DD/YYYY). */
const usDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/** A table header cell by its text (sortable headers are buttons, not columnheaders). */
const header = (page: Page, text: string) => page.locator('thead th').filter({ hasText: new RegExp(`^${text}$`) });

async function openMenu(page: Page, name: RegExp) {
  await page.getByRole('link', { name }).first().click();
}

test('affiliate: chart with KPI totals, KPI switch, last month, comparison — kept on reload; none for since start', async ({ page }) => {
  await loginAs(page, 'affiliate');
  await openMenu(page, /^Statistics$/);
  await expect(page.getByRole('heading', { name: 'Statistics' })).toBeVisible();
  await expect(page.locator('[role="img"] canvas')).toBeVisible();
  await expect(page.getByTestId('kpi-total-Commission')).toHaveText(/^R\$[\d,]+\.\d{2}$/);
  await expect(page.getByTestId('kpi-total-FTD')).toHaveText(/^[\d,]+$/);

  await page.getByRole('radiogroup', { name: 'Indicator' }).getByText('FTD', { exact: true }).click();
  await expect(page).toHaveURL(/kpi=FTD/);
  await expect(page.getByRole('img', { name: /^FTD per day/ })).toBeVisible();

  await page.getByRole('group', { name: 'Quick periods' }).getByText('Last month').click();
  const { since, until } = lastMonth();
  await expect(page).toHaveURL(new RegExp(`since=${since}&until=${until}`));
  await expect(page.getByRole('group', { name: 'Quick periods' }).getByRole('radio', { name: 'Last month' })).toBeChecked();

  // The URL change renders in a transition: click, then wait for the switch to follow.
  await page.getByLabel('Compare with the previous period').click();
  await expect(page.getByLabel('Compare with the previous period')).toBeChecked();
  // Last month is compared with the whole calendar month before it (October with September 1–30).
  const before = lastMonth(2);
  await expect(page.getByTestId('compare-period')).toHaveText(`Previous period: ${usDate(before.since)} – ${usDate(before.until)}`);
  await expect(page.getByTestId('kpi-change-FTD')).toHaveText(/(%|new) vs previous period/);
  await expect(page.getByText('Previous period', { exact: true })).toHaveCount(0); // legend is on the canvas, not text

  await page.reload();
  await expect(page.getByTestId('kpi-change-Commission')).toBeVisible();
  await expect(page.getByLabel('Compare with the previous period')).toBeChecked();
  await expect(page.getByRole('img', { name: /^FTD per day/ })).toBeVisible();

  // Since start: the period before it lies before the programme, so no comparison at all.
  await page.getByRole('group', { name: 'Quick periods' }).getByText('Since start').click();
  await expect(page.getByTestId('compare-unavailable')).toHaveText(/^No comparison for this period: statistics start on 05\/01\/2024/);
  await expect(page.getByRole('img', { name: /^FTD per month from 05\/01\/2024/ })).toBeVisible();
  await expect(page.getByTestId('compare-period')).toHaveCount(0);
  await expect(page.getByTestId(/^kpi-change-/)).toHaveCount(0);
  await expect(page.getByText(/vs previous period/)).toHaveCount(0);
});

test('affiliate: reports paging and sorting are done by the server', async ({ page }) => {
  await loginAs(page, 'affiliate');
  await openMenu(page, /^Reports$/);
  const table = page.getByRole('table');
  const firstRow = table.locator('tbody tr').first();
  await expect(firstRow).toBeVisible();
  const before = await firstRow.innerText();

  const pageTwo = page.waitForResponse((r) => /\/api\/me\/data\/reports\?/.test(r.url()) && r.url().includes('page=2'));
  await page.getByRole('button', { name: 'Next page' }).click();
  expect((await pageTwo).ok()).toBe(true);
  await expect(page.getByText(/^21–40 of \d+/)).toBeVisible();
  await expect(firstRow).not.toHaveText(before);

  const sorted = page.waitForResponse((r) => /\/api\/me\/data\/reports\?/.test(r.url()) && r.url().includes('sort=Commission'));
  await page.getByRole('button', { name: /^Commission/ }).click();
  const response = await sorted;
  const asc = new URL(response.url()).searchParams.get('order') === 'asc';
  const answer = (await response.json()) as { items: Array<{ Commission: number }>; page: number };
  expect(answer.page).toBe(1);
  const commissions = answer.items.map((i) => i.Commission);
  expect(commissions).toEqual([...commissions].sort((a, b) => (asc ? a - b : b - a)));
  await expect(firstRow).toContainText(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'BRL' }).format(commissions[0] ?? 0));
  await expect(page.getByText(/^1–20 of \d+/)).toBeVisible();
});

test('affiliate: hiding a column sticks, and the CSV has the header and every filtered row', async ({ page }) => {
  await loginAs(page, 'affiliate');
  await openMenu(page, /^Reports$/);
  await expect(header(page, 'Clicks')).toBeVisible();
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Clicks' }).uncheck();
  await expect(header(page, 'Clicks')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(header(page, 'Registrations')).toBeVisible();
  await expect(header(page, 'Clicks')).toHaveCount(0);

  const monthText = await page.getByText(/^1–\d+ of \d+/).innerText();
  await page.getByRole('group', { name: 'Quick periods' }).getByText('Last 7 days').click();
  await expect(page.getByText(/^1–\d+ of \d+/)).not.toHaveText(monthText);
  const total = Number((await page.getByText(/^1–\d+ of \d+/).innerText()).split(' of ')[1]?.replace(/,/g, ''));
  expect(total).toBeGreaterThan(20); // more than one page: the export pages through the API
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^reports_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile(await file.path(), 'utf8')).replace(/^\ufeff/, '');
  const lines = text.split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('Date,CampaignID,CampaignName,Clicks,Registrations,FTD,QFTD,Deposits,NGR,Commission');
  expect(lines).toHaveLength(total + 1);
  expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2},\d+,[\w-]+,\d+,\d+,\d+,\d+,[\d.]+,-?[\d.]+,[\d.]+$/);
  await expect(page.getByText(`${total} rows exported.`)).toBeVisible();
});

for (const user of ['affiliate', 'newbie'] as const)
  test(`${user}: the update request shows its status until it is done`, async ({ page }) => {
    await loginAs(page, user);
    if (user === 'newbie') await acceptTerms(page);
    await openMenu(page, /^Reports$/);
    await page.getByRole('tab', { name: 'Update reports' }).click();
    const status = page.getByTestId('update-status');
    await expect(status).toContainText('Never requested');
    await page.getByRole('button', { name: 'Update reports' }).click();
    await expect(status).toContainText(/Queued|Updating/);
    await expect(status).toContainText('Requested:');
    await expect(page.getByRole('button', { name: 'Update reports' })).toBeDisabled();
    // Move the mock's clock past the job's minute: the polling picks up the end.
    await page.evaluate(async () => {
      const { now } = (await (await fetch('/__mock/state')).json()) as { now: string };
      await fetch('/__mock/clock', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ now: new Date(Date.parse(now) + 120_000).toISOString() }),
      });
    });
    await expect(status).toContainText('Up to date', { timeout: 10_000 });
    await expect(status).toContainText('Last updated:');
    await expect(page.getByRole('button', { name: 'Update reports' })).toBeEnabled();
  });

test('newbie: an empty period shows zeros and empty states — statistics in en-us, then, switched to pt-br, reports and registrations', async ({
  page,
}) => {
  const { since, until } = lastMonth();
  await loginAs(page, 'newbie', { path: `/dashboard/statistics?since=${since}&until=${until}` });
  await expect(page.getByTestId('kpi-total-Commission')).toHaveText('R$0.00');
  await expect(page.getByTestId('kpi-total-Registrations')).toHaveText('0');
  await expect(page.getByTestId('statistics-empty')).toBeVisible();
  await acceptTerms(page);
  await switchLanguage(page, 'pt-br');
  await expect(page.getByTestId('kpi-total-Commission')).toHaveText(/^R\$\s0,00$/);
  // The language stays the stored preference across loads. Tabs by URL: the accept-terms modal covers the page again.
  await page.goto(`/dashboard/reports?since=${since}&until=${until}`);
  await expect(page.getByRole('table', { name: 'Linhas do relatório por dia e campanha' })).toBeVisible();
  await expect(page.getByText('Nada neste período.')).toBeVisible();
  await page.goto(`/dashboard/reports?tab=registrations&since=${since}&until=${until}`);
  await expect(page.getByRole('table', { name: 'Jogadores cadastrados pelos seus links' })).toBeVisible();
  await expect(page.getByText('Nada neste período.')).toBeVisible();
});

test('pt-br: statistics and reports in Portuguese with Brazilian formats', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'pt-br'));
  await loginAs(page, 'affiliate', { path: '/dashboard/statistics?compare=1' });
  await expect(page.getByRole('heading', { name: 'Estatísticas' })).toBeVisible();
  await expect(page.getByTestId('kpi-total-Commission')).toHaveText(/^R\$\s[\d.]+,\d{2}$/);
  await expect(page.getByTestId('kpi-change-Commission')).toContainText('em relação ao período anterior');
  await expect(page.getByRole('group', { name: 'Períodos rápidos' }).getByText('Mês passado')).toBeVisible();
  await page.goto('/dashboard/reports');
  await expect(page.getByRole('tab', { name: 'Histórico de saldo' })).toBeVisible();
  await expect(header(page, 'Comissão')).toBeVisible();
  await expect(page.getByText(/^1–20 de [\d.]+/)).toBeVisible();
});

test('a failing reports call shows the error with a retry that recovers', async ({ page }) => {
  await loginAs(page, 'affiliate');
  // The first call and the client's automatic retry fail.
  await page.evaluate(() =>
    fetch('/__mock/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: [{ method: 'GET', path: '^/api/me/data/reports$', status: 500, times: 2 }] }),
    }),
  );
  await openMenu(page, /^Reports$/);
  const alert = page.getByRole('alert').filter({ hasText: 'We could not load this.' });
  await expect(alert).toBeVisible({ timeout: 30_000 }); // after the client's retry (1 s)
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
  await expect(alert).toHaveCount(0);
});

// Admin partners on the production build and the in-browser mock: the list searched, filtered,
// sorted and paged on the server (the query in the URL, the shown total checked against the API
// with the same query), a partner's edit, an account action and its 409, a ban with automatic
// unban and the unban, a ban for a partner that does not exist, a 500 that keeps the input, the
// analyst's read-only pages and pt-br once.
// A page load restarts the app and its mock (seconds), so after a write each test moves by clicking.
import { expect, test, type Page } from './helpers/test';
import { loginAs, type LoginUser } from './helpers/login';

// One page load per test (sign-in); the mock's seeding makes a load take seconds on a busy machine.
test.describe.configure({ timeout: 90_000 });

const PATH = '/dashboard/admin/partners';
const total = (page: Page) => page.getByTestId('partners-total');
const dialog = (page: Page) => page.getByRole('dialog');
const table = (page: Page) => page.getByRole('table', { name: 'Partners' });

/** Moves inside the app without a page load (a load restarts the app: seconds). */
async function go(page: Page, url: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

async function openList(page: Page, user: LoginUser = 'admin', search = '') {
  await loginAs(page, user, { path: `${PATH}${search}` });
  await expect(total(page)).toBeVisible({ timeout: 30_000 });
}

/** The list's total for a query, asked from the page (same mock, same token). */
async function apiTotal(page: Page, query: string): Promise<number> {
  return page.evaluate(async (q) => {
    const res = await fetch(`/api/management/partners?${q}`, { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
    return ((await res.json()) as { total: number }).total;
  }, query);
}
const shownTotal = async (page: Page) => Number((await total(page).innerText()).replace(/\D/g, ''));

async function pick(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).and(page.locator('input')).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Opens the list, finds the partner by username and opens their page by clicking. */
async function openPartner(page: Page, username: string, user: LoginUser = 'admin') {
  await openList(page, user);
  await page.getByRole('searchbox', { name: 'Search by name, username or e-mail' }).fill(username);
  await expect(page).toHaveURL(new RegExp(`q=${username}`));
  await table(page).getByRole('link', { name: username, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/partners\/\d+$/);
  await expect(page.getByText(new RegExp(`^${username} · #\\d+$`))).toBeVisible();
}

test('admin: search, status and country filter, sort and paging run on the server; the URL keeps the query', async ({ page }) => {
  test.setTimeout(150_000);
  await openList(page);
  const all = await shownTotal(page);
  expect(all).toBeGreaterThan(200);
  expect(all).toBe(await apiTotal(page, ''));

  await pick(page, 'Status', 'Under review');
  await expect(page).toHaveURL(/status=under_review/);
  await expect.poll(() => shownTotal(page)).toBe(await apiTotal(page, 'status=under_review'));
  expect(await shownTotal(page)).toBeLessThan(all);
  await expect(table(page).locator('tbody tr').first()).toContainText('Under review');

  await pick(page, 'Status', 'Any');
  await pick(page, 'Country', 'Chile');
  await expect(page).toHaveURL(/country=CL/);
  await expect(page).not.toHaveURL(/status=/);
  await expect.poll(() => shownTotal(page)).toBe(await apiTotal(page, 'country=CL'));
  await expect(table(page).locator('tbody tr').first()).toContainText('Chile');

  await pick(page, 'Country', 'Any');
  await page.getByRole('searchbox', { name: 'Search by name, username or e-mail' }).fill('lorenzo');
  await expect(page).toHaveURL(/q=lorenzo/);
  await expect.poll(() => shownTotal(page)).toBe(await apiTotal(page, 'q=lorenzo'));
  expect(await shownTotal(page)).toBeLessThan(all);
  await page.getByRole('searchbox', { name: 'Search by name, username or e-mail' }).fill('');
  await expect(page).not.toHaveURL(/q=/);

  // Sort by ID ascending (two clicks: desc, then asc) — the first rows are the lowest IDs.
  const ids = () => table(page).locator('tbody tr td:first-child').allInnerTexts();
  const idHeader = table(page).locator('thead th').first();
  await expect(idHeader).toContainText('ID');
  await idHeader.click();
  await expect(page).toHaveURL(/sort=ID/);
  await idHeader.click();
  await expect(page).toHaveURL(/sort=ID&order=asc|order=asc.*sort=ID/);
  await expect.poll(async () => (await ids()).slice(0, 3)).toEqual(['1', '2', '3']);

  // Page 2 continues with IDs 21…; the request carries page=2.
  const pageTwo = page.waitForRequest(
    (r) => r.url().includes('/api/management/partners?') && new URL(r.url()).searchParams.get('page') === '2',
  );
  await page.getByRole('button', { name: '2', exact: true }).click();
  await pageTwo;
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(async () => (await ids())[0]).toBe('21');

  // The query survives a reload.
  await page.reload();
  await expect.poll(async () => (await ids())[0], { timeout: 30_000 }).toBe('21');
});

test('admin: edit a partner field; an action, and its 409 when the state does not allow it', async ({ page }) => {
  await openPartner(page, 'lorenzo7');
  const data = page.getByRole('region', { name: 'Partner data' });
  await data.getByRole('button', { name: 'Edit' }).click();
  const manager = data.getByRole('textbox', { name: 'Affiliate manager' });
  await manager.fill('Paula Nogueira');
  await data.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Partner data saved.')).toBeVisible();
  await expect(data.getByText('Paula Nogueira')).toBeVisible();
  await expect(data.getByRole('textbox')).toHaveCount(0);

  const actions = page.getByRole('region', { name: 'Actions' });
  // Not locked: unlocking is refused (409) and said in words.
  await actions.getByRole('button', { name: 'Unlock sign-in', exact: true }).click();
  await expect(actions.getByRole('alert')).toHaveText('This action is not allowed in the partner’s current state.');
  await actions.getByRole('button', { name: 'Lock sign-in', exact: true }).click();
  await expect(page.getByText('Done: Lock sign-in.')).toBeVisible();
  await actions.getByRole('button', { name: 'Unlock sign-in', exact: true }).click();
  await expect(page.getByText('Done: Unlock sign-in.')).toBeVisible();
});

test('admin: ban with automatic unban (date rule at the field), then unban', async ({ page }) => {
  await openPartner(page, 'lorenzo7');
  await expect(page.getByTestId('partner-status').first()).toHaveText('Active');
  await page.getByRole('button', { name: 'Ban', exact: true }).click();
  await expect(page).toHaveURL(/modal=partner-ban&partnerId=\d+/);
  const modal = dialog(page);
  await expect(modal.getByText(/lorenzo7 \(#\d+\)/)).toBeVisible();

  const reason = modal.getByRole('textbox', { name: 'Reason' });
  const date = modal.getByLabel('Unban on');
  // The switch is on and the date is one month ahead by default.
  await expect(modal.getByRole('switch', { name: 'Unban automatically' })).toBeChecked();
  await expect(date).not.toHaveValue('');

  await modal.getByRole('button', { name: 'Ban partner' }).click();
  await expect(modal.getByText('Required')).toBeVisible();
  await reason.fill('too short');
  await expect(reason).toHaveValue('Too short');
  await modal.getByRole('button', { name: 'Ban partner' }).click();
  await expect(modal.getByText(/at least 12/i)).toBeVisible();

  await reason.fill('traffic from incentivised sources');
  await expect(reason).toHaveValue('Traffic from incentivised sources');
  await date.fill('2031-01-05');
  await modal.getByRole('button', { name: 'Ban partner' }).click();
  await expect(modal.getByText('Choose a day from')).toBeVisible();
  await expect(modal.getByText('12/31/2030')).toBeVisible();

  await date.fill('2030-06-30');
  await modal.getByRole('button', { name: 'Ban partner' }).click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByText('The partner is banned.')).toBeVisible();
  await expect(page.getByTestId('partner-status').first()).toHaveText('Banned');
  await expect(page.getByTestId('ban-info')).toContainText('Traffic from incentivised sources');
  await expect(page.getByTestId('ban-info')).toContainText('Automatic unban on 06/30/2030');

  await page.getByRole('button', { name: 'Unban' }).click();
  await expect(page.getByText('The partner is no longer banned.')).toBeVisible();
  await expect(page.getByTestId('partner-status').first()).toHaveText('Active');
  await expect(page.getByTestId('ban-info')).toHaveCount(0);
});

test('admin: a ban for a partner that does not exist says so; a 500 on submit keeps the input', async ({ page }) => {
  await openList(page, 'admin', '?modal=partner-ban&partnerId=999999');
  await expect(dialog(page).getByText('Partner not found.')).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: 'Ban partner' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/modal=/);

  await table(page).getByRole('link').first().click();
  await page.getByRole('button', { name: 'Ban', exact: true }).click();
  const modal = dialog(page);
  await modal.getByRole('switch', { name: 'Unban automatically' }).uncheck({ force: true });
  await expect(modal.getByLabel('Unban on')).toHaveCount(0);
  await modal.getByRole('textbox', { name: 'Reason' }).fill('chargebacks above the agreed limit');
  await page.evaluate(() =>
    fetch('/__mock/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: [{ method: 'POST', path: '^/api/management/partners/\\d+/ban$', status: 500, times: 1 }] }),
    }),
  );
  await modal.getByRole('button', { name: 'Ban partner' }).click();
  await expect(modal.getByRole('alert')).toHaveText('The ban was not saved. Your input is kept; try again.');
  await expect(modal.getByRole('textbox', { name: 'Reason' })).toHaveValue('Chargebacks above the agreed limit');
  await modal.getByRole('button', { name: 'Ban partner' }).click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByTestId('partner-status').first()).toHaveText('Banned');
});

test('analyst: the list and a partner, read-only — no action, edit, password or settings controls', async ({ page }) => {
  await openPartner(page, 'lorenzo7', 'analyst');
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Commission');
  await expect(page.getByRole('region', { name: 'Partner data' })).toContainText('lorenzo7');
  await expect(page.getByRole('region', { name: 'Sub-affiliate diagram' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Partner settings' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Actions' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Reset password' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
  // The ban modal by URL is not theirs: the host drops it.
  await go(page, `${PATH}?modal=partner-ban&partnerId=7`);
  await expect(total(page)).toBeVisible();
  await expect(page).not.toHaveURL(/modal=/);
  await expect(dialog(page)).toHaveCount(0);
});

test('pt-br: the list and a partner in Portuguese', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'pt-br'));
  await openList(page, 'admin', '?status=banned');
  await expect(page.getByRole('heading', { name: 'Parceiros', level: 1 })).toBeVisible();
  await expect(page.getByTestId('partners-total')).toContainText('parceiro');
  await expect(page.getByLabel('Situação', { exact: true }).and(page.locator('input'))).toHaveValue('Banido');
  await page.getByRole('table', { name: 'Parceiros' }).getByRole('link').first().click();
  await expect(page.getByRole('region', { name: 'Dados do parceiro' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Desbanir' })).toBeVisible();
  await expect(page.getByTestId('ban-info')).toContainText('Banido em');
});

test('large seed: 10,000 partners filtered, sorted and paged on the server', async ({ page }) => {
  test.setTimeout(240_000);
  await loginAs(page, 'admin', { path: `${PATH}?mockScale=large` });
  await expect(total(page)).toBeVisible({ timeout: 120_000 });
  const all = await shownTotal(page);
  expect(all).toBeGreaterThanOrEqual(10_000);
  expect(all).toBe(await apiTotal(page, ''));
  await expect(table(page).locator('tbody tr')).toHaveCount(20); // one page, not the whole list

  // Sorted by ID descending on the server: the first row is the highest ID of all 10,000+.
  const ids = () => table(page).locator('tbody tr td:first-child').allInnerTexts();
  const idHeader = table(page).locator('thead th').first();
  const sorted = page.waitForRequest(
    (r) => r.url().includes('/api/management/partners?') && new URL(r.url()).searchParams.get('sort') === 'ID',
  );
  await idHeader.click();
  await sorted;
  await expect(page).toHaveURL(/sort=ID/);
  const highest = await page.evaluate(async () => {
    const res = await fetch('/api/management/partners?sort=ID&order=desc&pageSize=1', {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return String(((await res.json()) as { items: { ID: number }[] }).items[0]!.ID);
  });
  await expect.poll(async () => (await ids())[0]).toBe(highest);

  // Page 3 comes from the server and continues the order.
  const pageThree = page.waitForRequest(
    (r) => r.url().includes('/api/management/partners?') && new URL(r.url()).searchParams.get('page') === '3',
  );
  await page.getByRole('button', { name: '3', exact: true }).click();
  await pageThree;
  await expect.poll(async () => Number((await ids())[0])).toBeLessThan(Number(highest));

  // A filter answers with the server's total for the same query.
  await pick(page, 'Status', 'Under review');
  await expect(page).toHaveURL(/status=under_review/);
  await expect.poll(() => shownTotal(page)).toBe(await apiTotal(page, 'status=under_review'));
  expect(await shownTotal(page)).toBeLessThan(all);
});

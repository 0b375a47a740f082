// Admin businesses and the demo-balance queue on the production build: the approval filter, the
// business-manage modal (data, documents in place, AI analysis with its 406/500 answers, approve,
// reject with a required reason, a failed approve that keeps the reason), the queue's approve and
// decline, the analyst's read-only view and pt-br. How the documents load (a blob of the file the
// page fetched, never a URL with the token) is admin-documents.spec.ts.
import { expect as baseExpect, test, type Page } from './helpers/test';
import { loginAs } from './helpers/login';

// This machine is shared with other builds: give the mock-backed pages room.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 150_000 });

interface BusinessRow {
  ID: number;
  AffiliateID: number;
  Name: string;
  ApprovalStatus: string;
  Affiliate: { Username: string };
}

/** Reads the admin list straight from the API (to pick seeded businesses), with the page's token. */
async function listBusinesses(page: Page, query: string): Promise<BusinessRow[]> {
  // Only once the page shows the list is the mock's worker answering the page's fetches.
  await expect(page.getByRole('table')).toBeVisible();
  return page.evaluate(async (q) => {
    const r = await fetch(`/api/management/business?${q}`, { headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` } });
    return ((await r.json()) as { items: BusinessRow[] }).items;
  }, query);
}

async function fault(page: Page, rule: { method: string; path: string; status: number }) {
  await page.evaluate(
    (r) =>
      fetch('/__mock/faults', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rules: [{ ...r, times: 1 }] }),
      }),
    rule,
  );
}

/** A SegmentedControl option (its radio input is visually hidden: click the label). */
async function pick(page: Page, label: string) {
  await page
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();
}

function row(page: Page, name: string) {
  return page.getByRole('row').filter({ hasText: name });
}

async function openBusiness(page: Page, b: BusinessRow) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(b.Affiliate.Username);
  await expect(page).toHaveURL(new RegExp(`q=${b.Affiliate.Username}`));
  await row(page, b.Name)
    .getByRole('button', { name: `Details of ${b.Name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Business' });
  await expect(dialog.getByText(b.Name, { exact: true })).toBeVisible();
  return dialog;
}

test.describe('admin businesses (in-browser mock)', () => {
  test('admin filters pending, sees data and documents, runs the AI analysis, approves', async ({ page }) => {
    await loginAs(page, 'admin', { path: '/dashboard/admin/businesses' });
    await pick(page, 'Pending');
    await expect(page).toHaveURL(/approval=pending/);
    const pending = await listBusinesses(page, 'approval=pending&pageSize=100');
    expect(pending.length).toBeGreaterThan(1);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.filter({ hasText: 'Approved' })).toHaveCount(0);
    await expect(page.getByText(new RegExp(`^${pending.length} business`))).toBeVisible();

    const target = pending.find((b) => b.ID % 7 !== 0)!;
    const dialog = await openBusiness(page, target);
    await expect(page).toHaveURL(new RegExp(`modal=business-manage&affiliateId=${target.AffiliateID}`));
    await expect(dialog.getByText(target.Affiliate.Username, { exact: true })).toBeVisible();
    // The document shows in place, from a blob the page made (admin-documents.spec.ts has the rest).
    await expect(dialog.locator('iframe[title="CNPJ card"]')).toHaveAttribute('src', /^blob:/);

    await dialog.getByRole('button', { name: 'Run AI analysis' }).click();
    await expect(dialog.getByTestId('ai-analysis-text')).toContainText(/Analysed on/);

    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Business approved.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    // The pending filter no longer lists it; without the filter it shows as approved.
    await expect(row(page, target.Name)).toHaveCount(0);
    await pick(page, 'All');
    await expect(row(page, target.Name).getByText('Approved')).toBeVisible();
  });

  test('AI analysis refusals: 500 for an unavailable service, 406 for a missing document', async ({ page }) => {
    await loginAs(page, 'admin', { path: '/dashboard/admin/businesses' });
    const all = await listBusinesses(page, 'pageSize=100');
    const failing = all.find((b) => b.ID % 7 === 0)!;
    let dialog = await openBusiness(page, failing);
    await dialog.getByRole('button', { name: 'Run AI analysis' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The AI analysis service is unavailable. Try again later.');
    await page.keyboard.press('Escape');

    // Every seeded business has both documents: the 406 comes from the mock's fault injection.
    const other = all.find((b) => b.ID % 7 !== 0 && b.ID !== failing.ID)!;
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await expect(page).not.toHaveURL(/[?&]q=/);
    dialog = await openBusiness(page, other);
    await fault(page, { method: 'GET', path: `/api/management/business/${other.ID}/ai-analyze`, status: 406 });
    await dialog.getByRole('button', { name: 'Run AI analysis' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(/no CNPJ card or no social contract/);
  });

  test('reject needs a reason; a 500 on approve keeps the typed reason', async ({ page }) => {
    await loginAs(page, 'admin', { path: '/dashboard/admin/businesses?approval=pending' });
    const pending = await listBusinesses(page, 'approval=pending&pageSize=100');
    const [first, second] = pending;
    let dialog = await openBusiness(page, first!);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByText('Give a reason to reject the business.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Contrato social ilegível');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText('Business rejected.')).toBeVisible();
    await expect(dialog.getByText('Contrato social ilegível')).toBeVisible(); // the rejection reason shown
    await page.keyboard.press('Escape');
    await expect(row(page, first!.Name)).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await expect(page).not.toHaveURL(/[?&]q=/);
    dialog = await openBusiness(page, second!);
    await fault(page, { method: 'PATCH', path: `/api/management/business/${second!.ID}/approve`, status: 500 });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Documentos conferidos');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Something went wrong. Try again in a moment.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveValue('Documentos conferidos');
    await expect(dialog.getByRole('button', { name: 'Approve' })).toBeVisible();
  });

  test('demo-balance queue: approve one pending request, decline another', async ({ page }) => {
    await loginAs(page, 'admin', { path: '/dashboard/admin/demo-balance?status=pending' });
    const table = page.getByRole('table');
    const approveButtons = table.getByRole('button', { name: 'Approve' });
    await expect(approveButtons.first()).toBeVisible();
    const before = await approveButtons.count();
    expect(before).toBeGreaterThan(1);

    await approveButtons.first().click();
    let dialog = page.getByRole('dialog', { name: 'Approve the request' });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Request approved.')).toBeVisible();
    await expect(approveButtons).toHaveCount(before - 1);

    await table.getByRole('button', { name: 'Decline' }).first().click();
    dialog = page.getByRole('dialog', { name: 'Decline the request' });
    await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('Sem campanha ativa');
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByText('Request declined.')).toBeVisible();
    await expect(approveButtons).toHaveCount(before - 2);

    await pick(page, 'Declined');
    await expect(table.getByText('Sem campanha ativa')).toBeVisible();
  });

  test('analyst: businesses read-only, no demo-balance page', async ({ page }) => {
    await loginAs(page, 'analyst', { path: '/dashboard/admin/businesses?approval=pending' });
    const pending = await listBusinesses(page, 'approval=pending&pageSize=5');
    const dialog = await openBusiness(page, pending[0]!);
    await expect(dialog.locator('iframe[title="CNPJ card"]')).toHaveAttribute('src', /^blob:/);
    await expect(dialog.getByRole('button', { name: 'Run AI analysis' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Reject' })).toHaveCount(0);
    await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await expect(page.getByRole('link', { name: 'Businesses' })).toBeVisible();
    await expect(page.getByRole('link', { name: /demo/i })).toHaveCount(0);
    await page.goto('/dashboard/admin/demo-balance');
    await expect(page.getByRole('heading', { name: 'Demo balance requests' })).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('pt-br: the list and the modal in Portuguese', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'pt-br'));
    await loginAs(page, 'admin', { path: '/dashboard/admin/businesses?approval=rejected' });
    await expect(page.getByRole('heading', { name: 'Empresas' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Reprovada' })).toBeChecked();
    await page
      .getByRole('table')
      .getByRole('button', { name: /^Detalhes de / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Empresa' });
    await expect(dialog.getByText('Cartão CNPJ')).toBeVisible();
    await expect(dialog.getByText('Motivo da reprovação')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Executar análise por IA' })).toBeVisible();
  });
});

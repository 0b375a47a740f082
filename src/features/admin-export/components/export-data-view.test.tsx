// The export page as admin against the Node mock: an export downloads one file named with the
// day and says how many rows it wrote; a failed export says so with a retry and keeps the
// filters; the sub-affiliates form refuses a malformed ID and puts an unknown one at the field.
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_IDS } from '@mocks/db/demo-accounts';
import { server } from '@mocks/node';
import { getStore } from '@mocks/runtime';
import { todayDay } from '@/components/date-range/use-date-range-params';
import { render, screen, signIn, within } from '@/testing/render';
import { ExportDataView } from './export-data-view';

const saved: Blob[] = [];
beforeEach(() => {
  saved.length = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push(blob as Blob);
    return 'blob:test';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

function open() {
  signIn('admin');
  const view = render(<ExportDataView />);
  const section = (name: string) => screen.getByRole('region', { name });
  return { ...view, section };
}

describe('ExportDataView', { timeout: 60_000 }, () => {
  it('exports the banned partners and tells the row count and file name', async () => {
    const { user, section } = open();
    const partners = await screen.findByRole('region', { name: 'Partners' }, { timeout: 10_000 });
    await user.selectOptions(within(partners).getByRole('combobox', { name: 'Account status' }), 'Banned');
    await user.click(within(section('Partners')).getByRole('button', { name: 'Export CSV' }));
    const banned = [...getStore().db.users.values()].filter((u) => u.Status === 'banned').length;
    const done = await within(section('Partners')).findByTestId('export-partners-done', {}, { timeout: 15_000 });
    expect(done).toHaveTextContent(`${banned} ${banned === 1 ? 'row' : 'rows'} exported to partners-${todayDay()}.csv.`);
    expect(saved).toHaveLength(1);
    const text = await saved[0]!.text();
    expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^ID,Username,Email,/);
    // The audit log has it (issue 17.5): who, the dataset, the rows and the filters.
    await vi.waitFor(() => {
      const entry = [...getStore().db.auditLog.values()].reverse().find((e) => e.Action === 'export.csv' && e.ActorID === DEMO_IDS.admin);
      expect(entry).toBeDefined();
      expect(JSON.stringify(entry)).toContain('status=banned');
    });
  });

  it('keeps the filters after a failed export and exports on retry', async () => {
    let fail = true;
    server.use(http.get('*/api/management/payments', () => (fail ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : undefined)));
    const { user, section } = open();
    const payments = await screen.findByRole('region', { name: 'Payments' }, { timeout: 10_000 });
    await user.type(within(payments).getByRole('textbox', { name: 'Partner (username or ID)' }), 'affiliate');
    await user.click(within(payments).getByRole('button', { name: 'Export CSV' }));
    expect(await within(section('Payments')).findByTestId('export-payments-failed', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(within(section('Payments')).getByRole('textbox', { name: 'Partner (username or ID)' })).toHaveValue('affiliate');
    fail = false;
    await user.click(within(section('Payments')).getByRole('button', { name: 'Try again' }));
    const done = await within(section('Payments')).findByTestId('export-payments-done', {}, { timeout: 15_000 });
    expect(Number(done.getAttribute('data-rows'))).toBe(getStore().ownedBy('payments', DEMO_IDS.affiliate).length);
  });

  it('checks the partner ID of the sub-affiliates export at the field', async () => {
    const { user, section } = open();
    const subs = await screen.findByRole('region', { name: 'Sub-affiliates' }, { timeout: 10_000 });
    const input = within(subs).getByRole('textbox', { name: /^Partner ID/ });
    await user.click(within(subs).getByRole('button', { name: 'Export CSV' }));
    expect(await within(section('Sub-affiliates')).findByText('This field is required.')).toBeInTheDocument();
    await user.type(input, '12ab');
    await user.click(within(subs).getByRole('button', { name: 'Export CSV' }));
    expect(await within(section('Sub-affiliates')).findByText('The value is not valid.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '999999');
    await user.click(within(subs).getByRole('button', { name: 'Export CSV' }));
    expect(await within(section('Sub-affiliates')).findByText('No partner with this ID', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(input).toHaveValue('999999');
    await user.clear(input);
    await user.type(input, String(DEMO_IDS.affiliate));
    await user.click(within(subs).getByRole('button', { name: 'Export CSV' }));
    const done = await within(section('Sub-affiliates')).findByTestId('export-subs-done', {}, { timeout: 15_000 });
    expect(Number(done.getAttribute('data-rows'))).toBe(getStore().ownedBy('users', DEMO_IDS.affiliate).length);
  });
});

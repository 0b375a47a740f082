// The LGPD queue against the Node mock (issue 19.4): overdue requests marked in words and by
// their row, the reply form hidden from an administrator without admin:lgpd:reply, and a reply
// refused by the API told at its field with the typed text kept, then sent.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { DEMO_IDS } from '@mocks/db/demo-accounts';
import { server } from '@mocks/node';
import { getStore } from '@mocks/runtime';
import { render, screen, waitFor, within } from '@/testing/render';
import { PrivacyRequestModal } from './privacy-request-modal';
import { RequestsTable } from './requests-table';

const modalUrl = (id: number) => `/dashboard/admin/privacy-requests?modal=privacy-request&privacyRequestId=${id}`;
const openRequest = () => [...getStore().db.privacyRequests.values()].find((r) => r.Status === 'open')!;

const adminPermissions = getStore().db.users.get(DEMO_IDS.admin)!.Permissions;
afterEach(() => {
  getStore().db.users.get(DEMO_IDS.admin)!.Permissions = adminPermissions;
});

describe('RequestsTable', () => {
  it('marks an overdue request by its row, an icon badge and "overdue by N days"; others say the days left', async () => {
    render(<RequestsTable />, { as: 'admin', route: '/dashboard/admin/privacy-requests' });
    const table = await screen.findByRole('table', { name: 'LGPD requests' }, { timeout: 15_000 });
    const rows = within(table).getAllByRole('row').slice(1);
    const overdue = rows.filter((r) => r.getAttribute('data-overdue') === 'true');
    expect(overdue.length).toBeGreaterThanOrEqual(2);
    for (const row of overdue) {
      expect(within(row).getByText('Overdue')).toBeInTheDocument();
      expect(within(row).getByText(/^overdue by \d+ days?$/)).toBeInTheDocument();
    }
    const onTime = rows.filter((r) => r.getAttribute('data-overdue') === null && within(r).queryByText('Open', { selector: 'span' }));
    expect(onTime.length).toBeGreaterThan(0);
    expect(within(onTime[0]!).getByText(/^\d+ days? left$|^due today$/)).toBeInTheDocument();
    expect(within(onTime[0]!).queryByText('Overdue')).toBeNull();
  }, 60_000);
});

describe('PrivacyRequestModal', () => {
  it('shows what the partner asked, as text, and no reply form without admin:lgpd:reply', async () => {
    const request = openRequest();
    getStore().db.privacyRequests.set(request.ID, { ...request, Details: '<b>not bold</b> & <script>x</script>' });
    getStore().db.users.get(DEMO_IDS.admin)!.Permissions = ['admin_lgpd_read'] as never;
    render(<PrivacyRequestModal onClose={() => {}} />, { as: 'admin', route: modalUrl(request.ID) });
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    expect(await within(dialog).findByText('<b>not bold</b> & <script>x</script>')).toBeInTheDocument();
    expect(within(dialog).getByText('History')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Send answer' })).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: /Reply to the partner/ })).toBeNull();
  }, 60_000);

  it('keeps the typed reply at its field when the API refuses it or fails, then answers', async () => {
    const request = openRequest();
    const onClose = vi.fn();
    const view = render(<PrivacyRequestModal onClose={onClose} />, { as: 'admin', route: modalUrl(request.ID) });
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    const send = await within(dialog).findByRole('button', { name: 'Send answer' });
    const reply = within(dialog).getByRole('textbox', { name: /Reply to the partner/ });
    const status = within(dialog).getByRole('combobox', { name: /Status to set/ });

    await view.user.type(reply, 'Too short');
    await view.user.click(send);
    expect(await within(dialog).findByText('Choose the status to set.')).toBeInTheDocument();
    expect(within(dialog).getByText('Write between 10 and 1000 characters.')).toBeInTheDocument();

    await view.user.selectOptions(status, 'completed');
    await view.user.type(reply, ' — your data was corrected.');
    server.use(
      http.post(
        '*/api/management/privacy-requests/:id/reply',
        () =>
          HttpResponse.json(
            { message: 'Validation failed', reason: 'validation', fields: [{ field: 'reply', message: 'At least 10 characters' }] },
            { status: 400 },
          ),
        { once: true },
      ),
    );
    expect(within(dialog).queryByText('Write between 10 and 1000 characters.')).toBeNull();
    await view.user.click(send);
    expect(await within(dialog).findByText('Write between 10 and 1000 characters.')).toBeInTheDocument();
    expect(reply).toHaveValue('Too short — your data was corrected.');

    server.use(http.post('*/api/management/privacy-requests/:id/reply', () => HttpResponse.error(), { once: true }));
    await view.user.click(send);
    expect(await screen.findByText('We could not reach the server. Check your connection and try again.')).toBeInTheDocument();
    expect(reply).toHaveValue('Too short — your data was corrected.');
    expect(status).toHaveValue('completed');

    await view.user.click(send);
    expect(await within(dialog).findByText('This request is closed and cannot be answered again.')).toBeInTheDocument();
    await waitFor(() => expect(getStore().db.privacyRequests.get(request.ID)!.Status).toBe('completed'));
    expect(getStore().db.privacyRequests.get(request.ID)!.Reply).toBe('Too short — your data was corrected.');
    expect(onClose).not.toHaveBeenCalled();
  }, 90_000);
});

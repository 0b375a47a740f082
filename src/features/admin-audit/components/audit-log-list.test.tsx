// The audit log shows actions in words (issue 17): the table's rows, the action filter's options
// and the CSV's ActionLabel column beside the code, in the reader's language.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_IDS } from '@mocks/db/demo-accounts';
import { getStore } from '@mocks/runtime';
import { adminReplyPrivacyRequest } from '@/api/generated/endpoints/admin-lgpd/admin-lgpd';
import dayjs from '@/lib/dayjs';
import { LocationProbe, render, screen, signIn, waitFor } from '@/testing/render';
import { AuditLogList } from './audit-log-list';

const slow = { timeout: 15_000 };

afterEach(() => vi.restoreAllMocks());

describe('AuditLogList', () => {
  it('shows each action by its label, offers labels in the filter, and adds the label column to the CSV', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:audit';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { user } = render(<AuditLogList />, { as: 'admin' });
    const actions = await screen.findAllByTestId('audit-action', undefined, slow);
    const texts = actions.map((a) => a.textContent);
    expect(texts).toContain('Logged in as the partner');
    expect(texts).toContain('Partner banned');
    expect(texts).not.toContain('partner.login_as');

    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    expect(await screen.findByRole('option', { name: 'Two-factor rule changed', hidden: true })).toBeInTheDocument();

    await user.click(screen.getByTestId('audit-export'));
    await waitFor(() => expect(blobs).toHaveLength(1), slow);
    const [header, ...rows] = (await blobs[0]!.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toMatch(/^ID,CreatedAt,Actor,IP,Action,ActionLabel,TargetType/);
    expect(rows.some((r) => r.includes(',partner.login_as,Logged in as the partner,'))).toBe(true);
  }, 30_000);

  it("shows an LGPD reply by its label, its target opening the request's dialog for whoever may read the queue", async () => {
    signIn('admin');
    await adminReplyPrivacyRequest(3, { status: 'in_progress', reply: 'Estamos conferindo seus documentos.' });
    const { unmount } = render(<AuditLogList />, {
      as: 'admin',
      locale: 'pt-br',
      route: '/dashboard/admin/audit-log?action=privacy_request.reply',
    });
    const [row] = await screen.findAllByTestId('audit-row', undefined, slow);
    expect(row).toHaveAttribute('data-action', 'privacy_request.reply');
    expect(screen.getByTestId('audit-action')).toHaveTextContent('Pedido LGPD respondido');
    const link = screen.getByTestId('audit-target-link');
    expect(link).toHaveTextContent('Pedido LGPD #3');
    expect(new URL(link.getAttribute('href')!, 'http://x').searchParams.toString()).toBe(
      'action=privacy_request.reply&modal=privacy-request&privacyRequestId=3',
    );
    expect(row).toHaveTextContent('Status: open → in_progress');
    expect(row).not.toHaveTextContent('Estamos conferindo');
    unmount();

    // An auditor who may not read the LGPD queue sees the request's ID as text.
    getStore().update('users', DEMO_IDS.analyst, { Permissions: ['admin_audit_read'] });
    render(<AuditLogList />, { as: 'analyst', route: '/dashboard/admin/audit-log?action=privacy_request.reply' });
    expect(await screen.findByText('LGPD request #3', undefined, slow)).toBeInTheDocument();
    expect(screen.queryByTestId('audit-target-link')).toBeNull();
  }, 30_000);

  it('in pt-br the labels are Portuguese, and the dates of the URL fill the date pickers in Brazilian order', async () => {
    render(<AuditLogList />, { as: 'admin', locale: 'pt-br', route: '/?since=2020-01-02&until=2099-03-04' });
    const actions = await screen.findAllByTestId('audit-action', undefined, slow);
    expect(actions.map((a) => a.textContent)).toContain('Login como o parceiro');
    expect(screen.getByTestId('audit-since')).toHaveTextContent('02/01/2020');
    expect(screen.getByTestId('audit-until')).toHaveTextContent('04/03/2099');
  }, 30_000);

  it('picks a day in the calendar (not a native date input) and keeps the range in the URL', async () => {
    const { user } = render(
      <>
        <AuditLogList />
        <LocationProbe />
      </>,
      { as: 'admin' },
    );
    expect(document.querySelector('input[type="date"]')).toBeNull();
    const tenth = dayjs().date(10);
    await user.click(await screen.findByTestId('audit-since', undefined, slow));
    // By its label, not its role: a role query computes every node's accessible role, and this
    // page's DOM (two Selects' hidden options, the calendar) made it slow enough on a loaded machine
    // to run past the wait (seen with lint and typecheck beside it).
    await user.click(await screen.findByLabelText(tenth.format('D MMMM YYYY'), { selector: 'button' }));
    expect(screen.getByTestId('audit-since')).toHaveTextContent(tenth.format('MM/DD/YYYY'));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/?since=${tenth.format('YYYY-MM-DD')}`));
  }, 30_000);
});

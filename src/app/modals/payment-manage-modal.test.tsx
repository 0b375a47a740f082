// payment-manage against the Node mock: on the admin payments page an admin sees the details,
// the risk figures with worded alerts, the provider timeline with the Portuguese cause, and the
// actions the status allows (one confirmed and its result shown); the analyst sees it all with no
// action; a user without the payments permission is told so; elsewhere it stays the partner's.
import { describe, expect, it, vi } from 'vitest';
import { DEMO_IDS } from '@mocks/db/demo-accounts';
import type { PaymentRecord } from '@mocks/db/types';
import { noFaults, setFaults } from '@mocks/faults';
import { getStore } from '@mocks/runtime';
import { PAGFAST_ERROR_CAUSES } from '@/lib/pagfast-causes';
import { render, screen, within, type TestAccount } from '@/testing/render';
import { PaymentManageModal } from './payment-manage-modal';

function payment(match: (p: PaymentRecord) => boolean): PaymentRecord {
  const found = [...getStore().db.payments.values()].find(match);
  if (!found) throw new Error('no seeded payment matches');
  return found;
}

function open(account: TestAccount, id: number, page = '/dashboard/admin/payments') {
  const onClose = vi.fn();
  return {
    ...render(<PaymentManageModal onClose={onClose} />, { as: account, route: `${page}?modal=payment-manage&paymentId=${id}` }),
    onClose,
  };
}

describe('payment-manage (admin view)', { timeout: 60_000 }, () => {
  it('shows details, risk alerts as words, and confirms an allowed action', async () => {
    const p = payment((x) => x.Status === 'Pending');
    const { user } = open('admin', p.ID);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(await within(dialog).findByTestId('payment-manage-details', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(dialog).getByText(`Payment #${p.ID}`)).toBeInTheDocument();
    const flags = within(dialog).getAllByTestId('risk-flag');
    expect(flags.map((f) => f.textContent)).toEqual([
      expect.stringMatching(/^.?High commission: (Alert|OK)$/),
      expect.stringMatching(/^.?Low QFTD conversion: (Alert|OK)$/),
      expect.stringMatching(/^.?Low initial deposits: (Alert|OK)$/),
    ]);
    expect(within(dialog).getByText('QFTD / FTD')).toBeInTheDocument();
    // Pending allows exactly these five.
    for (const name of ['Approve', 'Reject', 'Cancel payment', 'Request invoice', 'Send to analysis'])
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Reverse' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Send to analysis' }));
    expect(within(dialog).getByText('The payment will move from “pending” to “analyzing”.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Traffic check');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm: Send to analysis' }));
    expect(await within(dialog).findByTestId('action-result', {}, { timeout: 10_000 })).toHaveTextContent(
      `Payment #${p.ID} is now “analyzing”.`,
    );
    expect(getStore().db.payments.get(p.ID)?.Status).toBe('Analyzing');
    expect(getStore().db.payments.get(p.ID)?.Reason).toBe('Traffic check');
    expect(await within(dialog).findByText('This payment is under analysis: approve or reject it once checked.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Send to analysis' })).toBeNull();
  });

  it('explains a provider failure in Portuguese on the timeline', async () => {
    const p = payment((x) => x.PagfastResponses.some((r) => r.stateErrorCause && r.stateErrorCause in PAGFAST_ERROR_CAUSES));
    const cause = p.PagfastResponses.find((r) => r.stateErrorCause)!.stateErrorCause as keyof typeof PAGFAST_ERROR_CAUSES;
    open('admin', p.ID);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(await within(dialog).findByText(PAGFAST_ERROR_CAUSES[cause].pt, {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('is read-only for the analyst', async () => {
    const p = payment((x) => x.Status === 'Pending');
    open('analyst', p.ID);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(await within(dialog).findByTestId('payment-manage-details', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(dialog).getAllByTestId('risk-flag')).toHaveLength(3);
    expect(within(dialog).queryByText('Actions')).toBeNull();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(expect.not.arrayContaining(['Approve', 'Reject']));
    expect(within(dialog).getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0);
  });

  it('says so when the server refuses the payment (403)', async () => {
    const p = payment((x) => x.Status === 'Pending');
    setFaults({
      ...noFaults(),
      rules: [{ method: 'GET', path: `/api/management/payments/${p.ID}`, status: 403, message: 'Missing permission' }],
    });
    try {
      open('admin', p.ID);
      expect(
        await screen.findByText('You do not have permission to see or change this payment.', {}, { timeout: 10_000 }),
      ).toBeInTheDocument();
    } finally {
      setFaults(noFaults());
    }
  });

  it('stays the partner’s own payment outside the admin page', async () => {
    const p = payment((x) => x.UserID === DEMO_IDS.affiliate);
    open('affiliate', p.ID, '/dashboard/wallet');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(await within(dialog).findByText('Invoice', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(dialog).queryByTestId('risk-flag')).toBeNull();
  });
});

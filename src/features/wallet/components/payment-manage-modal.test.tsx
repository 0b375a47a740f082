// The partner's payment details against the Node mock: the PIX key a payout went to is shown in
// the portal's mask when it is a CPF (as on the wallet's payment data card).
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '@mocks/db/demo-accounts';
import { getStore } from '@mocks/runtime';
import { formatCpf } from '@/lib/br-documents';
import { render, screen, signIn } from '@/testing/render';
import { PaymentManageModal } from './payment-manage-modal';

describe('PaymentManageModal', () => {
  it('shows a CPF key masked', async () => {
    const store = getStore();
    const payment = store.ownedBy('payments', DEMO_IDS.affiliate).find((p) => p.PixKeyType === 'cpf' && p.PixKey);
    if (!payment?.PixKey) throw new Error('the affiliate has no payout to a CPF key');
    signIn('affiliate');
    render(<PaymentManageModal onClose={() => {}} />, { route: `/dashboard/wallet?modal=payment-manage&paymentId=${payment.ID}` });
    expect(await screen.findByText(`CPF · ${formatCpf(payment.PixKey)}`)).toBeInTheDocument();
    expect(formatCpf(payment.PixKey)).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
  });
});

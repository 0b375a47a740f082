// The payout modal against the Node mock's real rules (clock on a window day). 2011 (no business
// for a business category) cannot be reached from the seeded demo accounts — the affiliate has an
// approved business, the newbie fails earlier checks — so the test makes the affiliate's default
// category business and removes her business in the store: the refusal goes to the bank-account
// step. A cpf key is validated as a CPF, and without a taxpayer id it sends the error to the wallet.
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '@mocks/db/demo-accounts';
import { getStore } from '@mocks/runtime';
import { LocationProbe, render, screen, signIn, waitFor } from '@/testing/render';
import { PaymentRequestModal } from './payment-request-modal';

function renderModal() {
  return render(
    <>
      <PaymentRequestModal onClose={() => {}} />
      <LocationProbe />
    </>,
    {
      route: '/dashboard/wallet?modal=payment-request',
      path: '/dashboard/wallet',
      routes: [{ path: '/dashboard/profile/documents', element: <LocationProbe /> }],
    },
  );
}

describe('PaymentRequestModal', () => {
  it('2011: a business payout without a business goes to the bank-account documents step', async () => {
    const store = getStore();
    store.clock.set('2026-11-05T15:00:00Z');
    store.update('users', DEMO_IDS.affiliate, { PaymentType: 'business' });
    for (const b of store.ownedBy('businesses', DEMO_IDS.affiliate)) store.remove('businesses', b.ID);
    signIn('affiliate');
    const { user } = renderModal();
    expect(await screen.findByLabelText(/^Category/, { selector: 'input' })).toHaveValue('Company');
    await user.click(screen.getByRole('button', { name: 'Request payout' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/profile/documents?step=bank-account'));
  });

  it('a cpf key is checked as a CPF; without a taxpayer id the error goes to the wallet', async () => {
    getStore().clock.set('2026-11-05T15:00:00Z');
    signIn('newbie');
    const { user } = renderModal();
    expect(await screen.findByLabelText(/^PIX key type/, { selector: 'input' })).toHaveValue('CPF');
    const key = screen.getByLabelText(/^PIX key\s*\*?$/, { selector: 'input' });
    await user.type(key, '529.982.247-24');
    await user.click(screen.getByRole('button', { name: 'Request payout' }));
    expect(await screen.findByText('Enter a valid CPF.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/wallet?modal=payment-request');
    await user.clear(key);
    await user.type(key, '529.982.247-25');
    await user.click(screen.getByRole('button', { name: 'Request payout' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/wallet?walletError=cpf-without-taxpayer-id'));
  });
});

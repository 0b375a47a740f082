// The wallet page against the Node mock (clock frozen on 2026-11-05, a window day): when a payout
// request would certainly be refused — the window closed, no balance, or less than the minimum in
// both wallets — the page says why before any form and the "Request payout" button is disabled,
// described by that text (issue 14: the newbie with R$87.40 only learnt it after filling the form).
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '@mocks/db/demo-accounts';
import { getStore } from '@mocks/runtime';
import { LocationProbe, render, screen, signIn, waitFor } from '@/testing/render';
import { WalletRoute } from './wallet';

const CLOSED_DAY = '2026-11-12T15:00:00Z';

function openWallet(account: 'affiliate' | 'newbie', options: { locale?: 'en-us' | 'pt-br' } = {}) {
  signIn(account);
  return render(
    <>
      <WalletRoute />
      <LocationProbe />
    </>,
    { route: '/dashboard/wallet', path: '/dashboard/wallet', ...options },
  );
}

const requestButton = (name = 'Request payout') => screen.getByRole('button', { name });

describe('WalletRoute: why a payout cannot be requested, before the form', () => {
  it('newbie (R$87.40): under the minimum, said in words; the button is disabled and described by it', async () => {
    openWallet('newbie');
    const notice = await screen.findByTestId('payout-blocked');
    expect(notice).toHaveTextContent('A payout cannot be requested now');
    expect(notice).toHaveTextContent('The most you can request now is R$87.40, under the minimum payout of R$250.00.');
    expect(requestButton()).toBeDisabled();
    expect(requestButton()).toHaveAccessibleDescription(/The most you can request now is R\$87\.40/);
  });

  it('newbie in pt-br: the same reason in Portuguese and reais', async () => {
    openWallet('newbie', { locale: 'pt-br' });
    expect(await screen.findByTestId('payout-blocked')).toHaveTextContent(
      /O máximo que você pode sacar agora é R\$\s87,40, abaixo do saque mínimo de R\$\s250,00\./,
    );
    expect(requestButton('Solicitar saque')).toBeDisabled();
  });

  it('window closed: says so with the date the next window opens', async () => {
    getStore().clock.set(CLOSED_DAY);
    openWallet('affiliate');
    expect(await screen.findByTestId('payout-blocked')).toHaveTextContent(
      'Payouts can only be requested on days 01–10 and 16–25. The next window opens on 11/16/2026.',
    );
    expect(requestButton()).toBeDisabled();
  });

  it('window closed and under the minimum: both reasons', async () => {
    getStore().clock.set(CLOSED_DAY);
    openWallet('newbie');
    const notice = await screen.findByTestId('payout-blocked');
    expect(notice).toHaveTextContent('The next window opens on 11/16/2026.');
    expect(notice).toHaveTextContent('The most you can request now is R$87.40');
  });

  it('both wallets empty: nothing to pay out', async () => {
    getStore().update('users', DEMO_IDS.affiliate, { Balance: 0, SubBalance: 0 });
    openWallet('affiliate');
    expect(await screen.findByTestId('payout-blocked')).toHaveTextContent(
      'Your balance and your sub-affiliate balance are empty: there is nothing to pay out yet.',
    );
    expect(requestButton()).toBeDisabled();
  });

  it('an empty balance with enough sub-affiliate balance can still be paid out: the button opens the form', async () => {
    getStore().update('users', DEMO_IDS.affiliate, { Balance: 0 });
    const { user, queryClient } = openWallet('affiliate');
    expect(await screen.findByTestId('wallet-sub-balance')).toHaveTextContent('R$312.40');
    // Every answer in (both eligibility ones included): still nothing blocks.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(queryClient.getQueryCache().findAll({ predicate: (q) => String(q.queryKey[0]).endsWith('/eligible/full') })).toHaveLength(2);
    expect(screen.queryByTestId('payout-blocked')).not.toBeInTheDocument();
    expect(requestButton()).toBeEnabled();
    await user.click(requestButton());
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/wallet?modal=payment-request');
  });
});

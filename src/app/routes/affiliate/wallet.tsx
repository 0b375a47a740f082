// /dashboard/wallet: the "Request payout" button (opens ?modal=payment-request) and, when a request
// would certainly be refused, why (window closed, balance empty or under the minimum); payout
// errors shown on the wallet, balances, payment info and the payment history.
import { Page } from '@/components/layout/page';
import { usePayoutBlockers } from '@/features/wallet/api/use-payout-blockers';
import { PaymentInfoCard } from '@/features/wallet/components/payment-info-card';
import { PaymentsHistory } from '@/features/wallet/components/payments-history';
import { PayoutBlockedNotice, RequestPayoutButton } from '@/features/wallet/components/request-payout';
import { WalletBalances } from '@/features/wallet/components/wallet-balances';
import { WalletErrorAlert } from '@/features/wallet/components/wallet-error-alert';
import { walletMessages as m } from '@/features/wallet/messages';
import { useSession } from '@/lib/session';

export function WalletRoute() {
  const { user } = useSession();
  const blockers = usePayoutBlockers();
  if (!user) return null;
  return (
    <Page title={m.title} actions={<RequestPayoutButton blockers={blockers} />}>
      <PayoutBlockedNotice blockers={blockers} />
      <WalletErrorAlert />
      <WalletBalances user={user} />
      <PaymentInfoCard />
      <PaymentsHistory />
    </Page>
  );
}

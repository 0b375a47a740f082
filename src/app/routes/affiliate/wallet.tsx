// /dashboard/wallet: the "Request payout" button (opens ?modal=payment-request) and, when a request
// would certainly be refused, why (window closed, balance empty or under the minimum); payout
// errors shown on the wallet, balances, payment info and the payment history.
import { Group, Stack, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { usePayoutBlockers } from '@/features/wallet/api/use-payout-blockers';
import { PaymentInfoCard } from '@/features/wallet/components/payment-info-card';
import { PaymentsHistory } from '@/features/wallet/components/payments-history';
import { PayoutBlockedNotice, RequestPayoutButton } from '@/features/wallet/components/request-payout';
import { WalletBalances } from '@/features/wallet/components/wallet-balances';
import { WalletErrorAlert } from '@/features/wallet/components/wallet-error-alert';
import { walletMessages as m } from '@/features/wallet/messages';
import { useSession } from '@/lib/session';

export function WalletRoute() {
  const intl = useIntl();
  const { user } = useSession();
  const blockers = usePayoutBlockers();
  if (!user) return null;
  return (
    <Stack component="section">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {intl.formatMessage(m.title)}
        </Title>
        <RequestPayoutButton blockers={blockers} />
      </Group>
      <PayoutBlockedNotice blockers={blockers} />
      <WalletErrorAlert />
      <WalletBalances user={user} />
      <PaymentInfoCard />
      <PaymentsHistory />
    </Stack>
  );
}

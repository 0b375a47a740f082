// /dashboard/wallet: balances, payout errors shown on the wallet, payment info, the payment
// history, and the "Request payout" button (opens ?modal=payment-request).
import { Button, Group, Stack, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { PaymentInfoCard } from '../../../features/wallet/components/payment-info-card';
import { PaymentsHistory } from '../../../features/wallet/components/payments-history';
import { WalletBalances } from '../../../features/wallet/components/wallet-balances';
import { WalletErrorAlert } from '../../../features/wallet/components/wallet-error-alert';
import { walletMessages as m } from '../../../features/wallet/messages';
import { withModal } from '../../../config/paths';
import { useSession } from '../../../lib/session';

export function WalletRoute() {
  const intl = useIntl();
  const { user } = useSession();
  const [, setSearchParams] = useSearchParams();
  if (!user) return null;
  return (
    <Stack component="section">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">{intl.formatMessage(m.title)}</Title>
        <Button onClick={() => setSearchParams((prev) => withModal(prev, 'payment-request'))}>{intl.formatMessage(m.requestPayout)}</Button>
      </Group>
      <WalletErrorAlert />
      <WalletBalances user={user} />
      <PaymentInfoCard />
      <PaymentsHistory />
    </Stack>
  );
}

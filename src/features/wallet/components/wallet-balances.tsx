// The three balances of the signed-in partner (profile), truncated in the user's currency.
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { User } from '@/api/generated/model/user';
import { Money } from '@/components/data/money';
import { walletMessages as m } from '../messages';

export function WalletBalances({ user }: { user: User }) {
  const intl = useIntl();
  const cards = [
    ['balance', m.balance, user.Balance],
    ['sub-balance', m.subBalance, user.SubBalance],
    ['pending-commission', m.pendingCommission, user.PendingCommission],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {cards.map(([key, label, value]) => (
        <Paper key={key} withBorder p="md">
          <Text size="sm" c="dimmed">
            {intl.formatMessage(label)}
          </Text>
          <Text size="xl" fw={700} data-testid={`wallet-${key}`}>
            <Money value={value} />
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

// The user's three balances, formatted for the active language and the user's currency.
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import type { User } from '@/api/generated/model/user';
import { formatMoney, type Currency } from '@/lib/money';

const messages = defineMessages({
  balance: { id: 'overview.balance', defaultMessage: 'Balance' },
  subBalance: { id: 'overview.sub-balance', defaultMessage: 'Sub-affiliate balance' },
  pending: { id: 'overview.pending-commission', defaultMessage: 'Pending commission' },
});

export function BalanceCards({ user }: { user: User }) {
  const intl = useIntl();
  const currency = (user.Currency ?? 'BRL') as Currency;
  const cards = [
    [messages.balance, user.Balance],
    [messages.subBalance, user.SubBalance],
    [messages.pending, user.PendingCommission],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {cards.map(([label, value]) => (
        <Paper key={label.id} withBorder p="md">
          <Text size="sm" c="dimmed">
            {intl.formatMessage(label)}
          </Text>
          <Text size="xl" fw={700} data-testid={label.id}>
            {formatMoney(value ?? 0, intl.locale, currency)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

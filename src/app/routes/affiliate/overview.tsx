import { Stack, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../i18n/define-messages';
import { BalanceCards } from '../../../features/overview/components/balance-cards';
import { useSession } from '../../../lib/session';

const messages = defineMessages({
  greeting: { id: 'overview.greeting', defaultMessage: 'Hello, {name}' },
});

export function OverviewRoute() {
  const intl = useIntl();
  const { user } = useSession();
  if (!user) return null;
  return (
    <Stack component="section">
      <Title order={1} size="h2">
        {intl.formatMessage(messages.greeting, { name: user.FirstName })}
      </Title>
      <BalanceCards user={user} />
    </Stack>
  );
}

// /dashboard/admin/businesses: the partners' businesses to review. The details, documents, AI
// analysis and decision are the `business-manage` modal.
import { Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { BusinessesList } from '@/features/admin-businesses/components/businesses-list';
import { businessMessages as m } from '@/features/admin-businesses/messages';

export function AdminBusinessesRoute() {
  const intl = useIntl();
  return (
    <Stack component="section">
      <Title order={1} size="h2">
        {intl.formatMessage(m.title)}
      </Title>
      <Text c="dimmed">{intl.formatMessage(m.intro)}</Text>
      <BusinessesList />
    </Stack>
  );
}

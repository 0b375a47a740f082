// /dashboard/admin/privacy-requests (issue 19.4): the partners' LGPD requests with their 15-day
// deadline; a request opens in its dialog (?modal=privacy-request) to be read and answered.
import { Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { RequestsTable } from '@/features/admin-lgpd/components/requests-table';
import { adminLgpdMessages as m } from '@/features/admin-lgpd/messages';

export function AdminPrivacyRequestsRoute() {
  const intl = useIntl();
  return (
    <Stack component="section">
      <Title order={1} size="h2">
        {intl.formatMessage(m.title)}
      </Title>
      <Text c="dimmed">{intl.formatMessage(m.intro)}</Text>
      <RequestsTable />
    </Stack>
  );
}

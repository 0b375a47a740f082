// /dashboard/admin/partners: every partner of the programme, searched, filtered and paged on the server.
import { Stack, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { PartnersTable } from '@/features/admin-partners/components/partners-table';
import { adminPartnersMessages as m } from '@/features/admin-partners/messages';

export function AdminPartnersRoute() {
  const intl = useIntl();
  return (
    <Stack component="section">
      <Title order={1} size="h2">
        {intl.formatMessage(m.title)}
      </Title>
      <PartnersTable />
    </Stack>
  );
}

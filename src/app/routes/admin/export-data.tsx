// /dashboard/admin/export-data: CSV exports of partners, payments and sub-affiliates.
import { Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { ExportDataView } from '@/features/admin-export/components/export-data-view';
import { adminExportMessages as m } from '@/features/admin-export/messages';

export function AdminExportDataRoute() {
  const intl = useIntl();
  return (
    <Stack component="section">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {intl.formatMessage(m.title)}
        </Title>
        <Text c="dimmed">{intl.formatMessage(m.intro)}</Text>
      </Stack>
      <ExportDataView />
    </Stack>
  );
}

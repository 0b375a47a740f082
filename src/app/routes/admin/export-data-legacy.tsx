// /dashboard/admin/export-data/legacy: legacy data exports, requested and followed as server jobs.
import { Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { LegacyExportView } from '@/features/admin-export/components/legacy-export-view';
import { adminExportMessages as m } from '@/features/admin-export/messages';

export function AdminExportDataLegacyRoute() {
  const intl = useIntl();
  return (
    <Stack component="section">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {intl.formatMessage(m.legacyTitle)}
        </Title>
        <Text c="dimmed">{intl.formatMessage(m.legacyIntro)}</Text>
      </Stack>
      <LegacyExportView />
    </Stack>
  );
}

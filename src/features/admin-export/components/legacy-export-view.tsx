// /dashboard/admin/export-data/legacy: request a legacy export (POST) and follow the jobs (GET).
import { Anchor, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCanOpen } from '@/lib/page-access';
import { adminExportMessages as m } from '../messages';
import { LegacyJobs } from './legacy-jobs';
import { LegacyRequestForm } from './legacy-request-form';

export function LegacyExportView() {
  const intl = useIntl();
  const canOpen = useCanOpen();
  return (
    <Stack>
      <LegacyRequestForm />
      <LegacyJobs />
      {canOpen(paths.admin.exportData) && (
        <Anchor component={Link} to={paths.admin.exportData}>
          {intl.formatMessage(m.backToExports)}
        </Anchor>
      )}
    </Stack>
  );
}

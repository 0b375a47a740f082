// /dashboard/admin/export-data/legacy: request a legacy export (POST) and follow the jobs (GET).
import { Anchor, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { can } from '@/lib/can';
import { pageAccess } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { adminExportMessages as m } from '../messages';
import { LegacyJobs } from './legacy-jobs';
import { LegacyRequestForm } from './legacy-request-form';

export function LegacyExportView() {
  const intl = useIntl();
  const { user } = useSession();
  return (
    <Stack>
      <LegacyRequestForm />
      <LegacyJobs />
      {can(user, pageAccess['admin.export-data']) && (
        <Anchor component={Link} to={paths.admin.exportData}>
          {intl.formatMessage(m.backToExports)}
        </Anchor>
      )}
    </Stack>
  );
}

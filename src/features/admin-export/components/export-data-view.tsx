// /dashboard/admin/export-data: one export per data set, each shown only to those who may read
// it (the page itself needs admin:master, which grants all of them; the checks keep it honest
// if the page's permission ever changes), and the way to the legacy exports.
import { Anchor, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { can } from '@/lib/can';
import { useCanOpen } from '@/lib/page-access';
import { useSession } from '@/lib/session';
import { adminExportMessages as m } from '../messages';
import { PartnersExport } from './partners-export';
import { PaymentsExport } from './payments-export';
import { SubAffiliatesExport } from './sub-affiliates-export';

export function ExportDataView() {
  const intl = useIntl();
  const { user } = useSession();
  const canOpen = useCanOpen();
  return (
    <Stack>
      {can(user, 'admin:affiliates:read') && <PartnersExport />}
      {can(user, 'admin:payments:read') && <PaymentsExport />}
      {can(user, 'admin:partners:affiliated:read') && <SubAffiliatesExport />}
      {canOpen(paths.admin.exportDataLegacy) && (
        <Anchor component={Link} to={paths.admin.exportDataLegacy}>
          {intl.formatMessage(m.legacyLink)}
        </Anchor>
      )}
    </Stack>
  );
}

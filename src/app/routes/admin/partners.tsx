// /dashboard/admin/partners: every partner of the programme, searched, filtered and paged on the server.
import { Page } from '@/components/layout/page';
import { PartnersTable } from '@/features/admin-partners/components/partners-table';
import { adminPartnersMessages as m } from '@/features/admin-partners/messages';

export function AdminPartnersRoute() {
  return (
    <Page title={m.title}>
      <PartnersTable />
    </Page>
  );
}

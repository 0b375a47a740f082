// /dashboard/admin/export-data: CSV exports of partners, payments and sub-affiliates.
import { Page } from '@/components/layout/page';
import { ExportDataView } from '@/features/admin-export/components/export-data-view';
import { adminExportMessages as m } from '@/features/admin-export/messages';

export function AdminExportDataRoute() {
  return (
    <Page title={m.title} intro={m.intro}>
      <ExportDataView />
    </Page>
  );
}

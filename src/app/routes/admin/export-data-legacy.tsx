// /dashboard/admin/export-data/legacy: legacy data exports, requested and followed as server jobs.
import { Page } from '@/components/layout/page';
import { LegacyExportView } from '@/features/admin-export/components/legacy-export-view';
import { adminExportMessages as m } from '@/features/admin-export/messages';

export function AdminExportDataLegacyRoute() {
  return (
    <Page title={m.legacyTitle} intro={m.legacyIntro}>
      <LegacyExportView />
    </Page>
  );
}

import { Page } from '@/components/layout/page';
import { ReportsView } from '@/features/reports/components/reports-view';
import { reportsMessages as m } from '@/features/reports/messages';

export function ReportsRoute() {
  return (
    <Page title={m.title}>
      <ReportsView />
    </Page>
  );
}

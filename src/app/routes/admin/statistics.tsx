// /dashboard/admin/statistics: the programme's figures over a period and its top partners.
import { Page } from '@/components/layout/page';
import { AdminStatisticsView } from '@/features/admin-statistics/components/admin-statistics-view';
import { adminStatisticsMessages as m } from '@/features/admin-statistics/messages';

export function AdminStatisticsRoute() {
  return (
    <Page title={m.title} intro={m.intro}>
      <AdminStatisticsView />
    </Page>
  );
}

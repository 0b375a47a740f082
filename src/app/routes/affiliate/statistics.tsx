import { Page } from '@/components/layout/page';
import { StatisticsView } from '@/features/statistics/components/statistics-view';
import { statisticsMessages as m } from '@/features/statistics/messages';

export function StatisticsRoute() {
  return (
    <Page title={m.title}>
      <StatisticsView />
    </Page>
  );
}

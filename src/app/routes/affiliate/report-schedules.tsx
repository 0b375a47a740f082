// /dashboard/scheduled-reports (issue 20): scheduled reports by e-mail and their past sends.
import { Page } from '@/components/layout/page';
import { ReportSends } from '@/features/scheduled-reports/components/report-sends';
import { ScheduleForm } from '@/features/scheduled-reports/components/schedule-form';
import { ScheduleList } from '@/features/scheduled-reports/components/schedule-list';
import { scheduledMessages as m } from '@/features/scheduled-reports/messages';
import { useSession } from '@/lib/session';

export function ReportSchedulesRoute() {
  const { user } = useSession();
  return (
    <Page title={m.title} intro={m.intro}>
      <ScheduleList />
      <ScheduleForm email={user?.Email ?? ''} />
      <ReportSends />
    </Page>
  );
}

// /dashboard/admin/report-schedules (issue 20): every partner's scheduled reports; pause and resume.
import { Page } from '@/components/layout/page';
import { SchedulesTable } from '@/features/admin-report-schedules/components/schedules-table';
import { adminSchedulesMessages as m } from '@/features/admin-report-schedules/messages';

export function AdminReportSchedulesRoute() {
  return (
    <Page title={m.title} intro={m.intro}>
      <SchedulesTable />
    </Page>
  );
}

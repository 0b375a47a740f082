// The admin statistics page body: the period (URL `since`/`until`, shared picker), the programme
// totals, payments over the period and the top partners. Payment figures show only to those who
// may read payments (the page itself needs the partners' read permission).
import { Stack } from '@mantine/core';
import { DateRangePicker } from '@/components/date-range/date-range-picker';
import { useDateRangeParams } from '@/components/date-range/use-date-range-params';
import { can } from '@/lib/can';
import { useSession } from '@/lib/session';
import { PaymentsOverTime } from './payments-over-time';
import { ProgrammeKpis } from './programme-kpis';
import { TopPartners } from './top-partners';

export function AdminStatisticsView() {
  const { user } = useSession();
  const [range, setRange, today] = useDateRangeParams('this-month');
  const payments = can(user, 'admin:payments:read');
  return (
    <Stack>
      <DateRangePicker value={range} onChange={setRange} today={today} />
      <ProgrammeKpis range={range} showPayments={payments} />
      {payments && <PaymentsOverTime range={range} />}
      <TopPartners />
    </Stack>
  );
}

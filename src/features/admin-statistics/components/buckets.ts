// The admin chart's points: the period cut into days, weeks, months or quarters so it has at most
// about 18 points, each asked from the payments report (the contract has no admin time series).
import dayjs from '@/lib/dayjs';
import type { DateRange } from '@/components/date-range/presets';
import { rangeDays } from '@/components/date-range/presets';
import type { Granularity } from '@/components/chart/time-axis';

const ymd = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');

/** Days up to two weeks, weeks up to 16 weeks, months up to 18 months, then quarters. */
export function bucketUnit(days: number): Granularity {
  if (days <= 14) return 'day';
  if (days <= 112) return 'week';
  return days <= 549 ? 'month' : 'quarter';
}

/** Last day of the unit that starts at `start` (weeks run from the period’s first day). */
function unitEnd(start: dayjs.Dayjs, unit: Granularity): dayjs.Dayjs {
  switch (unit) {
    case 'day':
      return start;
    case 'week':
      return start.add(6, 'day');
    case 'month':
      return start.endOf('month');
    case 'quarter': {
      const lastMonth = Math.floor(start.month() / 3) * 3 + 2;
      return start.month(lastMonth).endOf('month');
    }
  }
}

/** Consecutive sub-periods covering `range` exactly, the first and last clipped to it. */
export function bucketsFor(range: DateRange): { unit: Granularity; buckets: DateRange[] } {
  const unit = bucketUnit(rangeDays(range));
  const buckets: DateRange[] = [];
  const last = dayjs(range.until);
  for (let start = dayjs(range.since); !start.isAfter(last);) {
    const end = unitEnd(start, unit);
    const until = end.isAfter(last) ? last : end;
    buckets.push({ since: ymd(start), until: ymd(until) });
    start = until.add(1, 'day');
  }
  return { unit, buckets };
}

// The period a statistics range is compared with ("Compare with the previous period"). A pure
// function of the range alone (no "today"): the URL keeps only since/until, so a shared link must
// get the same comparison whatever day it is opened, and a custom range that happens to be a whole
// month is compared like the "Last month" preset that gives the same range.
import dayjs from '@/lib/dayjs';
import { rangeDays, STATS_START, type DateRange } from './presets';

const ymd = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');

/**
 * The period a range is compared with, by the calendar. The rule, first match wins:
 * 1. Whole calendar months (the 1st of a month to the last day of a month, n months) → the n whole
 *    months just before: October → September 1–30, March 2024 → February 1–29, January → the
 *    December before, a whole year → the year before.
 * 2. Part of one month from its 1st ("This month" so far, the first days of a month) → the same
 *    days of the month before, cut at its last day: March 1–15 → February 1–15, March 1–30 →
 *    February 1–28. Comparing 15 days with a whole month would make every month look worse.
 * 3. Anything else (today, the last 7 days, a custom range) → the range of the same length that
 *    ends the day before it starts: today → yesterday, the last 7 days → the 7 before them.
 */
export function previousPeriod(range: DateRange): DateRange {
  const since = dayjs(range.since);
  const until = dayjs(range.until);
  const startsMonth = since.date() === 1;
  if (startsMonth && until.date() === until.daysInMonth()) {
    const months = until.diff(since, 'month') + 1;
    const first = since.subtract(months, 'month');
    return { since: ymd(first), until: ymd(since.subtract(1, 'day')) };
  }
  if (startsMonth && since.isSame(until, 'month')) {
    const month = since.subtract(1, 'month');
    const last = Math.min(until.date(), month.daysInMonth());
    return { since: ymd(month), until: ymd(month.date(last)) };
  }
  const days = rangeDays(range);
  const end = since.subtract(1, 'day');
  return { since: ymd(end.subtract(days - 1, 'day')), until: ymd(end) };
}

/**
 * The previous period, or null (no comparison at all) when it starts before statistics begin
 * (STATS_START, spec §9). Entirely before ("Since start" compared with 2021–2024) there is nothing
 * to compare with. Partly before, the API has zeros for the missing days, so the change would be
 * measured against a shorter period and overstate growth; clipping it would leave two periods of
 * different lengths, which is no fairer, so that comparison is left out too.
 */
export function comparisonPeriod(range: DateRange): DateRange | null {
  const previous = previousPeriod(range);
  return previous.since < STATS_START ? null : previous;
}

// Date ranges of the statistics pages: the presets and clamping to the first day statistics exist
// (spec: May 2024). The period a range is compared with is in comparison.ts.
// Pure functions of a given "today" (YYYY-MM-DD) so tests can fix the day.
import dayjs from '@/lib/dayjs';

/** The first day with statistics (spec §9: "since 2024-05-01"). */
export const STATS_START = '2024-05-01';

export interface DateRange {
  since: string;
  until: string;
}

export const PRESETS = ['today', '7d', 'this-month', 'last-month', 'since-start'] as const;
export type Preset = (typeof PRESETS)[number];

const ymd = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export const isPreset = (value: string | null): value is Preset => PRESETS.includes(value as Preset);

/** Keeps a day inside [STATS_START, today]. */
export function clampDay(day: string, today: string): string {
  if (day < STATS_START) return STATS_START;
  return day > today ? today : day;
}

export function presetRange(preset: Preset, today: string): DateRange {
  const t = dayjs(today);
  switch (preset) {
    case 'today':
      return { since: today, until: today };
    case '7d':
      return { since: clampDay(ymd(t.subtract(6, 'day')), today), until: today };
    case 'this-month':
      return { since: clampDay(ymd(t.startOf('month')), today), until: today };
    case 'last-month': {
      const last = t.subtract(1, 'month');
      return { since: clampDay(ymd(last.startOf('month')), today), until: clampDay(ymd(last.endOf('month')), today) };
    }
    case 'since-start':
      return { since: STATS_START, until: today };
  }
}

/** Inclusive length in days. */
export const rangeDays = (range: DateRange): number => dayjs(range.until).diff(dayjs(range.since), 'day') + 1;

/** The preset a range equals, if any. */
export function matchPreset(range: DateRange, today: string): Preset | null {
  return (
    PRESETS.find((p) => {
      const r = presetRange(p, today);
      return r.since === range.since && r.until === range.until;
    }) ?? null
  );
}

/** Reads `since`/`until` (YYYY-MM-DD) from search params; invalid or missing → the fallback preset. */
export function rangeFromParams(params: URLSearchParams, today: string, fallback: Preset): DateRange {
  const since = params.get('since');
  const until = params.get('until');
  if (since && until && ISO_DAY.test(since) && ISO_DAY.test(until) && dayjs(since).isValid() && dayjs(until).isValid()) {
    const s = clampDay(since, today);
    const u = clampDay(until, today);
    return s <= u ? { since: s, until: u } : { since: u, until: s };
  }
  return presetRange(fallback, today);
}

/** Percentage change from `previous` to `current`; null when there is nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return (current - previous) / Math.abs(previous);
}

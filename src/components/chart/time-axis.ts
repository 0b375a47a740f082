// How a period is cut into chart points and how a point's day is written on the time axis,
// shared by the statistics charts (affiliate and admin).
import type { IntlShape } from 'react-intl';

export type Granularity = 'day' | 'week' | 'month' | 'quarter';

/** Point length for a period: days up to ~3 months, weeks up to a year, then months. */
export function granularityFor(days: number): 'day' | 'week' | 'month' {
  if (days <= 93) return 'day';
  return days <= 366 ? 'week' : 'month';
}

/** A YYYY-MM-DD day at noon, so no time zone moves it to the day before. */
export const noon = (day: string): string => `${day}T12:00:00`;

/** The axis label of a point starting on `day`: "05 Nov" for days and weeks, "Nov 26" for months and quarters. */
export function axisDateLabel(intl: IntlShape, day: string, granularity: Granularity): string {
  return granularity === 'month' || granularity === 'quarter'
    ? intl.formatDate(noon(day), { month: 'short', year: '2-digit' })
    : intl.formatDate(noon(day), { day: '2-digit', month: 'short' });
}

/** A short amount for an axis tick ("R$ 1,8 mi", "$1.8M"): the exact value is in the tooltip. */
export function compactMoney(value: number, locale: string, currency: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

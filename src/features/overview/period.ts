// The overview's period (spec §5): statistics start on 2024-05-01 and end today in Brazil's time
// (UTC−3), whatever the browser's time zone.
export const PERIOD_START = '2024-05-01';

/** Today's date (YYYY-MM-DD) in Brazil's time. */
export function brazilToday(now: Date = new Date()): string {
  return new Date(now.getTime() - 3 * 60 * 60_000).toISOString().slice(0, 10);
}

// Calendar arithmetic in Brazil's time (UTC−3): payout windows, "today" and the Sunday reset
// are Brazilian calendar facts, while every stored date is a UTC instant.
/** Brazil has kept UTC−3 all year since it dropped daylight saving in 2019. */
const BRAZIL_UTC_OFFSET_HOURS = -3;
const OFFSET_MS = BRAZIL_UTC_OFFSET_HOURS * 3_600_000;
export const DAY_MS = 86_400_000;

/** Shifting by the offset lets the UTC getters read Brazilian wall-clock fields. */
function shifted(date: Date): Date {
  return new Date(date.getTime() + OFFSET_MS);
}

export interface BrazilParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0 = Sunday */
  weekday: number;
}

export function brazilParts(date: Date): BrazilParts {
  const s = shifted(date);
  return { year: s.getUTCFullYear(), month: s.getUTCMonth() + 1, day: s.getUTCDate(), weekday: s.getUTCDay() };
}

export function brazilDayOfMonth(date: Date): number {
  return shifted(date).getUTCDate();
}

/** The instant of 00:00 (UTC−3) on a Brazilian calendar day; month/day may overflow like Date.UTC. */
export function brazilMidnight(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day) - OFFSET_MS);
}

export function brazilStartOfDay(date: Date): Date {
  const { year, month, day } = brazilParts(date);
  return brazilMidnight(year, month, day);
}

export function nextBrazilMidnight(date: Date): Date {
  return new Date(brazilStartOfDay(date).getTime() + DAY_MS);
}

/** 'YYYY-MM-DD' of the Brazilian calendar day that contains `date`. */
export function brazilDate(date: Date): string {
  return shifted(date).toISOString().slice(0, 10);
}

/** Reads 'YYYY-MM-DD' (or a longer ISO string's date part) as Brazil's midnight of that day. */
export function brazilDayStart(ymd: string): Date {
  const [y, m, d] = ymd.slice(0, 10).split('-').map(Number);
  return brazilMidnight(y ?? NaN, m ?? NaN, d ?? NaN);
}

/** Sunday 00:00 (UTC−3) that started the current week; on a Sunday that is today's midnight. */
export function lastSundayStart(date: Date): Date {
  const { weekday } = brazilParts(date);
  return new Date(brazilStartOfDay(date).getTime() - weekday * DAY_MS);
}

export function nextSundayStart(date: Date): Date {
  return new Date(lastSundayStart(date).getTime() + 7 * DAY_MS);
}

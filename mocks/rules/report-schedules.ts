// The rules of scheduled reports (issue 20): when a schedule sends (weekly on Mondays, monthly on
// the 1st, at 08:00 in Brazil), which period each send covers, the file's name and the CSV itself.
// New report kinds (the monthly statement of issue 19) join REPORT_KINDS with their own rows.
import { createReportScheduleLimits } from '@/api/generated/zod/contract-limits';
import { brazilDate, brazilMidnight, brazilParts, DAY_MS } from './brazil-time';

export type ReportFrequency = 'weekly' | 'monthly';
/** The reports a schedule can send; the monthly statement joins here once statements exist. */
export const REPORT_KINDS = ['statistics'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const MAX_SCHEDULES = createReportScheduleLimits.maxSchedules;
/** 08:00 in Brazil. */
export const SEND_HOUR = 8;
/** How many missed sends one catch-up records per schedule at most (a clock moved years ahead). */
export const MAX_CATCH_UP = 60;

const at8 = (year: number, month: number, day: number) => new Date(brazilMidnight(year, month, day).getTime() + SEND_HOUR * 3_600_000);

/** The first send time strictly after `after`. */
export function nextSendAfter(frequency: ReportFrequency, after: Date): Date {
  const p = brazilParts(after);
  if (frequency === 'monthly') {
    const thisMonth = at8(p.year, p.month, 1);
    if (thisMonth.getTime() > after.getTime()) return thisMonth;
    return p.month === 12 ? at8(p.year + 1, 1, 1) : at8(p.year, p.month + 1, 1);
  }
  const daysToMonday = (8 - p.weekday) % 7; // weekday 0 = Sunday, 1 = Monday
  const candidate = new Date(at8(p.year, p.month, p.day).getTime() + daysToMonday * DAY_MS);
  return candidate.getTime() > after.getTime() ? candidate : new Date(candidate.getTime() + 7 * DAY_MS);
}

/** The Brazilian days (YYYY-MM-DD, inclusive) a send at `sentAt` covers. */
export function periodOf(frequency: ReportFrequency, sentAt: Date): { start: string; end: string } {
  const p = brazilParts(sentAt);
  if (frequency === 'monthly') {
    const [year, month] = p.month === 1 ? [p.year - 1, 12] : [p.year, p.month - 1];
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const pad = (n: number) => String(n).padStart(2, '0');
    return { start: `${year}-${pad(month)}-01`, end: `${year}-${pad(month)}-${pad(last)}` };
  }
  const day = brazilMidnight(p.year, p.month, p.day).getTime();
  return { start: brazilDate(new Date(day - 7 * DAY_MS)), end: brazilDate(new Date(day - DAY_MS)) };
}

export const sendFileName = (report: ReportKind, period: { start: string; end: string }) => `${report}-${period.start}-${period.end}.csv`;

/** Every send time after `after` up to `now` (inclusive), at most MAX_CATCH_UP. */
export function dueSends(frequency: ReportFrequency, after: Date, now: Date): Date[] {
  const out: Date[] = [];
  let next = nextSendAfter(frequency, after);
  while (next.getTime() <= now.getTime() && out.length < MAX_CATCH_UP) {
    out.push(next);
    next = nextSendAfter(frequency, next);
  }
  return out;
}

export interface StatisticsLine {
  Date: string;
  Campaign: string;
  Registrations: number;
  FTD: number;
  QFTD: number;
  Commission: number;
}

/** A cell as text; one a spreadsheet would read as a formula is escaped with a leading `'`. */
function cell(value: string | number): string {
  let text = typeof value === 'number' ? String(value) : value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const STATISTICS_HEADER = ['Date', 'Campaign', 'Registrations', 'FTD', 'QFTD', 'Commission'] as const;

export function statisticsCsv(lines: readonly StatisticsLine[]): string {
  const rows = lines.map((l) => [l.Date, l.Campaign, l.Registrations, l.FTD, l.QFTD, l.Commission.toFixed(2)].map(cell).join(','));
  return `${[STATISTICS_HEADER.join(','), ...rows].join('\n')}\n`;
}

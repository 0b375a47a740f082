// Daily report rows (Commission, FTD, QFTD, Registrations) per campaign for the 18 months up to
// the seed's `now`. Made on first use from a stream seeded by the campaign ID and cached, so a
// large seed does not pay for millions of rows up front, and the same campaign always gets the
// same rows. Also the sums (key-sum) and per-day/per-month series (graph) over a user's campaigns.
import { brazilDate, brazilMidnight, brazilParts, DAY_MS } from '../rules/brazil-time';
import { QUALIFICATION_START } from '../rules/payout';
import { DEMO_IDS } from './demo-accounts';
import { hashSeed, mulberry32 } from './random';
import { REPORT_COLUMNS, type ReportColumn } from './enums';
import type { CampaignRecord, ReportRow } from './types';

export const REPORT_MONTHS = 18;
const REPORT_SEED = 0x5eed;

export interface ReportRange {
  /** YYYY-MM-DD (Brazil), inclusive; defaults to the qualification start, 2024-05-01. */
  since?: string;
  /** YYYY-MM-DD (Brazil), inclusive; defaults to the last generated day. */
  until?: string;
  /** Only these campaigns of the user. */
  campaignIds?: readonly number[];
}
export type ReportTotals = Record<ReportColumn, number>;
export interface GraphPoint extends ReportTotals {
  /** YYYY-MM-DD per day, YYYY-MM per month. */
  Date: string;
}
export interface ReportSource {
  now: Date;
  campaign(id: number): CampaignRecord | undefined;
  campaignsOf(userId: number): readonly CampaignRecord[];
}

const dayNumber = (ymd: string) => Date.parse(`${ymd.slice(0, 10)}T00:00:00Z`) / DAY_MS;
const dayString = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
const zero = (): ReportTotals => ({ Commission: 0, FTD: 0, QFTD: 0, Registrations: 0 });
/** Accepts YYYY-MM-DD, or a full ISO instant read as a Brazilian day. */
const toDay = (s: string) => (s.length === 10 ? s : brazilDate(new Date(s)));

/**
 * Demo accounts whose traffic is set rather than drawn: busy enough to qualify for a payout
 * (10 QFTD or 15 FTD) in any month, or next to nothing (the account that shows code 2008).
 */
const REPORT_PROFILES: Partial<Record<number, 'busy' | 'quiet'>> = {
  [DEMO_IDS.affiliate]: 'busy',
  [DEMO_IDS.pending]: 'busy',
  [DEMO_IDS.processing]: 'busy',
  [DEMO_IDS.nocompany]: 'busy',
  [DEMO_IDS.newcompany]: 'busy',
  [DEMO_IDS.receipts]: 'busy',
  [DEMO_IDS.unqualified]: 'quiet',
  [DEMO_IDS.secure]: 'busy',
  [DEMO_IDS.mexico]: 'busy',
};

function generateRows(c: CampaignRecord, first: number, last: number): ReportRow[] {
  const rnd = mulberry32(hashSeed(REPORT_SEED, c.ID));
  const profile = REPORT_PROFILES[c.UserID];
  const busy = profile === 'busy';
  const volume = busy ? 6 + rnd() * 4 : profile === 'quiet' ? 0.05 + rnd() * 0.05 : 0.2 + rnd() ** 2 * 8;
  const ftdRate = busy ? 0.35 : 0.1 + rnd() * 0.3;
  const qftdRate = busy ? 0.7 : 0.4 + rnd() * 0.5;
  const cpaCents = 4000 + Math.floor(rnd() * 8000);
  const start = Math.max(first, dayNumber(brazilDate(new Date(c.CreatedAt))));
  const rows: ReportRow[] = [];
  for (let d = start; d <= last; d++) {
    const growth = 0.6 + (0.8 * (d - first)) / Math.max(1, last - first);
    const weekday = (d + 4) % 7; // day 0 (1970-01-01) was a Thursday
    const weekend = weekday === 0 || weekday === 6 ? 1.25 : 1;
    const Registrations = Math.floor(volume * growth * weekend * (0.4 + 1.2 * rnd()) + rnd());
    const FTD = Math.floor(Registrations * ftdRate + rnd());
    const QFTD = Math.floor(FTD * qftdRate + rnd());
    const cents = QFTD * cpaCents + Math.floor(rnd() * FTD * 1500);
    rows.push({ Date: dayString(d), CampaignID: c.ID, Commission: cents / 100, FTD, QFTD, Registrations });
  }
  return rows;
}

export function createReports(source: ReportSource) {
  const { year, month, day } = brazilParts(source.now);
  const lastDay = brazilDate(source.now);
  const firstDay = brazilDate(brazilMidnight(year, month - REPORT_MONTHS, day));
  const first = dayNumber(firstDay);
  const last = dayNumber(lastDay);
  const cache = new Map<number, ReportRow[]>();

  function reportRows(campaignId: number): readonly ReportRow[] {
    const cached = cache.get(campaignId);
    if (cached) return cached;
    const c = source.campaign(campaignId);
    if (!c) return []; // not cached: the ID may be given to a campaign created later
    const rows = generateRows(c, first, last);
    cache.set(campaignId, rows);
    return rows;
  }

  /** Calls `visit` for each of the user's rows in the range, reading only the days asked for. */
  function eachRow(userId: number, range: ReportRange, visit: (row: ReportRow) => void): void {
    const from = Math.max(first, dayNumber(toDay(range.since ?? QUALIFICATION_START)));
    const to = Math.min(last, dayNumber(toDay(range.until ?? lastDay)));
    const only = range.campaignIds ? new Set(range.campaignIds) : null;
    for (const c of source.campaignsOf(userId)) {
      if (only && !only.has(c.ID)) continue;
      const rows = reportRows(c.ID);
      const head = rows[0];
      if (!head) continue;
      const offset = dayNumber(head.Date);
      const end = Math.min(rows.length - 1, to - offset);
      for (let i = Math.max(0, from - offset); i <= end; i++) visit(rows[i] as ReportRow);
    }
  }

  function add(into: ReportTotals, row: ReportRow): void {
    into.Commission += Math.round(row.Commission * 100);
    into.FTD += row.FTD;
    into.QFTD += row.QFTD;
    into.Registrations += row.Registrations;
  }

  /** Sums of the asked columns (all four by default); Commission in currency units. */
  function keySum(userId: number, range: ReportRange & { columns?: readonly ReportColumn[] } = {}) {
    const total = zero();
    eachRow(userId, range, (row) => add(total, row));
    total.Commission /= 100; // summed in cents to stay exact
    const columns = range.columns ?? REPORT_COLUMNS;
    return Object.fromEntries(columns.map((k) => [k, total[k]])) as Partial<ReportTotals>;
  }

  /** One point per day or month of the range, zeros where there was no traffic. */
  function graph(userId: number, range: ReportRange & { groupBy?: 'day' | 'month' } = {}): GraphPoint[] {
    const key = range.groupBy === 'month' ? (d: string) => d.slice(0, 7) : (d: string) => d;
    const points = new Map<string, GraphPoint>();
    const from = Math.max(first, dayNumber(toDay(range.since ?? QUALIFICATION_START)));
    const to = Math.min(last, dayNumber(toDay(range.until ?? lastDay)));
    for (let d = from; d <= to; d++) {
      const k = key(dayString(d));
      if (!points.has(k)) points.set(k, { Date: k, ...zero() });
    }
    eachRow(userId, range, (row) => add(points.get(key(row.Date)) as GraphPoint, row));
    for (const p of points.values()) p.Commission /= 100;
    return [...points.values()];
  }

  return { firstDay, lastDay, reportRows, keySum, graph, clear: () => cache.clear() };
}
export type Reports = ReturnType<typeof createReports>;

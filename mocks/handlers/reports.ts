// Reports of the signed-in affiliate: the daily rows, the chart series, the fast-info sums and
// the refresh job. Figures come from the store's lazy report rows (db/reports.ts); the columns
// the rows do not carry (clicks, deposits, NGR) are derived from them so they stay consistent.
// Registrations and balance history live in reports-history.ts.
import {
  getGetReportsGraphMockHandler,
  getGetReportsKeySumMockHandler,
  getGetReportsMockHandler,
  getGetReportsUpdateMockHandler,
  getRequestReportsUpdateMockHandler,
} from '@/api/generated/endpoints/reports/reports.msw';
import type { FastInfo } from '@/api/generated/model/fastInfo';
import type { ReportGraphPoint } from '@/api/generated/model/reportGraphPoint';
import type { ReportPage } from '@/api/generated/model/reportPage';
import type { ReportRow } from '@/api/generated/model/reportRow';
import type { ReportsUpdate } from '@/api/generated/model/reportsUpdate';
import { REPORT_COLUMNS, type ReportColumn } from '../db/enums';
import type { Store } from '../db/store';
import type { CampaignRecord, ReportRow as ReportRowRecord, UserRecord } from '../db/types';
import { authed } from '../http/auth';
import { paginate } from '../http/respond';
import { brazilDate } from '../rules/brazil-time';
import { QUALIFICATION_START } from '../rules/payout';
import { reportsHistoryHandlers } from './reports-history';
import { logActivity, QueryCheck, sortBy } from './support';

/** How long a refresh job waits in the queue, and when it is done (by the store's clock). */
export const REPORT_JOB_QUEUED_MS = 5_000;
export const REPORT_JOB_DONE_MS = 60_000;
const REPORT_JOB_ACTION = 'reports_update';

/** `columns` repeated (`columns=FTD&columns=QFTD`), comma-separated, or as axios sends arrays (`columns[]=`). */
export function readColumns(q: QueryCheck): ReportColumn[] | undefined {
  const raw = [...q.url.searchParams.getAll('columns'), ...q.url.searchParams.getAll('columns[]')]
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  if (!raw.length) return undefined;
  const bad = raw.filter((c) => !REPORT_COLUMNS.includes(c as ReportColumn));
  if (bad.length) {
    q.fields.push({ field: 'columns', message: `Unknown column ${bad.join(', ')}; one of ${REPORT_COLUMNS.join(', ')}` });
    return undefined;
  }
  return [...new Set(raw as ReportColumn[])];
}

const cents = (n: number) => Math.round(n * 100);

function toReportRow(r: ReportRowRecord, campaign: CampaignRecord | undefined): ReportRow {
  const day = Number(r.Date.slice(8, 10));
  return {
    Date: r.Date,
    CampaignID: r.CampaignID,
    CampaignName: campaign?.Name ?? null,
    Clicks: r.Registrations * 9 + r.FTD * 3 + (day % 7),
    Registrations: r.Registrations,
    FTD: r.FTD,
    QFTD: r.QFTD,
    Deposits: (r.FTD * 8_000 + r.QFTD * 4_500 + r.Registrations * 350) / 100,
    NGR: Math.round(cents(r.Commission) * 2.5) / 100,
    Commission: r.Commission,
  };
}

function campaignsIn(store: Store, user: UserRecord, campaignId?: number): readonly CampaignRecord[] {
  const own = store.ownedBy('campaigns', user.ID);
  return campaignId === undefined ? own : own.filter((c) => c.ID === campaignId);
}

/** Sunday (YYYY-MM-DD) of the week a day belongs to; weeks start on Sunday as the demo reset does. */
function weekOf(ymd: string): string {
  const ms = Date.parse(`${ymd}T00:00:00Z`);
  return new Date(ms - new Date(ms).getUTCDay() * 86_400_000).toISOString().slice(0, 10);
}

function graphPoints(
  store: Store,
  user: UserRecord,
  since: string | undefined,
  until: string | undefined,
  granularity: 'day' | 'week' | 'month',
  columns: readonly ReportColumn[],
): ReportGraphPoint[] {
  const days = store.reports.graph(user.ID, { since, until, groupBy: 'day' });
  const key = granularity === 'day' ? (d: string) => d : granularity === 'week' ? weekOf : (d: string) => `${d.slice(0, 7)}-01`;
  const sums = new Map<string, Record<ReportColumn, number>>();
  for (const p of days) {
    const k = key(p.Date);
    const s = sums.get(k) ?? { Commission: 0, FTD: 0, QFTD: 0, Registrations: 0 };
    s.Commission += cents(p.Commission);
    s.FTD += p.FTD;
    s.QFTD += p.QFTD;
    s.Registrations += p.Registrations;
    sums.set(k, s);
  }
  return [...sums].map(([Date, s]) => {
    const point: ReportGraphPoint = { Date };
    for (const c of columns) point[c] = c === 'Commission' ? s.Commission / 100 : s[c];
    return point;
  });
}

function jobStatus(store: Store, user: UserRecord): ReportsUpdate {
  const jobs = store.ownedBy('activityLogs', user.ID).filter((r) => r.Action === REPORT_JOB_ACTION);
  const last = jobs[jobs.length - 1];
  if (!last) return { status: 'idle', requestedAt: null, finishedAt: null };
  const elapsed = store.clock.now().getTime() - Date.parse(last.CreatedAt);
  if (elapsed < REPORT_JOB_QUEUED_MS) return { status: 'queued', requestedAt: last.CreatedAt, finishedAt: null };
  if (elapsed < REPORT_JOB_DONE_MS) return { status: 'running', requestedAt: last.CreatedAt, finishedAt: null };
  const finishedAt = new Date(Date.parse(last.CreatedAt) + REPORT_JOB_DONE_MS).toISOString();
  return { status: 'done', requestedAt: last.CreatedAt, finishedAt };
}

export const reportsHandlers = [
  getGetReportsGraphMockHandler(
    authed(({ url, user, store }) => {
      const q = new QueryCheck(url);
      const { since, until } = q.period();
      const columns = readColumns(q) ?? REPORT_COLUMNS;
      const granularity = q.oneOf('granularity', ['day', 'week', 'month'] as const) ?? 'day';
      if (!q.ok) throw q.problem();
      // The contract caps the series at 1000 points; 18 months of days is about 550.
      return graphPoints(store, user, since, until, granularity, columns).slice(-1000);
    }),
  ),

  getGetReportsKeySumMockHandler(
    authed(({ url, user, store }) => {
      const q = new QueryCheck(url);
      const today = brazilDate(store.clock.now());
      const askedSince = q.day('since');
      const askedUntil = q.day('until');
      const columns = readColumns(q) ?? REPORT_COLUMNS;
      q.oneOf('operation', ['sum'] as const);
      if (!q.ok) throw q.problem();
      // Not before the qualification start, not after today.
      const since = askedSince && askedSince > QUALIFICATION_START ? askedSince : QUALIFICATION_START;
      const until = askedUntil && askedUntil < today ? askedUntil : today;
      const sums = since <= until ? store.reports.keySum(user.ID, { since, until, columns }) : {};
      const body: FastInfo = {
        Commission: sums.Commission ?? 0,
        FTD: sums.FTD ?? 0,
        QFTD: sums.QFTD ?? 0,
        Registrations: sums.Registrations ?? 0,
      };
      return body;
    }),
  ),

  getGetReportsUpdateMockHandler(authed(({ user, store }) => jobStatus(store, user))),

  getRequestReportsUpdateMockHandler(
    authed(({ request, user, store }) => {
      const current = jobStatus(store, user);
      if (current.status === 'queued' || current.status === 'running') return current;
      // The job is kept as an activity row, so a store reset forgets it and the clock drives it.
      logActivity(store, user, REPORT_JOB_ACTION, 'Atualização dos relatórios solicitada', request);
      return jobStatus(store, user);
    }),
  ),

  getGetReportsMockHandler(
    authed(({ url, user, store }) => {
      const q = new QueryCheck(url);
      const { since, until } = q.period();
      const campaignId = q.int('campaignId');
      const paging = q.page(['Date', 'Registrations', 'FTD', 'QFTD', 'Deposits', 'NGR', 'Commission'], 'Date');
      if (!q.ok) throw q.problem();
      const rows: ReportRow[] = [];
      for (const c of campaignsIn(store, user, campaignId)) {
        for (const r of store.reports.reportRows(c.ID)) {
          if ((!since || r.Date >= since) && (!until || r.Date <= until)) rows.push(toReportRow(r, c));
        }
      }
      // Ties (same day) keep campaign order, so pages do not shuffle between calls.
      const sorted = sortBy(
        rows.map((r, i) => ({ ...r, ID: i })),
        paging.sort ?? 'Date',
        paging.order,
      ).map(({ ID: _id, ...r }) => r);
      const body: ReportPage = paginate(sorted, paging);
      return body;
    }),
  ),

  ...reportsHistoryHandlers,
];

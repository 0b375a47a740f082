// Legacy data exports (/api/management/data/legacy) as background jobs that run on the store's
// clock: queued for 5 s, running until 60 s, then done. The CSV is written when a job is first
// seen done and stored as a media file (GET /api/media/{fileId} serves it).
// reports and registrations are per campaign-day of one partner, so they need `partnerId`
// (generating every partner's rows at the 10,000-partner scale would stall the mock).
import Papa from 'papaparse';
import {
  getAdminGetLegacyDataMockHandler,
  getAdminRequestLegacyDataMockHandler,
} from '@/api/generated/endpoints/admin-data/admin-data.msw';
import type { AdminLegacyData } from '@/api/generated/model/adminLegacyData';
import type { AdminLegacyDataset } from '@/api/generated/model/adminLegacyDataset';
import type { AdminLegacyExport } from '@/api/generated/model/adminLegacyExport';
import { adminRequestLegacyDataBody } from '@/api/generated/zod/admin-data/admin-data.zod';
import { isoRange } from '../db/queries';
import type { Store } from '../db/store';
import type { Db } from '../db/types';
import { authed } from '../http/auth';
import { readBody } from '../http/body';
import { invalid, paginate } from '../http/respond';
import { brazilDate, DAY_MS } from '../rules/brazil-time';
import { QueryCheck, sortBy } from './support';

export const LEGACY_QUEUED_MS = 5_000;
export const LEGACY_DONE_MS = 60_000;
const MAX_DAYS = 366;
const PER_PARTNER: readonly AdminLegacyDataset[] = ['reports', 'registrations'];

interface Job {
  id: number;
  dataset: AdminLegacyDataset;
  since: string;
  until: string;
  partnerId: number | null;
  requestedBy: number;
  requestedAt: string;
  fileId: string | null;
  rows: number | null;
}

/** Jobs per seeded database: a store reset starts a new Db, and with it an empty job list. */
const jobsByDb = new WeakMap<Db, Job[]>();
function jobsOf(store: Store): Job[] {
  let jobs = jobsByDb.get(store.db);
  if (!jobs) jobsByDb.set(store.db, (jobs = []));
  return jobs;
}

type Table = { fields: string[]; data: (string | number)[][] };
const money = (n: number) => n.toFixed(2);

function table(store: Store, job: Job): Table {
  const [from, to] = isoRange(job.since, job.until);
  const within = (iso: string) => iso >= from && iso < to;
  const mine = (userId: number) => job.partnerId === null || userId === job.partnerId;
  const users = [...store.db.users.values()].filter((u) => mine(u.ID));
  switch (job.dataset) {
    case 'partners':
      return {
        fields: ['ID', 'Username', 'Email', 'FirstName', 'LastName', 'Country', 'Status', 'CreatedAt'],
        data: users
          .filter((u) => within(u.CreatedAt))
          .map((u) => [u.ID, u.Username, u.Email, u.FirstName, u.LastName, u.Country, u.Status, u.CreatedAt]),
      };
    case 'balances':
      return {
        fields: ['ID', 'Username', 'Currency', 'Balance', 'SubBalance', 'PendingCommission'],
        data: users
          .filter((u) => u.CreatedAt < to)
          .map((u) => [u.ID, u.Username, u.Currency, money(u.Balance), money(u.SubBalance), money(u.PendingCommission)]),
      };
    case 'payments': {
      const payments = job.partnerId === null ? [...store.db.payments.values()] : store.ownedBy('payments', job.partnerId);
      return {
        fields: ['ID', 'PartnerID', 'Amount', 'Status', 'Category', 'CreatedAt', 'UpdatedAt'],
        data: payments
          .filter((p) => within(p.CreatedAt))
          .map((p) => [p.ID, p.UserID, money(p.Amount), p.Status, p.Category, p.CreatedAt, p.UpdatedAt]),
      };
    }
    case 'registrations':
      return {
        fields: ['Date', 'Registrations', 'FTD', 'QFTD'],
        data: store.reports
          .graph(job.partnerId ?? 0, { since: job.since, until: job.until, groupBy: 'day' })
          .map((p) => [p.Date, p.Registrations, p.FTD, p.QFTD]),
      };
    case 'reports': {
      const data: (string | number)[][] = [];
      for (const c of store.ownedBy('campaigns', job.partnerId ?? 0)) {
        for (const r of store.reports.reportRows(c.ID)) {
          if (r.Date >= job.since && r.Date <= job.until)
            data.push([r.Date, r.CampaignID, c.Name, r.Registrations, r.FTD, r.QFTD, money(r.Commission)]);
        }
      }
      return { fields: ['Date', 'CampaignID', 'CampaignName', 'Registrations', 'FTD', 'QFTD', 'Commission'], data };
    }
  }
}

/** Writes the CSV of a job that has become done, once. */
function finish(store: Store, job: Job, finishedAt: string): void {
  if (job.fileId) return;
  const { fields, data } = table(store, job);
  const bytes = new TextEncoder().encode(`${Papa.unparse({ fields, data }, { newline: '\n' })}\n`);
  const ID = store.newMediaId();
  store.insert('media', {
    ID,
    OwnerID: job.requestedBy,
    Name: `legacy-${job.dataset}-${job.since}-${job.until}.csv`,
    Type: 'text/csv',
    Size: bytes.length,
    Bytes: bytes,
    CreatedAt: finishedAt,
  });
  job.fileId = ID;
  job.rows = data.length;
}

function toExport(store: Store, job: Job): AdminLegacyExport {
  const elapsed = store.clock.now().getTime() - Date.parse(job.requestedAt);
  const finishedAt = new Date(Date.parse(job.requestedAt) + LEGACY_DONE_MS).toISOString();
  const done = elapsed >= LEGACY_DONE_MS;
  if (done) finish(store, job, finishedAt);
  return {
    id: job.id,
    dataset: job.dataset,
    since: job.since,
    until: job.until,
    partnerId: job.partnerId,
    status: done ? 'done' : elapsed >= LEGACY_QUEUED_MS ? 'running' : 'queued',
    requestedBy: job.requestedBy,
    requestedAt: job.requestedAt,
    finishedAt: done ? finishedAt : null,
    fileId: done ? job.fileId : null,
    rows: done ? job.rows : null,
  };
}

const list = authed(
  ({ url, store }) => {
    const check = new QueryCheck(url);
    const paging = check.page(['id', 'requestedAt', 'status'], 'requestedAt');
    if (!check.ok) throw check.problem();
    const items = jobsOf(store).map((j) => toExport(store, j));
    // Ties (same instant or status) fall back to the job id, newest first when descending.
    const sorted = sortBy(
      items.map((e) => ({ ...e, ID: e.id })),
      paging.sort ?? 'requestedAt',
      paging.order,
    ).map(({ ID: _id, ...e }) => e);
    return paginate(sorted, paging) satisfies AdminLegacyData;
  },
  { permissions: ['admin:master'] },
);

const request = authed(
  async ({ request: req, store, user }) => {
    const { dataset, since, until, partnerId } = await readBody(req, adminRequestLegacyDataBody);
    const today = brazilDate(store.clock.now());
    const fields = [];
    if (until < since) fields.push({ field: 'until', message: 'Not before since' });
    else if ((Date.parse(until) - Date.parse(since)) / DAY_MS + 1 > MAX_DAYS)
      fields.push({ field: 'until', message: `At most ${MAX_DAYS} days after since` });
    if (until > today) fields.push({ field: 'until', message: `Not in the future (today is ${today})` });
    if (partnerId !== undefined && !store.db.users.has(partnerId)) fields.push({ field: 'partnerId', message: 'No partner with this ID' });
    if (partnerId === undefined && PER_PARTNER.includes(dataset))
      fields.push({ field: 'partnerId', message: `Required for the ${dataset} dataset` });
    if (fields.length) throw invalid(fields);
    const jobs = jobsOf(store);
    const job: Job = {
      id: jobs.length + 1,
      dataset,
      since,
      until,
      partnerId: partnerId ?? null,
      requestedBy: user.ID,
      requestedAt: store.clock.now().toISOString(),
      fileId: null,
      rows: null,
    };
    jobs.push(job);
    return toExport(store, job);
  },
  { permissions: ['admin:master'] },
);

export const adminLegacyHandlers = [getAdminGetLegacyDataMockHandler(list), getAdminRequestLegacyDataMockHandler(request)];

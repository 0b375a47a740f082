// The scheduled jobs (PATCH /api/cron/*): each answers 202 `{ job, startedAt }` at once and needs
// admin:master. In the mock a job runs to the end before the answer goes out; what each does:
//   partners                         lifts every ban whose UnbanDate has passed and every sign-in
//                                    lock that has run out (what sign-in does for one partner)
//   partners/balances                nothing to recompute: balances are stored figures here
//   partners/make                    nothing: accounts are made at sign-up, approved by an admin
//   partners/metrics/sub-affiliates  nothing: sub-affiliate figures are summed on every read
//   registrations                    nothing: registrations come from the report rows
//   reports                          drops the cached report rows (they are generated again,
//                                    the same, on next use) and finishes every queued or running
//                                    report-update request of the partners (reports.ts)
//   postback                         nothing: postbacks are logged when they are sent
//   settings                         nothing: the 10-a-day change counter runs out by itself
//                                    at midnight (UTC−3)
import {
  getCronPartnersBalancesMockHandler,
  getCronPartnersMakeMockHandler,
  getCronPartnersMockHandler,
  getCronPostbackMockHandler,
  getCronRegistrationsMockHandler,
  getCronReportsMockHandler,
  getCronSettingsMockHandler,
  getCronSubAffiliateMetricsMockHandler,
} from '@/api/generated/endpoints/cron/cron.msw';
import type { AdminCronJob } from '@/api/generated/model/adminCronJob';
import type { AdminCronJobJob } from '@/api/generated/model/adminCronJobJob';
import type { Store } from '../db/store';
import { authed } from '../http/auth';
import { REPORT_JOB_DONE_MS } from './reports';

type CronFactory = typeof getCronPartnersMockHandler;

/** The activity rows reports.ts writes for a report-update request; done REPORT_JOB_DONE_MS after. */
const REPORT_JOB_ACTION = 'reports_update';

function liftExpired(store: Store): void {
  const now = store.clock.now().getTime();
  for (const u of store.db.users.values()) {
    if (u.Status === 'banned' && u.UnbanDate && Date.parse(u.UnbanDate) <= now) {
      store.update('users', u.ID, { Status: 'active', BannedAt: null, BanReason: null, UnbanDate: null });
    }
    if (u.LockedUntil && Date.parse(u.LockedUntil) <= now) store.update('users', u.ID, { LockedUntil: null, FailedSignIns: 0 });
  }
}

/** A request is done REPORT_JOB_DONE_MS after it was made, so an unfinished one is dated back to then. */
function finishReportJobs(store: Store): void {
  store.reports.clear();
  const doneBefore = store.clock.now().getTime() - REPORT_JOB_DONE_MS;
  for (const row of store.db.activityLogs.values()) {
    if (row.Action === REPORT_JOB_ACTION && Date.parse(row.CreatedAt) > doneBefore) {
      store.update('activityLogs', row.ID, { CreatedAt: new Date(doneBefore).toISOString() });
    }
  }
}

/** Each job with its operation's factory and what it does here (null: nothing to do in the mock). */
const JOBS: readonly [AdminCronJobJob, CronFactory, ((store: Store) => void) | null][] = [
  ['partners', getCronPartnersMockHandler, liftExpired],
  ['partners/balances', getCronPartnersBalancesMockHandler, null],
  ['partners/make', getCronPartnersMakeMockHandler, null],
  ['partners/metrics/sub-affiliates', getCronSubAffiliateMetricsMockHandler, null],
  ['registrations', getCronRegistrationsMockHandler, null],
  ['reports', getCronReportsMockHandler, finishReportJobs],
  ['postback', getCronPostbackMockHandler, null],
  ['settings', getCronSettingsMockHandler, null],
];

export const cronHandlers = JOBS.map(([job, factory, run]) =>
  factory(
    authed(
      ({ store }) => {
        const startedAt = store.clock.now().toISOString();
        run?.(store);
        return { job, startedAt } satisfies AdminCronJob;
      },
      { permissions: ['admin:master'] },
    ),
  ),
);

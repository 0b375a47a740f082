// Administrators and the partners' scheduled reports (issue 20): one server-paged list (partner,
// status and frequency filters; the next send first, paused last), pause with a reason the
// partner sees (only an administrator resumes it), and resume. Deleted schedules are not listed.
import {
  getAdminListReportSchedulesMockHandler,
  getAdminPauseReportScheduleMockHandler,
  getAdminResumeReportScheduleMockHandler,
} from '@/api/generated/endpoints/admin-schedules/admin-schedules.msw';
import type { AdminReportSchedule } from '@/api/generated/model/adminReportSchedule';
import type { AdminReportSchedulePage } from '@/api/generated/model/adminReportSchedulePage';
import { adminListReportSchedulesQueryQMax, adminPauseReportScheduleBody } from '@/api/generated/zod/admin-schedules/admin-schedules.zod';
import type { Store } from '../db/store';
import type { ReportScheduleRecord } from '../db/types';
import { authed } from '../http/auth';
import { readBody } from '../http/body';
import { notFound, paginate } from '../http/respond';
import { recordDueSends, setPaused, toSchedule } from './scheduled-reports';
import { QueryCheck, sortBy } from './support';

const READ = ['admin:report-schedules:read'];
const UPDATE = ['admin:report-schedules:update'];

function toAdmin(store: Store, s: ReportScheduleRecord, sends: ReadonlyMap<number, number>): AdminReportSchedule {
  const user = store.db.users.get(s.UserID);
  return { ...toSchedule(s, user?.Email ?? ''), PartnerID: s.UserID, PartnerUsername: user?.Username ?? '', Sends: sends.get(s.ID) ?? 0 };
}

function sendCounts(store: Store, only?: number): Map<number, number> {
  const counts = new Map<number, number>();
  const rows = only === undefined ? store.db.reportSends.values() : store.ownedBy('reportSends', only);
  for (const send of rows) counts.set(send.ScheduleID, (counts.get(send.ScheduleID) ?? 0) + 1);
  return counts;
}

const liveSchedule = (store: Store, id: number) => {
  const s = store.db.reportSchedules.get(id);
  return s && !s.DeletedAt ? s : undefined;
};

export const adminSchedulesHandlers = [
  getAdminListReportSchedulesMockHandler(
    authed(
      ({ url, store }) => {
        const q = new QueryCheck(url);
        const text = url.searchParams.get('q')?.trim().toLowerCase() ?? '';
        if (text.length > adminListReportSchedulesQueryQMax)
          q.fields.push({ field: 'q', message: `At most ${adminListReportSchedulesQueryQMax} characters` });
        const status = q.oneOf('status', ['active', 'paused'] as const);
        const frequency = q.oneOf('frequency', ['weekly', 'monthly'] as const);
        const paging = q.page(['NextSendAt', 'CreatedAt', 'PartnerUsername'], 'NextSendAt');
        if (!url.searchParams.get('order')) paging.order = 'asc';
        if (!q.ok) throw q.problem();
        recordDueSends(store);
        const rows = [...store.db.reportSchedules.values()]
          .filter((s) => !s.DeletedAt)
          .filter((s) => !status || s.Paused === (status === 'paused'))
          .filter((s) => !frequency || s.Frequency === frequency)
          .map((s) => ({
            ...s,
            PartnerUsername: store.db.users.get(s.UserID)?.Username ?? '',
            PartnerEmail: store.db.users.get(s.UserID)?.Email ?? '',
          }))
          .filter((s) => !text || s.PartnerUsername.toLowerCase().includes(text) || s.PartnerEmail.toLowerCase().includes(text));
        const page = paginate(sortBy(rows, paging.sort ?? 'NextSendAt', paging.order), paging);
        const counts = sendCounts(store);
        return {
          ...page,
          items: page.items.map((s) => toAdmin(store, store.db.reportSchedules.get(s.ID)!, counts)),
        } satisfies AdminReportSchedulePage;
      },
      { permissions: READ },
    ),
  ),

  getAdminPauseReportScheduleMockHandler(
    authed<AdminReportSchedule, { scheduleId: string }>(
      async ({ request, params, store }) => {
        const { reason } = await readBody(request, adminPauseReportScheduleBody, { trim: ['reason'] });
        const schedule = liveSchedule(store, Number(params.scheduleId));
        if (!schedule) throw notFound('No such schedule');
        const saved = setPaused(store, schedule, true, 'admin', reason);
        return toAdmin(store, saved, sendCounts(store, saved.UserID));
      },
      { permissions: UPDATE },
    ),
  ),

  getAdminResumeReportScheduleMockHandler(
    authed<AdminReportSchedule, { scheduleId: string }>(
      ({ params, store }) => {
        const schedule = liveSchedule(store, Number(params.scheduleId));
        if (!schedule) throw notFound('No such schedule');
        const saved = schedule.Paused ? setPaused(store, schedule, false, 'admin') : schedule;
        return toAdmin(store, saved, sendCounts(store, saved.UserID));
      },
      { permissions: UPDATE },
    ),
  ),
];

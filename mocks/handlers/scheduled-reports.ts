// Scheduled reports (issue 20): the affiliate's schedules, their past sends, a send's CSV, pause,
// resume and delete. Sends are recorded by the store's clock: before any answer, every send that
// fell due since a schedule was last checked is recorded at its due time (`recordDueSends`), so
// moving the mock clock a month ahead shows that month's sends. A send's file is made again on
// download from the same report rows it was made from (they are generated the same every time).
import { HttpResponse } from 'msw';
import {
  getCreateReportScheduleMockHandler,
  getDeleteReportScheduleMockHandler,
  getDownloadReportSendMockHandler,
  getGetReportSchedulesMockHandler,
  getGetReportSendsMockHandler,
  getUpdateReportScheduleMockHandler,
} from '@/api/generated/endpoints/scheduled-reports/scheduled-reports.msw';
import type { DeleteResult } from '@/api/generated/model/deleteResult';
import type { ReportSchedule } from '@/api/generated/model/reportSchedule';
import { createReportScheduleBody, updateReportScheduleBody } from '@/api/generated/zod/scheduled-reports/scheduled-reports.zod';
import type { ReportSendPage } from '@/api/generated/model/reportSendPage';
import type { Store } from '../db/store';
import type { ReportScheduleRecord, ReportSendRecord } from '../db/types';
import { authed } from '../http/auth';
import { readBody } from '../http/body';
import { answerAsIs, notFound, paginate, problem } from '../http/respond';
import {
  dueSends,
  MAX_SCHEDULES,
  nextSendAfter,
  periodOf,
  sendFileName,
  statisticsCsv,
  type StatisticsLine,
} from '../rules/report-schedules';
import { QueryCheck, sortBy } from './support';

/** Records the sends due since each schedule was last checked (one user's, or everyone's). */
export function recordDueSends(store: Store, userId?: number): void {
  const now = store.clock.now();
  const rows = userId === undefined ? [...store.db.reportSchedules.values()] : store.ownedBy('reportSchedules', userId);
  for (const s of rows) {
    if (s.DeletedAt || s.Paused) continue;
    const checked = new Date(s.CheckedAt);
    if (checked.getTime() >= now.getTime()) continue;
    const user = store.db.users.get(s.UserID);
    const due = dueSends(s.Frequency, checked, now);
    for (const at of due) {
      const period = periodOf(s.Frequency, at);
      store.create('reportSends', {
        UserID: s.UserID,
        ScheduleID: s.ID,
        Report: s.Report,
        Frequency: s.Frequency,
        PeriodStart: period.start,
        PeriodEnd: period.end,
        SentAt: at.toISOString(),
        Email: user?.Email ?? '',
        FileName: sendFileName(s.Report, period),
      });
    }
    const next = nextSendAfter(s.Frequency, now).toISOString();
    const last = due.length ? due[due.length - 1]!.toISOString() : s.LastSentAt;
    if (due.length || s.NextSendAt !== next)
      store.update('reportSchedules', s.ID, { CheckedAt: now.toISOString(), NextSendAt: next, LastSentAt: last });
  }
}

export function toSchedule(s: ReportScheduleRecord, email: string): ReportSchedule {
  return {
    ID: s.ID,
    Report: s.Report,
    Frequency: s.Frequency,
    Format: s.Format,
    Email: email,
    Paused: s.Paused,
    PausedBy: s.PausedBy,
    PausedAt: s.PausedAt,
    PauseReason: s.PauseReason,
    NextSendAt: s.Paused ? null : s.NextSendAt,
    LastSentAt: s.LastSentAt,
    CreatedAt: s.CreatedAt,
  };
}

/** Pauses (by the partner or an administrator) or resumes; a resume starts from the next send after now. */
export function setPaused(
  store: Store,
  s: ReportScheduleRecord,
  paused: boolean,
  by: 'partner' | 'admin',
  reason: string | null = null,
): ReportScheduleRecord {
  const now = store.clock.now();
  recordDueSends(store, s.UserID);
  const fields: Partial<ReportScheduleRecord> = paused
    ? { Paused: true, PausedBy: by, PausedAt: now.toISOString(), PauseReason: reason, NextSendAt: null }
    : {
        Paused: false,
        PausedBy: null,
        PausedAt: null,
        PauseReason: null,
        CheckedAt: now.toISOString(),
        NextSendAt: nextSendAfter(s.Frequency, now).toISOString(),
      };
  return store.update('reportSchedules', s.ID, { ...fields, UpdatedAt: now.toISOString() }) ?? s;
}

/** The statistics rows of a send's period, one per day and campaign. */
function statisticsLines(store: Store, send: ReportSendRecord): StatisticsLine[] {
  const lines: StatisticsLine[] = [];
  for (const c of store.ownedBy('campaigns', send.UserID)) {
    for (const r of store.reports.reportRows(c.ID)) {
      if (r.Date < send.PeriodStart || r.Date > send.PeriodEnd) continue;
      lines.push({ Date: r.Date, Campaign: c.Name, Registrations: r.Registrations, FTD: r.FTD, QFTD: r.QFTD, Commission: r.Commission });
    }
  }
  return lines.sort((a, b) => a.Date.localeCompare(b.Date) || a.Campaign.localeCompare(b.Campaign));
}

const ownSchedule = (store: Store, userId: number, id: number) => {
  const s = store.db.reportSchedules.get(id);
  return s && s.UserID === userId && !s.DeletedAt ? s : undefined;
};

export const scheduledReportsHandlers = [
  getGetReportSchedulesMockHandler(
    authed(({ user, store }) => {
      recordDueSends(store, user.ID);
      const rows = sortBy(
        store.ownedBy('reportSchedules', user.ID).filter((s) => !s.DeletedAt),
        'CreatedAt',
        'asc',
      );
      return rows.map((s) => toSchedule(s, user.Email));
    }),
  ),

  getCreateReportScheduleMockHandler(
    authed(async ({ request, user, store }) => {
      const { report, frequency } = await readBody(request, createReportScheduleBody);
      const live = store.ownedBy('reportSchedules', user.ID).filter((s) => !s.DeletedAt);
      if (live.some((s) => s.Report === report && s.Frequency === frequency)) {
        throw problem(409, `This report is already scheduled ${frequency}`, 'schedule_exists');
      }
      if (live.length >= MAX_SCHEDULES) throw problem(409, `At most ${MAX_SCHEDULES} scheduled reports`, 'schedule_limit');
      const now = store.clock.now();
      const created = store.create('reportSchedules', {
        UserID: user.ID,
        Report: report,
        Frequency: frequency,
        Format: 'csv',
        Paused: false,
        PausedBy: null,
        PausedAt: null,
        PauseReason: null,
        NextSendAt: nextSendAfter(frequency, now).toISOString(),
        LastSentAt: null,
        CheckedAt: now.toISOString(),
        CreatedAt: now.toISOString(),
        UpdatedAt: now.toISOString(),
        DeletedAt: null,
      });
      return toSchedule(created, user.Email);
    }),
  ),

  getGetReportSendsMockHandler(
    authed(({ url, user, store }) => {
      const q = new QueryCheck(url);
      const scheduleId = q.int('scheduleId');
      const paging = q.page(['SentAt'], 'SentAt');
      if (!q.ok) throw q.problem();
      recordDueSends(store, user.ID);
      const rows = store.ownedBy('reportSends', user.ID).filter((s) => scheduleId === undefined || s.ScheduleID === scheduleId);
      const page = paginate(sortBy(rows, 'SentAt', paging.order), paging);
      return {
        ...page,
        items: page.items.map((s) => ({
          ID: s.ID,
          ScheduleID: s.ScheduleID,
          Report: s.Report,
          Frequency: s.Frequency,
          PeriodStart: s.PeriodStart,
          PeriodEnd: s.PeriodEnd,
          SentAt: s.SentAt,
          Email: s.Email,
          FileName: s.FileName,
        })),
      } satisfies ReportSendPage;
    }),
  ),

  getDownloadReportSendMockHandler(
    authed<string, { sendId: string }>(({ params, user, store }) => {
      const send = store.db.reportSends.get(Number(params.sendId));
      if (!send || send.UserID !== user.ID) throw notFound('No such send');
      // A CSV file with its name: more than the factory's answer carries, so sent as it is.
      return answerAsIs(
        new HttpResponse(statisticsCsv(statisticsLines(store, send)), {
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${send.FileName}"` },
        }),
      );
    }),
  ),

  getUpdateReportScheduleMockHandler(
    authed<ReportSchedule, { scheduleId: string }>(async ({ request, params, user, store }) => {
      const { paused } = await readBody(request, updateReportScheduleBody);
      const schedule = ownSchedule(store, user.ID, Number(params.scheduleId));
      if (!schedule) throw notFound('No such schedule');
      if (schedule.PausedBy === 'admin') throw problem(409, 'Paused by an administrator', 'paused_by_admin');
      const saved = schedule.Paused === paused ? schedule : setPaused(store, schedule, paused, 'partner');
      return toSchedule(saved, user.Email);
    }),
  ),

  getDeleteReportScheduleMockHandler(
    authed<DeleteResult, { scheduleId: string }>(({ params, user, store }) => {
      const schedule = ownSchedule(store, user.ID, Number(params.scheduleId));
      if (!schedule) throw notFound('No such schedule');
      recordDueSends(store, user.ID);
      const now = store.clock.now().toISOString();
      store.update('reportSchedules', schedule.ID, { DeletedAt: now, UpdatedAt: now, NextSendAt: null });
      return { ID: schedule.ID, deleted: true };
    }),
  ),
];

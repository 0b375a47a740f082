// Scheduled reports (issue 20): the affiliate's schedules, their past sends, a send's CSV, pause,
// resume and delete. Sends are recorded by the store's clock: before any answer, every send that
// fell due since a schedule was last checked is recorded at its due time (`recordDueSends`), so
// moving the mock clock a month ahead shows that month's sends. A send's file is made again on
// download from the same report rows it was made from (they are generated the same every time).
import { http, HttpResponse } from 'msw';
import type { ReportSchedule } from '@/api/generated/model/reportSchedule';
import type { ReportSendPage } from '@/api/generated/model/reportSendPage';
import type { Store } from '../db/store';
import type { ReportScheduleRecord, ReportSendRecord } from '../db/types';
import { authed } from '../http/auth';
import { notFound, paginate, problem, readJson } from '../http/respond';
import {
  dueSends,
  MAX_SCHEDULES,
  nextSendAfter,
  periodOf,
  REPORT_KINDS,
  sendFileName,
  statisticsCsv,
  type StatisticsLine,
} from '../rules/report-schedules';
import { BodyCheck, QueryCheck, sortBy } from './support';

const FREQUENCIES = ['weekly', 'monthly'] as const;

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
  http.get(
    '*/api/me/report-schedules',
    authed(({ user, store }) => {
      recordDueSends(store, user.ID);
      const rows = sortBy(
        store.ownedBy('reportSchedules', user.ID).filter((s) => !s.DeletedAt),
        'CreatedAt',
        'asc',
      );
      return HttpResponse.json(rows.map((s) => toSchedule(s, user.Email)));
    }),
  ),

  http.post(
    '*/api/me/report-schedules',
    authed(async ({ request, user, store }) => {
      const check = new BodyCheck(await readJson(request), ['report', 'frequency', 'format']);
      const report = check.oneOf('report', REPORT_KINDS, true);
      const frequency = check.oneOf('frequency', FREQUENCIES, true);
      check.oneOf('format', ['csv'] as const);
      if (!check.ok || !report || !frequency) return check.problem();
      const live = store.ownedBy('reportSchedules', user.ID).filter((s) => !s.DeletedAt);
      if (live.some((s) => s.Report === report && s.Frequency === frequency)) {
        return problem(409, `This report is already scheduled ${frequency}`, 'schedule_exists');
      }
      if (live.length >= MAX_SCHEDULES) return problem(409, `At most ${MAX_SCHEDULES} scheduled reports`, 'schedule_limit');
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
      return HttpResponse.json(toSchedule(created, user.Email), { status: 201 });
    }),
  ),

  http.get(
    '*/api/me/report-schedules/sends',
    authed(({ url, user, store }) => {
      const q = new QueryCheck(url);
      const scheduleId = q.int('scheduleId');
      const paging = q.page(['SentAt'], 'SentAt');
      if (!q.ok) return q.problem();
      recordDueSends(store, user.ID);
      const rows = store.ownedBy('reportSends', user.ID).filter((s) => scheduleId === undefined || s.ScheduleID === scheduleId);
      const page = paginate(sortBy(rows, 'SentAt', paging.order), paging);
      const body: ReportSendPage = {
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
      };
      return HttpResponse.json(body);
    }),
  ),

  http.get(
    '*/api/me/report-schedules/sends/:sendId/file',
    authed<{ sendId: string }>(({ params, user, store }) => {
      const send = store.db.reportSends.get(Number(params.sendId));
      if (!send || send.UserID !== user.ID) return notFound('No such send');
      return new HttpResponse(statisticsCsv(statisticsLines(store, send)), {
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${send.FileName}"` },
      });
    }),
  ),

  http.patch(
    '*/api/me/report-schedules/:scheduleId',
    authed<{ scheduleId: string }>(async ({ request, params, user, store }) => {
      const check = new BodyCheck(await readJson(request), ['paused']);
      const paused = check.bool('paused', true);
      if (!check.ok || paused === undefined) return check.problem();
      const schedule = ownSchedule(store, user.ID, Number(params.scheduleId));
      if (!schedule) return notFound('No such schedule');
      if (schedule.PausedBy === 'admin') return problem(409, 'Paused by an administrator', 'paused_by_admin');
      const saved = schedule.Paused === paused ? schedule : setPaused(store, schedule, paused, 'partner');
      return HttpResponse.json(toSchedule(saved, user.Email));
    }),
  ),

  http.delete(
    '*/api/me/report-schedules/:scheduleId',
    authed<{ scheduleId: string }>(({ params, user, store }) => {
      const schedule = ownSchedule(store, user.ID, Number(params.scheduleId));
      if (!schedule) return notFound('No such schedule');
      recordDueSends(store, user.ID);
      const now = store.clock.now().toISOString();
      store.update('reportSchedules', schedule.ID, { DeletedAt: now, UpdatedAt: now, NextSendAt: null });
      return HttpResponse.json({ ID: schedule.ID, deleted: true });
    }),
  ),
];

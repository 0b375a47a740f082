// Scheduled reports through the API (issue 20): a schedule sends by the mock clock, each send is
// recorded with its period and downloads as CSV; pause, resume, delete; the admin list (paged,
// filtered), the admin pause the partner cannot undo, and resume.
import { describe, expect, it } from 'vitest';
import {
  createReportSchedule,
  deleteReportSchedule,
  downloadReportSend,
  getReportSchedules,
  getReportSends,
  updateReportSchedule,
} from '@/api/generated/endpoints/scheduled-reports/scheduled-reports';
import {
  adminListReportSchedules,
  adminPauseReportSchedule,
  adminResumeReportSchedule,
} from '@/api/generated/endpoints/admin-schedules/admin-schedules';
import { as, refusal, setupMockApi, store } from './test-kit';

setupMockApi();

describe('scheduled reports', () => {
  it('the seeded weekly schedule has sent every Monday since it was made; a send downloads as CSV', async () => {
    const [weekly] = await getReportSchedules(as('affiliate'));
    expect(weekly).toMatchObject({
      Frequency: 'weekly',
      Email: 'affiliate@example.com',
      NextSendAt: '2026-11-09T11:00:00.000Z',
      LastSentAt: '2026-11-02T11:00:00.000Z',
    });
    const sends = await getReportSends({ pageSize: 5 }, as('affiliate'));
    expect(sends.total).toBe(9); // Mondays 7 Sep to 2 Nov 2026
    expect(sends.items[0]).toMatchObject({
      PeriodStart: '2026-10-26',
      PeriodEnd: '2026-11-01',
      FileName: 'statistics-2026-10-26-2026-11-01.csv',
    });
    const csv = await downloadReportSend(sends.items[0]!.ID, as('affiliate'));
    const lines = csv.trim().split('\n');
    expect(lines[0]).toBe('Date,Campaign,Registrations,FTD,QFTD,Commission');
    const days = new Set(lines.slice(1).map((l) => l.split(',')[0]));
    expect([...days].sort()).toEqual(['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01']);
    expect((await refusal(downloadReportSend(sends.items[0]!.ID, as('newbie')))).status).toBe(404);
  });

  it('a monthly schedule records its send on the 1st at 08:00 in Brazil when the clock gets there', async () => {
    const made = await createReportSchedule({ report: 'statistics', frequency: 'monthly' }, as('affiliate'));
    expect(made).toMatchObject({ NextSendAt: '2026-12-01T11:00:00.000Z', LastSentAt: null, Paused: false });
    expect((await refusal(createReportSchedule({ report: 'statistics', frequency: 'monthly' }, as('affiliate')))).reason).toBe(
      'schedule_exists',
    );
    store().clock.set('2026-12-01T10:59:00Z');
    expect((await getReportSends({ scheduleId: made.ID }, as('affiliate'))).total).toBe(0);
    store().clock.set('2026-12-01T11:00:00Z');
    const sends = await getReportSends({ scheduleId: made.ID }, as('affiliate'));
    expect(sends.items).toMatchObject([
      { PeriodStart: '2026-11-01', PeriodEnd: '2026-11-30', SentAt: '2026-12-01T11:00:00.000Z', Email: 'affiliate@example.com' },
    ]);
    expect((await getReportSchedules(as('affiliate'))).find((s) => s.ID === made.ID)).toMatchObject({
      LastSentAt: '2026-12-01T11:00:00.000Z',
      NextSendAt: '2027-01-01T11:00:00.000Z',
    });
  });

  it('sends nothing while paused, and nothing missed after a resume; deleted, it stops and its sends stay', async () => {
    const [weekly] = await getReportSchedules(as('affiliate'));
    const paused = await updateReportSchedule(weekly!.ID, { paused: true }, as('affiliate'));
    expect(paused).toMatchObject({ Paused: true, PausedBy: 'partner', NextSendAt: null });
    store().clock.set('2026-11-20T12:00:00Z');
    expect((await getReportSends({}, as('affiliate'))).total).toBe(9);
    const resumed = await updateReportSchedule(weekly!.ID, { paused: false }, as('affiliate'));
    expect(resumed).toMatchObject({ Paused: false, NextSendAt: '2026-11-23T11:00:00.000Z' });
    store().clock.set('2026-11-23T11:00:00Z');
    expect((await getReportSends({}, as('affiliate'))).total).toBe(10);
    expect(await deleteReportSchedule(weekly!.ID, as('affiliate'))).toEqual({ ID: weekly!.ID, deleted: true });
    expect(await getReportSchedules(as('affiliate'))).toEqual([]);
    store().clock.set('2026-12-30T11:00:00Z');
    expect((await getReportSends({}, as('affiliate'))).total).toBe(10);
    expect((await refusal(updateReportSchedule(weekly!.ID, { paused: true }, as('affiliate')))).status).toBe(404);
  });

  it('admins list every schedule, paged and filtered, pause one with a reason the partner cannot undo, and resume it', async () => {
    const all = await adminListReportSchedules({ pageSize: 10 }, as('admin'));
    expect(all.total).toBeGreaterThan(10);
    expect(all.items).toHaveLength(10);
    const next = all.items.map((s) => s.NextSendAt ?? 'z');
    expect(next).toEqual([...next].sort());
    const paused = await adminListReportSchedules({ status: 'paused', pageSize: 100 }, as('admin'));
    expect(paused.items.every((s) => s.Paused && s.NextSendAt === null)).toBe(true);
    const mine = await adminListReportSchedules({ q: 'affiliate@example', pageSize: 100 }, as('admin'));
    expect(mine.items.map((s) => [s.PartnerUsername, s.Sends])).toEqual([['affiliate', 9]]);

    const id = mine.items[0]!.ID;
    expect((await refusal(adminPauseReportSchedule(id, { reason: 'no' }, as('admin')))).status).toBe(400);
    const done = await adminPauseReportSchedule(id, { reason: ' E-mail address bounces ' }, as('admin'));
    expect(done).toMatchObject({ Paused: true, PausedBy: 'admin', PauseReason: 'E-mail address bounces', NextSendAt: null });
    expect((await getReportSchedules(as('affiliate')))[0]).toMatchObject({
      Paused: true,
      PausedBy: 'admin',
      PauseReason: 'E-mail address bounces',
    });
    expect((await refusal(updateReportSchedule(id, { paused: false }, as('affiliate')))).reason).toBe('paused_by_admin');
    expect(await adminResumeReportSchedule(id, as('admin'))).toMatchObject({
      Paused: false,
      PausedBy: null,
      NextSendAt: '2026-11-09T11:00:00.000Z',
    });

    expect((await refusal(adminListReportSchedules({}, as('analyst')))).status).toBe(403);
    expect((await refusal(adminResumeReportSchedule(999_999, as('admin')))).status).toBe(404);
  });
});

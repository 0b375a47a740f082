// Scheduled-report rules: send times in Brazil's time, the period each send covers, the CSV.
import { describe, expect, it } from 'vitest';
import { dueSends, nextSendAfter, periodOf, sendFileName, statisticsCsv } from './report-schedules';

describe('report schedules', () => {
  it('send weekly on Mondays and monthly on the 1st, at 08:00 in Brazil (11:00 UTC)', () => {
    const thursday = new Date('2026-11-05T15:00:00Z');
    expect(nextSendAfter('weekly', thursday).toISOString()).toBe('2026-11-09T11:00:00.000Z');
    expect(nextSendAfter('monthly', thursday).toISOString()).toBe('2026-12-01T11:00:00.000Z');
    // On Monday at 08:00 sharp the send is due now, so the next one is a week later.
    expect(nextSendAfter('weekly', new Date('2026-11-09T11:00:00Z')).toISOString()).toBe('2026-11-16T11:00:00.000Z');
    expect(nextSendAfter('weekly', new Date('2026-11-09T10:59:00Z')).toISOString()).toBe('2026-11-09T11:00:00.000Z');
    // Sunday 23:30 in Brazil is already Monday in UTC: still the Monday that follows.
    expect(nextSendAfter('weekly', new Date('2026-11-09T02:30:00Z')).toISOString()).toBe('2026-11-09T11:00:00.000Z');
    expect(nextSendAfter('monthly', new Date('2026-12-20T12:00:00Z')).toISOString()).toBe('2027-01-01T11:00:00.000Z');
  });

  it('cover the previous Monday to Sunday, or the previous month', () => {
    expect(periodOf('weekly', new Date('2026-11-09T11:00:00Z'))).toEqual({ start: '2026-11-02', end: '2026-11-08' });
    expect(periodOf('monthly', new Date('2026-12-01T11:00:00Z'))).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(periodOf('monthly', new Date('2027-01-01T11:00:00Z'))).toEqual({ start: '2026-12-01', end: '2026-12-31' });
    expect(periodOf('monthly', new Date('2028-03-01T11:00:00Z'))).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(sendFileName('statistics', { start: '2026-11-02', end: '2026-11-08' })).toBe('statistics-2026-11-02-2026-11-08.csv');
  });

  it('catch up every send missed when the clock jumps', () => {
    const sends = dueSends('weekly', new Date('2026-11-05T15:00:00Z'), new Date('2026-11-30T11:00:00Z'));
    expect(sends.map((d) => d.toISOString().slice(0, 10))).toEqual(['2026-11-09', '2026-11-16', '2026-11-23', '2026-11-30']);
    expect(dueSends('monthly', new Date('2026-11-05T15:00:00Z'), new Date('2026-11-30T11:00:00Z'))).toEqual([]);
  });

  it('write a CSV with a header, two decimals, and formula-looking cells escaped', () => {
    const csv = statisticsCsv([
      { Date: '2026-11-02', Campaign: 'instagram-bio', Registrations: 18, FTD: 6, QFTD: 4, Commission: 294.7 },
      { Date: '2026-11-02', Campaign: '=HYPERLINK("x")', Registrations: 0, FTD: 0, QFTD: 0, Commission: 0 },
    ]);
    expect(csv).toBe(
      'Date,Campaign,Registrations,FTD,QFTD,Commission\n2026-11-02,instagram-bio,18,6,4,294.70\n2026-11-02,"\'=HYPERLINK(""x"")",0,0,0,0.00\n',
    );
  });
});

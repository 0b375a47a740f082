// Lazy report rows: their span and determinism, and the key-sum and graph built on them.
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from './demo-accounts';
import { REPORT_COLUMNS } from './enums';
import { createStore } from './store';

describe('reports', () => {
  const store = createStore({ now: new Date('2026-11-05T15:00:00Z') });
  const { reports } = store;

  it('makes 18 months of daily rows per campaign, ending today (Brazil), the same every time', () => {
    const rows = reports.reportRows(1);
    expect(rows[0]?.Date).toBe('2025-05-05');
    expect(rows.at(-1)?.Date).toBe('2026-11-05');
    expect(rows).toHaveLength(550);
    expect(reports.reportRows(1)).toBe(rows); // cached
    expect(createStore({ now: new Date('2026-11-05T15:00:00Z') }).reports.reportRows(1)).toEqual(rows);
    for (const r of rows) expect(r.Registrations >= r.FTD && r.FTD >= r.QFTD && r.Commission >= 0).toBe(true);
  });

  it('starts a younger campaign on its creation day and gives unknown campaigns nothing', () => {
    const young = store.ownedBy('campaigns', DEMO_IDS.newbie)[0];
    expect(reports.reportRows(young?.ID ?? -1)[0]?.Date).toBe('2026-10-31');
    expect(reports.reportRows(987_654)).toEqual([]);
  });

  it('sums a user’s rows over an inclusive range and asked columns', () => {
    const ids = store.ownedBy('campaigns', DEMO_IDS.affiliate).map((c) => c.ID);
    const rows = ids.flatMap((id) => reports.reportRows(id)).filter((r) => r.Date >= '2026-10-01' && r.Date <= '2026-10-31');
    const sum = reports.keySum(DEMO_IDS.affiliate, { since: '2026-10-01', until: '2026-10-31' });
    expect(sum).toEqual({
      Commission: Math.round(rows.reduce((s, r) => s + r.Commission * 100, 0)) / 100,
      FTD: rows.reduce((s, r) => s + r.FTD, 0),
      QFTD: rows.reduce((s, r) => s + r.QFTD, 0),
      Registrations: rows.reduce((s, r) => s + r.Registrations, 0),
    });
    expect(Object.keys(reports.keySum(DEMO_IDS.affiliate, { columns: ['QFTD'] }))).toEqual(['QFTD']);
    expect(reports.keySum(DEMO_IDS.affiliate, { since: '2026-10-01', until: '2026-10-31', campaignIds: [ids[0] as number] }).FTD).toBe(
      rows.filter((r) => r.CampaignID === ids[0]).reduce((s, r) => s + r.FTD, 0),
    );
    expect(reports.keySum(DEMO_IDS.admin)).toEqual({ Commission: 0, FTD: 0, QFTD: 0, Registrations: 0 });
  });

  it('groups by day or month with zeros where nothing happened', () => {
    const days = reports.graph(DEMO_IDS.newbie, { since: '2026-10-25', until: '2026-11-05' });
    expect(days.map((p) => p.Date)).toHaveLength(12);
    expect(days[0]).toEqual({ Date: '2026-10-25', Commission: 0, FTD: 0, QFTD: 0, Registrations: 0 });
    const months = reports.graph(DEMO_IDS.affiliate, { since: '2026-01-01', until: '2026-10-31', groupBy: 'month' });
    expect(months.map((p) => p.Date)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
    ]);
    const total = reports.keySum(DEMO_IDS.affiliate, { since: '2026-01-01', until: '2026-10-31' });
    for (const column of REPORT_COLUMNS) {
      const summed = months.reduce((s, p) => s + p[column], 0);
      expect(column === 'Commission' ? Math.round(summed * 100) / 100 : summed).toBe(total[column]);
    }
  });
});

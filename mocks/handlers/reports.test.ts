// Reports through the API: key-sum (columns repeated, comma-separated or as axios sends them;
// since/until clamped), the graph by day/week/month, paged rows, registrations and balance
// history consistent with the rows and balances, and the refresh job driven by the store clock.
import { describe, expect, it } from 'vitest';
import {
  getBalanceHistory,
  getRegistrations,
  getReports,
  getReportsGraph,
  getReportsKeySum,
  getReportsUpdate,
  requestReportsUpdate,
} from '@/api/generated/endpoints/reports/reports';
import { DEMO_IDS } from '../db/demo-accounts';
import { as, refusal, setReportFigures, store, tokenOf, setupMockApi } from './test-kit';

setupMockApi();
const ME = DEMO_IDS.affiliate;
const get = async (query: string) => {
  const res = await fetch(`http://127.0.0.1/api/me/data/reports/key-sum?${query}`, {
    headers: { Authorization: `Bearer ${tokenOf('affiliate')}` },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('key-sum', () => {
  it('sums every column since 2024-05-01 by default', async () => {
    const all = store().reports.keySum(ME, { since: '2024-05-01' });
    expect(await getReportsKeySum(undefined, as('affiliate'))).toEqual(all);
  });

  it.each([['columns=FTD&columns=QFTD'], ['columns=FTD,QFTD'], ['columns[]=FTD&columns[]=QFTD']])(
    '%s: asked columns summed, the others 0',
    async (query) => {
      const { status, body } = await get(query);
      const sums = store().reports.keySum(ME, { since: '2024-05-01' });
      expect(status).toBe(200);
      expect(body).toEqual({ Commission: 0, FTD: sums.FTD, QFTD: sums.QFTD, Registrations: 0 });
    },
  );

  it('reads the generated client’s array too, and refuses unknown columns', async () => {
    setReportFigures(ME, { FTD: 4, QFTD: 2, Registrations: 9, Commission: 12.5 });
    expect(await getReportsKeySum({ columns: ['Registrations', 'Commission'] }, as('affiliate'))).toEqual({
      Commission: 12.5,
      FTD: 0,
      QFTD: 0,
      Registrations: 9,
    });
    expect((await get('columns=Clicks')).status).toBe(400);
    expect((await get('operation=avg')).status).toBe(400);
  });

  it('clamps since to 2024-05-01 and until to today', async () => {
    setReportFigures(ME, { FTD: 4 });
    expect((await getReportsKeySum({ since: '2020-01-01', until: '2030-01-01' }, as('affiliate'))).FTD).toBe(4);
    expect((await getReportsKeySum({ until: '2026-11-04' }, as('affiliate'))).FTD).toBe(0);
  });
});

describe('graph and rows', () => {
  it('groups by day, week (from Sunday) and month, with only the asked columns', async () => {
    const params = { since: '2026-10-01', until: '2026-10-31' } as const;
    const days = await getReportsGraph({ ...params, columns: ['FTD'] }, as('affiliate'));
    expect(days).toHaveLength(31);
    expect(Object.keys(days[0]!)).toEqual(['Date', 'FTD']);
    const weeks = await getReportsGraph({ ...params, granularity: 'week', columns: ['FTD'] }, as('affiliate'));
    expect(weeks.map((w) => w.Date)).toEqual(['2026-09-27', '2026-10-04', '2026-10-11', '2026-10-18', '2026-10-25']);
    const months = await getReportsGraph({ ...params, granularity: 'month' }, as('affiliate'));
    const ftd = days.reduce((s, d) => s + (d.FTD ?? 0), 0);
    expect(months).toEqual([expect.objectContaining({ Date: '2026-10-01', FTD: ftd })]);
    expect(weeks.reduce((s, d) => s + (d.FTD ?? 0), 0)).toBe(ftd);
  });

  it('pages the rows of the partner’s campaigns, sorted', async () => {
    const page = await getReports({ since: '2026-11-01', sort: 'Commission', order: 'desc', pageSize: 10 }, as('affiliate'));
    expect(page.total).toBe(5 * store().ownedBy('campaigns', ME).length);
    const c = page.items.map((r) => r.Commission);
    expect(c).toEqual([...c].sort((a, b) => b - a));
    const one = store().ownedBy('campaigns', ME)[1]!;
    const only = await getReports({ campaignId: one.ID, pageSize: 100 }, as('affiliate'));
    expect(only.items.every((r) => r.CampaignID === one.ID && r.CampaignName === one.Name)).toBe(true);
  });

  it('draws one registration per registered player, FTD and QFTD as the rows say', async () => {
    const since = '2026-10-01';
    const sums = store().reports.keySum(ME, { since, until: '2026-10-31' });
    const page = await getRegistrations({ since, until: '2026-10-31', pageSize: 100 }, as('affiliate'));
    expect(page.total).toBe(sums.Registrations);
    const again = await getRegistrations({ since, until: '2026-10-31', pageSize: 100 }, as('affiliate'));
    expect(again).toEqual(page);
    const ftd = await getRegistrations(
      { since, until: '2026-10-31', sort: 'FirstDepositAmount', order: 'desc', pageSize: 100 },
      as('affiliate'),
    );
    expect(ftd.items[0]!.FTD).toBe(true);
  });

  it('rebuilds the balance history so each wallet ends at today’s balance', async () => {
    const main = await getBalanceHistory({ wallet: 'main', pageSize: 1 }, as('affiliate'));
    expect(main.items[0]!.BalanceAfter).toBe(1843.57);
    const sub = await getBalanceHistory({ wallet: 'sub', pageSize: 1 }, as('affiliate'));
    expect(sub.items[0]!.BalanceAfter).toBe(312.4);
    const payments = await getBalanceHistory({ pageSize: 100, sort: 'Amount', order: 'asc' }, as('affiliate'));
    expect(payments.items[0]!.Amount).toBeLessThan(0);
    expect((await refusal(getBalanceHistory({ since: '05/11/2026' }, as('affiliate')))).status).toBe(400);
  });
});

describe('reports update job', () => {
  it('is idle, then queued → running → done by the store clock; PATCH answers the job in flight', async () => {
    expect(await getReportsUpdate(as('affiliate'))).toEqual({ status: 'idle', requestedAt: null, finishedAt: null });
    const at = store().clock.now().toISOString();
    expect(await requestReportsUpdate(as('affiliate'))).toEqual({ status: 'queued', requestedAt: at, finishedAt: null });
    store().clock.advance(10_000);
    expect((await requestReportsUpdate(as('affiliate'))).requestedAt).toBe(at);
    expect((await getReportsUpdate(as('affiliate'))).status).toBe('running');
    store().clock.advance(60_000);
    expect(await getReportsUpdate(as('affiliate'))).toEqual({
      status: 'done',
      requestedAt: at,
      finishedAt: new Date(Date.parse(at) + 60_000).toISOString(),
    });
    expect((await requestReportsUpdate(as('affiliate'))).status).toBe('queued');
  });
});

// Sub-affiliates through the API: the user's direct sub-affiliates with their figures, search and
// sort, and the commission they earned the user in a period.
import { describe, expect, it } from 'vitest';
import { getSubAffiliateCommission, getSubAffiliates } from '@/api/generated/endpoints/affiliated/affiliated';
import { as, store, setupMockApi } from './test-kit';

setupMockApi();

describe('sub-affiliates', () => {
  it('lists the partners whose parent is the user, with their figures', async () => {
    const page = await getSubAffiliates({ pageSize: 100, sort: 'Username', order: 'asc' }, as('affiliate'));
    expect(page.items.map((s) => s.ID).sort((a, b) => a - b)).toEqual([7, 8, 9, 10, 11, 12]);
    const names = page.items.map((s) => s.Username);
    expect(names).toEqual([...names].sort());
    const seven = page.items.find((s) => s.ID === 7)!;
    expect(seven.FTD).toBe(store().reports.keySum(7).FTD);
    expect((await getSubAffiliates(undefined, as('newbie'))).total).toBe(0);
  });

  it('searches by username, name or e-mail', async () => {
    const sub = store().db.users.get(9)!;
    const page = await getSubAffiliates({ q: sub.LastName.toUpperCase() }, as('affiliate'));
    expect(page.items.map((s) => s.ID)).toContain(9);
  });

  it('credits a share of the sub-affiliates’ commission in the period', async () => {
    const result = await getSubAffiliateCommission({ since: '2026-10-01', until: '2026-10-31' }, as('affiliate'));
    expect(result).toMatchObject({ since: '2026-10-01', until: '2026-10-31', subAffiliates: 6, subBalance: 312.4 });
    expect(result.commission).toBeGreaterThanOrEqual(0);
    expect((await getSubAffiliateCommission(undefined, as('affiliate'))).since).toBe('2026-11-01');
  });
});

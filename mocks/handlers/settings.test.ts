// Settings through the API: numbers ≥ 0, known keys, at most 10 changes a day (UTC−3).
import { describe, expect, it } from 'vitest';
import { getSettings, updateSetting } from '@/api/generated/endpoints/settings/settings';
import { as, brazil, refusal, store, setupMockApi } from './test-kit';

setupMockApi();
const change = (value: number, key = 'low_balance_alert') => updateSetting({ key, value }, as('affiliate'));

describe('settings', () => {
  it('lists every value with its default until changed', async () => {
    const list = await getSettings(as('affiliate'));
    expect(list.map((s) => s.Key)).toEqual(['low_balance_alert', 'commission_alert', 'daily_summary_hour']);
    expect(list[0]).toMatchObject({ Value: 250, UpdatedAt: null });
    expect(await change(300)).toMatchObject({ Key: 'low_balance_alert', Value: 300, UpdatedAt: store().clock.now().toISOString() });
    expect((await getSettings(as('affiliate')))[0]!.Value).toBe(300);
  });

  it('allows 10 changes a day; the 11th answers 429 until the next midnight (UTC−3)', async () => {
    for (let i = 1; i <= 10; i++) await change(i);
    const e = await refusal(change(11));
    expect([e.status, e.reason, e.problem?.retryAt]).toEqual([429, 'daily_change_limit', brazil('2026-11-06T00:00').toISOString()]);
    store().clock.set(brazil('2026-11-06T00:00'));
    expect((await change(11)).Value).toBe(11);
  });

  it.each([
    [{ key: 'low_balance_alert', value: -1 }, 400],
    [{ key: 'low_balance_alert', value: 0 }, 200],
    [{ key: 'Bad-Key', value: 1 }, 400],
    [{ key: 'campaign_limit', value: 50 }, 404],
  ])('%j → %i', async (body, status) => {
    if (status === 200) expect((await updateSetting(body, as('affiliate'))).Value).toBe(body.value);
    else expect((await refusal(updateSetting(body, as('affiliate')))).status).toBe(status);
  });
});

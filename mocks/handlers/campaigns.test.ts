// Campaigns through the API: the name rule, the per-partner limit (406 at the limit) and the
// own-only detail and delete.
import { describe, expect, it } from 'vitest';
import { createCampaign, deleteCampaign, getCampaign, getCampaignLimit, getCampaigns } from '@/api/generated/endpoints/campaigns/campaigns';
import { DEMO_IDS } from '../db/demo-accounts';
import { as, refusal, store, setupMockApi } from './test-kit';

setupMockApi();
const ME = DEMO_IDS.affiliate;
const setLimit = (Value: number) => {
  const row = store()
    .ownedBy('settings', ME)
    .find((s) => s.Key === 'campaignLimit')!;
  store().update('settings', row.ID, { Value });
};

describe('campaigns', () => {
  it('creates a campaign with a unique tracking code and link, newest first in the list', async () => {
    const c = await createCampaign({ name: 'Black-Friday-2026' }, as('affiliate'));
    expect(c).toMatchObject({ Name: 'Black-Friday-2026', Description: null, TrackingLink: expect.stringContaining(c.Code) });
    expect((await getCampaigns(as('affiliate')))[0]).toEqual(c);
    expect(await getCampaign(c.ID, as('affiliate'))).toEqual(c);
    expect(store().ownedBy('activityLogs', ME).at(-1)).toMatchObject({ Action: 'campaign_create' });
  });

  it('takes the spec’s description too', async () => {
    const c = await createCampaign({ name: 'Com-Descricao', description: 'Links do Instagram' } as never, as('affiliate'));
    expect(c.Description).toBe('Links do Instagram');
  });

  it.each([
    ['ab', 400],
    ['abc', 201],
    ['x'.repeat(32), 201],
    ['x'.repeat(33), 400],
    ['with space', 400],
    ['snake_case', 400],
  ])('name %j → %i', async (name, status) => {
    if (status === 201) expect((await createCampaign({ name }, as('affiliate'))).Name).toBe(name);
    else expect((await refusal(createCampaign({ name }, as('affiliate')))).fieldErrors).toHaveProperty('name');
  });

  it('406 campaign_limit at the partner’s limit; deleting frees a place', async () => {
    expect(await getCampaignLimit(as('affiliate'))).toEqual({ current: 6, max: 10 });
    setLimit(7);
    const last = await createCampaign({ name: 'Setima' }, as('affiliate'));
    expect(await getCampaignLimit(as('affiliate'))).toEqual({ current: 7, max: 7 });
    const e = await refusal(createCampaign({ name: 'Oitava' }, as('affiliate')));
    expect([e.status, e.reason]).toEqual([406, 'campaign_limit']);
    expect(await deleteCampaign(last.ID, as('affiliate'))).toEqual({ ID: last.ID, deleted: true });
    expect((await createCampaign({ name: 'Oitava' }, as('affiliate'))).Name).toBe('Oitava');
  });

  it('uses the default limit of 10 for a partner without a setting', async () => {
    expect(await getCampaignLimit(as('newbie'))).toEqual({ current: 1, max: 10 });
  });

  it('404 for another partner’s campaign, or none', async () => {
    const theirs = store().ownedBy('campaigns', DEMO_IDS.newbie)[0]!;
    expect((await refusal(getCampaign(theirs.ID, as('affiliate')))).status).toBe(404);
    expect((await refusal(deleteCampaign(theirs.ID, as('affiliate')))).status).toBe(404);
    expect((await refusal(getCampaign(99_999_999, as('affiliate')))).status).toBe(404);
    expect(store().db.campaigns.has(theirs.ID)).toBe(true);
  });
});

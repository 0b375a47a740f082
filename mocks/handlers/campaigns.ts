// Tracking campaigns of the signed-in affiliate: the list, the name rule (the contract's body
// schema), the per-partner limit (setting `campaignLimit`, getCampaignLimit's default otherwise;
// 406 `campaign_limit` at the limit) and the own-only detail and delete (404 for anyone else's).
import {
  getCreateCampaignMockHandler,
  getDeleteCampaignMockHandler,
  getGetCampaignLimitMockHandler,
  getGetCampaignMockHandler,
  getGetCampaignsMockHandler,
} from '@/api/generated/endpoints/campaigns/campaigns.msw';
import type { Campaign } from '@/api/generated/model/campaign';
import type { CampaignLimit } from '@/api/generated/model/campaignLimit';
import { createCampaignBody } from '@/api/generated/zod/campaigns/campaigns.zod';
import type { Store } from '../db/store';
import type { CampaignRecord, UserRecord } from '../db/types';
import { authed } from '../http/auth';
import { readBody } from '../http/body';
import { notFound, problem } from '../http/respond';
import { campaignLimitReached } from '../rules/campaign';
import { logActivity, nowIso, sortBy } from './support';

export const TRACKING_HOST = 'https://apostas.example.com/registro';

export function toCampaign(c: CampaignRecord): Campaign {
  return { ID: c.ID, Name: c.Name, Description: c.Description || null, CreatedAt: c.CreatedAt, TrackingLink: c.TrackingLink, Code: c.Code };
}

export function campaignLimit(store: Store, user: UserRecord): CampaignLimit {
  return { current: store.ownedBy('campaigns', user.ID).length, max: store.setting(user.ID, 'campaignLimit') };
}

/** A tracking code no other campaign has: the ID in base 36 plus the name's initials. */
function newCode(store: Store, id: number, name: string): string {
  const base = `${id.toString(36)}-${name.replace(/[^A-Za-z0-9]/g, '').slice(0, 6)}`.toUpperCase();
  let code = base.padEnd(3, '0');
  for (let n = 2; [...store.db.campaigns.values()].some((c) => c.Code === code); n++) code = `${base}-${n}`;
  return code;
}

function ownCampaign(store: Store, user: UserRecord, raw: string | readonly string[] | undefined): CampaignRecord | undefined {
  const id = Number(raw);
  const campaign = Number.isInteger(id) ? store.db.campaigns.get(id) : undefined;
  return campaign?.UserID === user.ID ? campaign : undefined;
}

export const campaignsHandlers = [
  getGetCampaignLimitMockHandler(authed(({ user, store }) => campaignLimit(store, user))),

  getGetCampaignsMockHandler(
    authed(({ user, store }) => sortBy(store.ownedBy('campaigns', user.ID), 'CreatedAt', 'desc').slice(0, 100).map(toCampaign)),
  ),

  getCreateCampaignMockHandler(
    authed(async ({ request, user, store }) => {
      const { name, description } = await readBody(request, createCampaignBody, { trim: ['description'] });
      const limit = campaignLimit(store, user);
      if (campaignLimitReached(limit.current, limit.max)) {
        throw problem(406, `Maximum campaigns reached (${limit.current}/${limit.max})`, 'campaign_limit');
      }
      const ID = store.nextId('campaigns');
      const Code = newCode(store, ID, name);
      const campaign = store.insert('campaigns', {
        ID,
        UserID: user.ID,
        Name: name,
        Description: description ?? '',
        CreatedAt: nowIso(store),
        Code,
        TrackingLink: `${TRACKING_HOST}?btag=${Code}`,
      });
      logActivity(store, user, 'campaign_create', `Campanha ${name} criada`, request);
      return toCampaign(campaign);
    }),
  ),

  getGetCampaignMockHandler(
    authed(({ params, user, store }) => {
      const campaign = ownCampaign(store, user, params.campaignId);
      if (!campaign) throw notFound('Campaign not found');
      return toCampaign(campaign);
    }),
  ),

  getDeleteCampaignMockHandler(
    authed(({ request, params, user, store }) => {
      const campaign = ownCampaign(store, user, params.campaignId);
      if (!campaign) throw notFound('Campaign not found');
      store.remove('campaigns', campaign.ID);
      logActivity(store, user, 'campaign_delete', `Campanha ${campaign.Name} excluída`, request);
      return { ID: campaign.ID, deleted: true };
    }),
  ),
];

// The affiliates' side of the creatives library (issue 18): the library (published creatives that
// pass the check now, or carry an override), one creative, its copy for one of the affiliate's
// campaigns (the tracked link checked too, before use: 409 when it fails now), "check my own
// text", and a banner's image — public for what the library shows (it is the `src` of the HTML
// snippet on an affiliate's site), for administrators with the read permission otherwise.
import { HttpResponse } from 'msw';
import { getCheckComplianceMockHandler } from '@/api/generated/endpoints/compliance/compliance.msw';
import {
  getGetCreativeCopyMockHandler,
  getGetCreativeImageMockHandler,
  getGetCreativeMockHandler,
  getGetCreativesMockHandler,
} from '@/api/generated/endpoints/creatives/creatives.msw';
import type { CreativeCopy } from '@/api/generated/model/creativeCopy';
import type { LibraryCreativePage } from '@/api/generated/model/libraryCreativePage';
import { checkComplianceBody } from '@/api/generated/zod/compliance/compliance.zod';
import { getCreativesQueryQMax } from '@/api/generated/zod/creatives/creatives.zod';
import { BANNER_SIZES } from '../rules/banner-image';
import { checkCompliance, failedRules, MARKS_LINE } from '../rules/compliance';
import { COUNTRIES } from '../db/enums';
import type { Store } from '../db/store';
import type { CreativeRecord } from '../db/types';
import { anyone, authed, bearerToken, isBannedNow } from '../http/auth';
import { readBody } from '../http/body';
import { answerAsIs, notFound, paginate, problem } from '../http/respond';
import { hasPermission } from '../rules/permissions';
import { notAllowed, pathId } from './admin-common';
import { drawBanner } from './banner-png';
import { creativeCheck, inLibrary, matchesWords, rulesInForce, toLibraryCreative, trackedUrl } from './creatives-common';
import { QueryCheck, sortBy } from './support';

const SORTS = ['PublishedAt', 'Name', 'ID'] as const;
export const CREATIVE_KINDS = ['banner', 'text'] as const;
export const CREATIVE_LANGUAGES = ['en-us', 'pt-br', 'es-419'] as const;
export const CAMPAIGN_TYPES = ['sports', 'casino', 'live-casino', 'brand'] as const;

/** The filters both creative lists take, read in this order (kind, language, country, campaign type). */
export function creativeFilters(check: QueryCheck) {
  return {
    kind: check.oneOf('kind', CREATIVE_KINDS),
    language: check.oneOf('language', CREATIVE_LANGUAGES),
    country: check.oneOf('country', COUNTRIES),
    campaignType: check.oneOf('campaignType', CAMPAIGN_TYPES),
  };
}

/** Whether a creative passes every filter given (an absent one passes all). */
export function matchesFilters(c: CreativeRecord, f: ReturnType<typeof creativeFilters>): boolean {
  return (
    (!f.kind || c.Kind === f.kind) &&
    (!f.language || c.Language === f.language) &&
    (!f.country || c.Country === f.country) &&
    (!f.campaignType || c.CampaignType === f.campaignType)
  );
}

/**
 * The creative of the path when it is published (`library`: and shown in the library, i.e. passing
 * now or overridden), or undefined.
 */
function publishedCreative(store: Store, raw: string | readonly string[] | undefined, library: boolean): CreativeRecord | undefined {
  const id = pathId(raw);
  const c = id === null ? undefined : store.db.creatives.get(id);
  if (!c || c.Status !== 'published') return undefined;
  return !library || inLibrary(store, c) ? c : undefined;
}

const list = authed(({ url, store }) => {
  const check = new QueryCheck(url);
  const paging = check.page(SORTS, 'PublishedAt');
  const filters = creativeFilters(check);
  const size = check.oneOf('size', BANNER_SIZES);
  const q = check.text('q', getCreativesQueryQMax, { min: 1, trim: true });
  if (!check.ok) throw check.problem();
  const origin = url.origin;
  const rows = [...store.db.creatives.values()].filter((c) => {
    if (!matchesFilters(c, filters)) return false;
    if (size) {
      const image = c.ImageID === null ? undefined : store.db.creativeImages.get(c.ImageID);
      if (!image || `${image.Width}x${image.Height}` !== size) return false;
    }
    if (q && !matchesWords(c, q)) return false;
    return inLibrary(store, c);
  });
  const items = rows.map((c) => toLibraryCreative(store, c, origin));
  const page = paginate(sortBy(items, paging.sort ?? 'PublishedAt', paging.order), paging);
  return page satisfies LibraryCreativePage;
});

const one = authed(({ params, url, store }) => {
  const c = publishedCreative(store, params.creativeId, true);
  if (!c) throw notFound('Creative not found');
  return toLibraryCreative(store, c, url.origin);
});

const copy = authed(({ params, url, user, store }) => {
  const check = new QueryCheck(url);
  const campaignId = check.int('campaignId');
  if (campaignId === undefined && check.ok) check.fields.push({ field: 'campaignId', message: 'Required' });
  if (!check.ok || campaignId === undefined) throw check.problem();
  // A published creative the rules in force make fail is answered 409 below, not 404: the
  // affiliate learns why a creative they may have used before cannot be copied now.
  const c = publishedCreative(store, params.creativeId, false);
  if (!c) throw notFound('Creative not found');
  const campaign = store.db.campaigns.get(campaignId);
  if (!campaign || campaign.UserID !== user.ID) throw notFound('Campaign not found');
  const link = trackedUrl(c.LandingUrl, campaign.Code, c.ID);
  // Before use: the text and the link the affiliate will share, against the rules in force now.
  const compliance = creativeCheck(store, c, link);
  if (!compliance.passed && !c.Override) {
    throw notAllowed(`The creative does not pass the compliance check now: ${failedRules(compliance).join(', ')}`);
  }
  const library = toLibraryCreative(store, c, url.origin);
  const body: CreativeCopy = {
    creativeId: c.ID,
    campaignId: campaign.ID,
    campaignName: campaign.Name,
    trackedUrl: link,
    marks: MARKS_LINE[c.Language],
    text: c.Text,
    imageUrl: library.ImageUrl,
    width: library.Width,
    height: library.Height,
    compliance,
    override: c.Override !== null,
  };
  return body;
});

const checkText = authed(async ({ request, store }) => {
  const body = await readBody(request, checkComplianceBody, { minProperties: 1 });
  return checkCompliance(body, rulesInForce(store), store.clock.now());
});

/** Drawn images of seeded banners, by image, size and colours (they never change). */
const drawn = new Map<string, Promise<Uint8Array>>();

/** Optional sign-in: none is public; a token must be valid (403 otherwise); its holder may see drafts when an administrator. */
const image = anyone<Blob, { creativeId: string }>(async ({ request, params, store }) => {
  const token = bearerToken(request);
  let admin = false;
  if (token) {
    const user = store.userForToken(token);
    if (!user || isBannedNow(user, store.clock.now())) throw problem(403, 'Invalid token', 'invalid_token');
    admin = hasPermission(user.Permissions, 'admin:creatives:read');
  }
  const id = pathId(params.creativeId);
  const c = id === null ? undefined : store.db.creatives.get(id);
  const img = c?.ImageID == null ? undefined : store.db.creativeImages.get(c.ImageID);
  if (!c || !img || (!admin && !inLibrary(store, c))) throw notFound('Image not found');
  let bytes = img.Data;
  if (!bytes) {
    const key = `${img.ID}:${img.Width}x${img.Height}:${c.CampaignType}`;
    if (!drawn.has(key)) drawn.set(key, drawBanner(img.Width, img.Height, c.CampaignType));
    bytes = await drawn.get(key)!;
  }
  // An image, with its own type and headers: more than the factory's JSON answer can carry.
  return answerAsIs(
    new HttpResponse(bytes as BodyInit, {
      status: 200,
      headers: {
        'content-type': img.Data ? img.Type : 'image/png',
        'content-length': String(bytes.byteLength),
        'x-content-type-options': 'nosniff',
        'cache-control': inLibrary(store, c) ? 'public, max-age=300' : 'private, no-store',
      },
    }),
  );
});

export const creativesHandlers = [
  getGetCreativesMockHandler(list),
  getGetCreativeCopyMockHandler(copy),
  getGetCreativeMockHandler(one),
  getCheckComplianceMockHandler(checkText),
  getGetCreativeImageMockHandler(image),
];

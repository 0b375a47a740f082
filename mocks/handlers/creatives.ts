// The affiliates' side of the creatives library (issue 18): the library (published creatives that
// pass the check now, or carry an override), one creative, its copy for one of the affiliate's
// campaigns (the tracked link checked too, before use: 409 when it fails now), "check my own
// text", and a banner's image — public for what the library shows (it is the `src` of the HTML
// snippet on an affiliate's site), for administrators with the read permission otherwise.
import { http, HttpResponse } from 'msw';
import type { CreativeCopy } from '@/api/generated/model/creativeCopy';
import type { LibraryCreativePage } from '@/api/generated/model/libraryCreativePage';
import { checkComplianceBody } from '@/api/generated/zod/compliance/compliance.zod';
import { BANNER_SIZES } from '../rules/banner-image';
import { checkCompliance, failedRules, MARKS_LINE } from '../rules/compliance';
import { COUNTRIES } from '../db/enums';
import type { CreativeRecord } from '../db/types';
import { authed, bearerToken, isBannedNow } from '../http/auth';
import { notFound, paginate, problem } from '../http/respond';
import { hasPermission } from '../rules/permissions';
import { getStore } from '../runtime';
import { notAllowed, parseBody, pathId } from './admin-common';
import { drawBanner } from './banner-png';
import { creativeCheck, inLibrary, matchesWords, rulesInForce, toLibraryCreative, trackedUrl } from './creatives-common';
import { QueryCheck, sortBy } from './support';

const SORTS = ['PublishedAt', 'Name', 'ID'] as const;
export const CREATIVE_KINDS = ['banner', 'text'] as const;
export const CREATIVE_LANGUAGES = ['en-us', 'pt-br', 'es-419'] as const;
export const CAMPAIGN_TYPES = ['sports', 'casino', 'live-casino', 'brand'] as const;

/**
 * The creative of the path when it is published (`library`: and shown in the library, i.e. passing
 * now or overridden), or undefined.
 */
function publishedCreative(raw: string | readonly string[] | undefined, library: boolean): CreativeRecord | undefined {
  const store = getStore();
  const id = pathId(raw);
  const c = id === null ? undefined : store.db.creatives.get(id);
  if (!c || c.Status !== 'published') return undefined;
  return !library || inLibrary(store, c) ? c : undefined;
}

const list = authed(({ url, store }) => {
  const check = new QueryCheck(url);
  const paging = check.page(SORTS, 'PublishedAt');
  const kind = check.oneOf('kind', CREATIVE_KINDS);
  const language = check.oneOf('language', CREATIVE_LANGUAGES);
  const country = check.oneOf('country', COUNTRIES);
  const campaignType = check.oneOf('campaignType', CAMPAIGN_TYPES);
  const size = check.oneOf('size', BANNER_SIZES);
  const q = url.searchParams.get('q')?.trim();
  if (q !== undefined && (q.length < 1 || q.length > 80)) check.fields.push({ field: 'q', message: '1 to 80 characters' });
  if (!check.ok) return check.problem();
  const origin = url.origin;
  const rows = [...store.db.creatives.values()].filter((c) => {
    if (kind && c.Kind !== kind) return false;
    if (language && c.Language !== language) return false;
    if (country && c.Country !== country) return false;
    if (campaignType && c.CampaignType !== campaignType) return false;
    if (size) {
      const image = c.ImageID === null ? undefined : store.db.creativeImages.get(c.ImageID);
      if (!image || `${image.Width}x${image.Height}` !== size) return false;
    }
    if (q && !matchesWords(c, q)) return false;
    return inLibrary(store, c);
  });
  const items = rows.map((c) => toLibraryCreative(store, c, origin));
  const page = paginate(sortBy(items, paging.sort ?? 'PublishedAt', paging.order), paging);
  return HttpResponse.json(page satisfies LibraryCreativePage);
});

const one = authed<{ creativeId: string }>(({ params, url, store }) => {
  const c = publishedCreative(params.creativeId, true);
  return c ? HttpResponse.json(toLibraryCreative(store, c, url.origin)) : notFound('Creative not found');
});

const copy = authed<{ creativeId: string }>(({ params, url, user, store }) => {
  const check = new QueryCheck(url);
  const campaignId = check.int('campaignId');
  if (campaignId === undefined && check.ok) check.fields.push({ field: 'campaignId', message: 'Required' });
  if (!check.ok || campaignId === undefined) return check.problem();
  // A published creative the rules in force make fail is answered 409 below, not 404: the
  // affiliate learns why a creative they may have used before cannot be copied now.
  const c = publishedCreative(params.creativeId, false);
  if (!c) return notFound('Creative not found');
  const campaign = store.db.campaigns.get(campaignId);
  if (!campaign || campaign.UserID !== user.ID) return notFound('Campaign not found');
  const link = trackedUrl(c.LandingUrl, campaign.Code, c.ID);
  // Before use: the text and the link the affiliate will share, against the rules in force now.
  const compliance = creativeCheck(store, c, link);
  if (!compliance.passed && !c.Override) {
    return notAllowed(`The creative does not pass the compliance check now: ${failedRules(compliance).join(', ')}`);
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
  return HttpResponse.json(body);
});

const checkText = authed(async ({ request, store }) => {
  const body = await parseBody(request, checkComplianceBody, { minProperties: 1 });
  if (!body.ok) return body.response;
  return HttpResponse.json(checkCompliance(body.data, rulesInForce(store), store.clock.now()));
});

/** Drawn images of seeded banners, by image, size and colours (they never change). */
const drawn = new Map<string, Promise<Uint8Array>>();

/** Optional sign-in: none is public; a token must be valid (403 otherwise); its holder may see drafts when an administrator. */
const image = http.get<{ creativeId: string }>('*/api/creatives/:creativeId/image', async ({ request, params }) => {
  const store = getStore();
  const token = bearerToken(request);
  let admin = false;
  if (token) {
    const user = store.userForToken(token);
    if (!user || isBannedNow(user, store.clock.now())) return problem(403, 'Invalid token', 'invalid_token');
    admin = hasPermission(user.Permissions, 'admin:creatives:read');
  }
  const id = pathId(params.creativeId);
  const c = id === null ? undefined : store.db.creatives.get(id);
  const img = c?.ImageID == null ? undefined : store.db.creativeImages.get(c.ImageID);
  if (!c || !img || (!admin && !inLibrary(store, c))) return notFound('Image not found');
  let bytes = img.Data;
  if (!bytes) {
    const key = `${img.ID}:${img.Width}x${img.Height}:${c.CampaignType}`;
    if (!drawn.has(key)) drawn.set(key, drawBanner(img.Width, img.Height, c.CampaignType));
    bytes = await drawn.get(key)!;
  }
  return new HttpResponse(bytes as BodyInit, {
    status: 200,
    headers: {
      'content-type': img.Data ? img.Type : 'image/png',
      'content-length': String(bytes.byteLength),
      'x-content-type-options': 'nosniff',
      'cache-control': inLibrary(store, c) ? 'public, max-age=300' : 'private, no-store',
    },
  });
});

export const creativesHandlers = [
  http.get('*/api/me/creatives', list),
  http.get('*/api/me/creatives/:creativeId/copy', copy),
  http.get('*/api/me/creatives/:creativeId', one),
  http.post('*/api/me/compliance/check', checkText),
  image,
];

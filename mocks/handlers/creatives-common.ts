// What the creatives handlers share (issue 18): the compliance rule lists in force (the newest
// version of each), a creative's live check (its text and landing URL against them), the answers'
// shapes for administrators and for the affiliates' library, the tracked link of a creative for a
// campaign, and the one function that records what happened to a creative.
import type { AdminCreative } from '@/api/generated/model/adminCreative';
import type { CreativeImage } from '@/api/generated/model/creativeImage';
import type { LibraryCreative } from '@/api/generated/model/libraryCreative';
import type { Store } from '../db/store';
import type {
  ActorRef,
  ComplianceVersionRecord,
  CreativeHistoryRecord,
  CreativeImageRecord,
  CreativeRecord,
  UserRecord,
} from '../db/types';
import type { Country, Currency } from '../db/enums';
import { bannerSizeOf } from '../rules/banner-image';
import { recordAdminAction } from './audit-record';
import { checkCompliance, fold, type ComplianceResult, type PhraseEntry, type RuleLists } from '../rules/compliance';

export const CURRENCY_OF: Record<Country, Currency> = { BR: 'BRL', AR: 'ARS', CL: 'CLP', CR: 'CRC', MX: 'MXN', PE: 'PEN' };

/** The newest version of a rule list (the seed always holds version 1 of both). */
export function latestVersion(store: Store, list: ComplianceVersionRecord['List']): ComplianceVersionRecord {
  let latest: ComplianceVersionRecord | undefined;
  for (const v of store.db.complianceVersions.values()) if (v.List === list && (!latest || v.Version > latest.Version)) latest = v;
  if (!latest) throw new Error(`No ${list} list in the store`);
  return latest;
}

/** The two lists in force, as the rules module takes them. */
export function rulesInForce(store: Store): RuleLists {
  const phrases = latestVersion(store, 'phrases');
  const domains = latestVersion(store, 'domains');
  return {
    phrases: phrases.Phrases as PhraseEntry[],
    domains: domains.Domains,
    phrasesVersion: phrases.Version,
    domainsVersion: domains.Version,
  };
}

/** A creative's check now: its text and landing URL (or another URL, the tracked link) against the lists in force. */
export function creativeCheck(store: Store, c: Pick<CreativeRecord, 'Text' | 'LandingUrl'>, landingUrl = c.LandingUrl): ComplianceResult {
  return checkCompliance({ text: c.Text, landingUrl }, rulesInForce(store), store.clock.now());
}

/** Shown in the affiliates' library: published, and passing now or published under an override. */
export function inLibrary(store: Store, c: CreativeRecord): boolean {
  return c.Status === 'published' && (c.Override !== null || creativeCheck(store, c).passed);
}

export const actorOf = (user: UserRecord): ActorRef => ({ ID: user.ID, Username: user.Username });

/**
 * Records what happened to a creative — who, when, why — in its own history. The one place a
 * creative's change is recorded: an audit log (issue 17) can be fed from here too.
 */
export function recordCreativeEvent(
  store: Store,
  request: Request,
  creative: CreativeRecord,
  action: CreativeHistoryRecord['Action'],
  by: UserRecord,
  reason: string | null = null,
): CreativeHistoryRecord {
  const entry: CreativeHistoryRecord = { At: store.clock.now().toISOString(), Action: action, By: actorOf(by), Reason: reason };
  creative.History.push(entry);
  creative.UpdatedAt = entry.At;
  store.touch('creatives');
  // The administrators' audit log too (issue 17), overrides with their reason (issue 18.3).
  recordAdminAction(store, {
    actor: by,
    request,
    action: AUDIT_ACTIONS[action],
    target: { type: 'creative', id: creative.ID, label: creative.Name },
    reason,
  });
  return entry;
}

const AUDIT_ACTIONS: Record<CreativeHistoryRecord['Action'], string> = {
  created: 'creative.create',
  updated: 'creative.update',
  published: 'creative.publish',
  override: 'creative.override',
  retired: 'creative.retire',
};

export function toCreativeImage(image: CreativeImageRecord): CreativeImage {
  const size = bannerSizeOf(image.Width, image.Height);
  if (!size) throw new Error(`Image ${image.ID} is not a banner size`);
  return { ID: image.ID, Type: image.Type, Bytes: image.Bytes, Width: image.Width, Height: image.Height, Size: size };
}

/** What both the admin's and the library's creative show of a record. */
function creativeFields(c: CreativeRecord) {
  return {
    ID: c.ID,
    Name: c.Name,
    Kind: c.Kind,
    Text: c.Text,
    LandingUrl: c.LandingUrl,
    CampaignType: c.CampaignType,
    Country: c.Country,
    Currency: CURRENCY_OF[c.Country],
    Language: c.Language,
  };
}

export function toAdminCreative(store: Store, c: CreativeRecord): AdminCreative {
  const image = c.ImageID === null ? undefined : store.db.creativeImages.get(c.ImageID);
  return {
    ...creativeFields(c),
    Status: c.Status,
    Image: image ? toCreativeImage(image) : null,
    CreatedAt: c.CreatedAt,
    UpdatedAt: c.UpdatedAt,
    PublishedAt: c.PublishedAt,
    RetiredAt: c.RetiredAt,
    Compliance: creativeCheck(store, c),
    Override: c.Override
      ? { ...c.Override, FailedRules: c.Override.FailedRules as AdminCreative['Compliance']['items'][number]['rule'][] }
      : null,
    History: c.History.map((h) => ({ ...h, By: { ...h.By } })),
  };
}

/** The public address of a banner's image, on the host the call came to. */
export const imageUrl = (origin: string, creativeId: number) => `${origin}/api/creatives/${creativeId}/image`;

export function toLibraryCreative(store: Store, c: CreativeRecord, origin: string): LibraryCreative {
  const image = c.ImageID === null ? undefined : store.db.creativeImages.get(c.ImageID);
  return {
    ...creativeFields(c),
    Size: image ? bannerSizeOf(image.Width, image.Height) : null,
    Width: image?.Width ?? null,
    Height: image?.Height ?? null,
    ImageUrl: image ? imageUrl(origin, c.ID) : null,
    PublishedAt: c.PublishedAt ?? c.UpdatedAt,
  };
}

/** The landing URL with the campaign's tracking code and the creative (what the affiliate shares). */
export function trackedUrl(landingUrl: string, campaignCode: string, creativeId: number): string {
  const url = new URL(landingUrl);
  url.searchParams.set('btag', campaignCode);
  url.searchParams.set('creative', String(creativeId));
  return url.href;
}

/** Whether every folded word of `q` is in the creative's name or text. */
export function matchesWords(c: Pick<CreativeRecord, 'Name' | 'Text'>, q: string): boolean {
  const hay = fold(`${c.Name} ${c.Text}`).text;
  return fold(q)
    .text.split(' ')
    .filter(Boolean)
    .every((w) => hay.includes(w));
}

// Campaign rules shared by the mock and the app: the name rule, the spec's input transform and
// the campaign limit. Imports only the import-free constants file, so the app can use it as is.
import { CAMPAIGN_NAME_LENGTH, MAX_CAMPAIGNS } from './constants';

export const CAMPAIGN_NAME_PATTERN = /^[A-Za-z0-9-]{3,32}$/;

export function isValidCampaignName(name: string): boolean {
  return CAMPAIGN_NAME_PATTERN.test(name);
}

/**
 * The spec's transform of typed input: non-word characters stripped, spaces become hyphens,
 * at most 32 characters, trailing hyphen removed. Accents are dropped first so "Promoção"
 * keeps its letters ("Promocao"); underscores go too because the name rule refuses them.
 */
export function sanitizeCampaignName(input: string): string {
  return input
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, CAMPAIGN_NAME_LENGTH.max)
    .replace(/-+$/, '');
}

/** True when no further campaign may be created (answered with 406 `campaign_limit`). */
export function campaignLimitReached(current: number, max: number = MAX_CAMPAIGNS): boolean {
  return current >= max;
}

// Campaign rules shared by the app and the mock (mocks/rules/campaign.ts re-exports them): the
// name rule, the spec's transform of typed input and the campaign limit (spec §4, §9). The limits
// themselves are the contract's (createCampaign's body, getCampaignLimit's x-limits).
import { getCampaignLimitLimits } from '@/api/generated/zod/contract-limits';
import { createCampaignBodyNameMax, createCampaignBodyNameRegExp } from '@/api/generated/zod/campaigns/campaigns.zod';

export function isValidCampaignName(name: string): boolean {
  return createCampaignBodyNameRegExp.test(name);
}

/** Accents dropped first so "Promoção" keeps its letters ("Promocao"), then every character
 * the rule refuses (underscores too, although they are "word" characters) is stripped. */
function keepAllowed(input: string): string {
  return input
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9\s-]/g, '');
}

/**
 * The spec's transform of typed input: non-word characters stripped, spaces become hyphens,
 * at most the name's maximum length, trailing hyphen removed.
 */
export function sanitizeCampaignName(input: string): string {
  return keepAllowed(input).trim().replace(/\s+/g, '-').slice(0, createCampaignBodyNameMax).replace(/-+$/, '');
}

/**
 * The same transform applied keystroke by keystroke: it keeps one trailing hyphen, because the
 * space just typed is the hyphen before the next word. The field applies sanitizeCampaignName
 * when it loses focus and on submit, so the trailing hyphen never reaches the API.
 */
export function sanitizeCampaignNameInput(input: string): string {
  return keepAllowed(input)
    .trimStart()
    .replace(/-?\s+/g, '-')
    .slice(0, createCampaignBodyNameMax)
    .replace(/-+$/, (hyphens) => hyphens.slice(0, 1));
}

/** True when no further campaign may be created (answered with 406 `campaign_limit`). */
export function campaignLimitReached(current: number, max: number = getCampaignLimitLimits.defaultMax): boolean {
  return current >= max;
}

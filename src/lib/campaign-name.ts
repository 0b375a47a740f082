// Campaign rules shared by the app and the mock (mocks/rules/campaign.ts re-exports them): the
// name rule, the spec's transform of typed input and the campaign limit (spec §4, §9).

export const CAMPAIGN_NAME_LENGTH = { min: 3, max: 32 } as const;
export const CAMPAIGN_DESCRIPTION_MAX = 128;
/** The limit when the partner has no `campaignLimit` setting (docs/api-design.md). */
export const DEFAULT_MAX_CAMPAIGNS = 10;

export const CAMPAIGN_NAME_PATTERN = /^[A-Za-z0-9-]{3,32}$/;

export function isValidCampaignName(name: string): boolean {
  return CAMPAIGN_NAME_PATTERN.test(name);
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
 * at most 32 characters, trailing hyphen removed.
 */
export function sanitizeCampaignName(input: string): string {
  return keepAllowed(input).trim().replace(/\s+/g, '-').slice(0, CAMPAIGN_NAME_LENGTH.max).replace(/-+$/, '');
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
    .slice(0, CAMPAIGN_NAME_LENGTH.max)
    .replace(/-+$/, (hyphens) => hyphens.slice(0, 1));
}

/** True when no further campaign may be created (answered with 406 `campaign_limit`). */
export function campaignLimitReached(current: number, max: number = DEFAULT_MAX_CAMPAIGNS): boolean {
  return current >= max;
}

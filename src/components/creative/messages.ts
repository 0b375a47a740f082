// Texts shared by the affiliates' creatives pages and the admin's (issue 18): the compliance
// checklist's lines and outcomes, and the names of a creative's kinds, languages, campaign types,
// states and banner sizes.
import { defineMessages } from '@/i18n/define-messages';

export const ruleMessages = defineMessages({
  age_mark: { id: 'creative.rule.age-mark', defaultMessage: 'Age warning: "18+" or "proibido para menores de 18 anos"' },
  responsible_gambling_mark: { id: 'creative.rule.responsible-gambling', defaultMessage: 'A responsible-gambling message' },
  easy_money: { id: 'creative.rule.easy-money', defaultMessage: 'No easy or guaranteed money' },
  income_or_investment: { id: 'creative.rule.income', defaultMessage: 'Betting not shown as income or an investment' },
  loss_recovery: { id: 'creative.rule.loss-recovery', defaultMessage: 'Betting not shown as a way to recover losses' },
  skill_wins: { id: 'creative.rule.skill-wins', defaultMessage: 'No skill or system that promises wins' },
  urgency: { id: 'creative.rule.urgency', defaultMessage: 'No pressure to bet now' },
  free_with_conditions: { id: 'creative.rule.free-conditions', defaultMessage: '"Grátis" or "free" not next to conditions' },
  landing_domain: { id: 'creative.rule.landing-domain', defaultMessage: 'Landing page on an authorised domain' },
});

/** Why a failing line matters: the rule it breaks. */
export const ruleFailMessages = defineMessages({
  age_mark: {
    id: 'creative.rule-fail.age-mark',
    defaultMessage: 'The text has no age warning. Add "18+" or "Proibido para menores de 18 anos" (Lei 14.790/2023, art. 16).',
  },
  responsible_gambling_mark: {
    id: 'creative.rule-fail.responsible-gambling',
    defaultMessage: 'The text has no responsible-gambling message, such as "Jogue com responsabilidade".',
  },
  easy_money: {
    id: 'creative.rule-fail.easy-money',
    defaultMessage: 'Advertising may not promise easy, quick or guaranteed money (Portaria SPA/MF 1.231/2024).',
  },
  income_or_investment: {
    id: 'creative.rule-fail.income',
    defaultMessage: 'Advertising may not present betting as income, a job or an investment (Portaria SPA/MF 1.231/2024).',
  },
  loss_recovery: {
    id: 'creative.rule-fail.loss-recovery',
    defaultMessage: 'Advertising may not present betting as a way to recover losses (Portaria SPA/MF 1.231/2024).',
  },
  skill_wins: {
    id: 'creative.rule-fail.skill-wins',
    defaultMessage: 'Advertising may not suggest that skill, a method or a system guarantees wins (Portaria SPA/MF 1.231/2024).',
  },
  urgency: {
    id: 'creative.rule-fail.urgency',
    defaultMessage: 'Advertising may not pressure people to bet now (Portaria SPA/MF 1.231/2024).',
  },
  free_with_conditions: {
    id: 'creative.rule-fail.free-conditions',
    defaultMessage: 'An offer called free may not come with conditions such as a deposit or rollover (Portaria SPA/MF 1.231/2024).',
  },
  landing_domain: {
    id: 'creative.rule-fail.landing-domain',
    defaultMessage: "Links must lead to the operator's authorised domains (by default *.bet.br).",
  },
});

export const creativeMessages = defineMessages({
  checklistTitle: { id: 'creative.checklist.title', defaultMessage: 'Compliance checklist' },
  passed: { id: 'creative.checklist.passed', defaultMessage: 'Passes every rule' },
  failed: {
    id: 'creative.checklist.failed',
    defaultMessage: '{count, plural, one {Breaks # rule} other {Breaks # rules}}',
  },
  outcomePass: { id: 'creative.checklist.outcome-pass', defaultMessage: 'Passes' },
  outcomeFail: { id: 'creative.checklist.outcome-fail', defaultMessage: 'Fails' },
  outcomeNotChecked: { id: 'creative.checklist.outcome-not-checked', defaultMessage: 'Not checked' },
  found: { id: 'creative.checklist.found', defaultMessage: 'Found: {words}' },
  host: { id: 'creative.checklist.host', defaultMessage: 'Landing host: {host}' },
  checkedText: { id: 'creative.checklist.checked-text', defaultMessage: 'Checked text (the words that break a rule are marked)' },
  checkedUrl: { id: 'creative.checklist.checked-url', defaultMessage: 'Checked landing URL' },
  versions: {
    id: 'creative.checklist.versions',
    defaultMessage: 'Rules: phrase list version {phrases}, domain list version {domains}',
  },
  disclaimer: {
    id: 'creative.checklist.disclaimer',
    defaultMessage: 'A tool for compliance work, not legal advice.',
  },
  imageAlt: { id: 'creative.image.alt', defaultMessage: 'Banner {size}: {text}' },
  imageError: { id: 'creative.image.error', defaultMessage: 'The banner image could not be loaded.' },
  imageLoading: { id: 'creative.image.loading', defaultMessage: 'Loading the banner' },
  realSize: { id: 'creative.image.real-size', defaultMessage: 'Real size: {width} × {height} px' },
  size: { id: 'creative.size', defaultMessage: '{width} × {height}' },
  market: { id: 'creative.market', defaultMessage: '{country} · {currency}' },
});

export const kindMessages = defineMessages({
  banner: { id: 'creative.kind.banner', defaultMessage: 'Banner' },
  text: { id: 'creative.kind.text', defaultMessage: 'Text' },
});

/** Names of a creative's language (the language of its text, not the interface's). */
export const languageMessages = defineMessages({
  'en-us': { id: 'creative.language.en-us', defaultMessage: 'English' },
  'pt-br': { id: 'creative.language.pt-br', defaultMessage: 'Portuguese (Brazil)' },
  'es-419': { id: 'creative.language.es-419', defaultMessage: 'Spanish (Latin America)' },
});

export const campaignTypeMessages = defineMessages({
  sports: { id: 'creative.campaign-type.sports', defaultMessage: 'Sports betting' },
  casino: { id: 'creative.campaign-type.casino', defaultMessage: 'Casino' },
  'live-casino': { id: 'creative.campaign-type.live-casino', defaultMessage: 'Live casino' },
  brand: { id: 'creative.campaign-type.brand', defaultMessage: 'Brand' },
});

export const statusMessages = defineMessages({
  draft: { id: 'creative.status.draft', defaultMessage: 'Draft' },
  published: { id: 'creative.status.published', defaultMessage: 'Active' },
  retired: { id: 'creative.status.retired', defaultMessage: 'Retired' },
});

export const countryMessages = defineMessages({
  BR: { id: 'creative.country.br', defaultMessage: 'Brazil' },
  AR: { id: 'creative.country.ar', defaultMessage: 'Argentina' },
  CL: { id: 'creative.country.cl', defaultMessage: 'Chile' },
  CR: { id: 'creative.country.cr', defaultMessage: 'Costa Rica' },
  MX: { id: 'creative.country.mx', defaultMessage: 'Mexico' },
  PE: { id: 'creative.country.pe', defaultMessage: 'Peru' },
});

/** The IAB names of the standard banner sizes. */
export const bannerSizeMessages = defineMessages({
  '300x250': { id: 'creative.banner-size.medium-rectangle', defaultMessage: 'Medium rectangle' },
  '336x280': { id: 'creative.banner-size.large-rectangle', defaultMessage: 'Large rectangle' },
  '728x90': { id: 'creative.banner-size.leaderboard', defaultMessage: 'Leaderboard' },
  '970x250': { id: 'creative.banner-size.billboard', defaultMessage: 'Billboard' },
  '468x60': { id: 'creative.banner-size.full-banner', defaultMessage: 'Full banner' },
  '160x600': { id: 'creative.banner-size.wide-skyscraper', defaultMessage: 'Wide skyscraper' },
  '300x600': { id: 'creative.banner-size.half-page', defaultMessage: 'Half page' },
  '320x50': { id: 'creative.banner-size.mobile-leaderboard', defaultMessage: 'Mobile leaderboard' },
  '320x100': { id: 'creative.banner-size.large-mobile-banner', defaultMessage: 'Large mobile banner' },
  '250x250': { id: 'creative.banner-size.square', defaultMessage: 'Square' },
});

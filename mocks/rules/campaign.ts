// The mock checks campaigns with the app's own rules: one name rule, one transform, one limit.
export { campaignLimitReached, isValidCampaignName, sanitizeCampaignName, sanitizeCampaignNameInput } from '@/lib/campaign-name';

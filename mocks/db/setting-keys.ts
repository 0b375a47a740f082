// Per-partner numeric settings the mock understands, and their values when none is stored.
// An admin overrides them through /api/management/settings; "reset-limits" deletes them.
// The defaults are the contract's (x-limits of getCampaignLimit and getDemoBalanceLimits).
import { getCampaignLimitLimits, getDemoBalanceLimitsLimits } from '@/api/generated/zod/contract-limits';

export const SETTING_DEFAULTS = {
  campaignLimit: getCampaignLimitLimits.defaultMax,
  demoDailyRequestLimit: getDemoBalanceLimitsLimits.defaultDailyRequestLimit,
  demoWeeklyMaximumAmount: getDemoBalanceLimitsLimits.defaultWeeklyMaximumAmount,
} as const;
export type SettingKey = keyof typeof SETTING_DEFAULTS;
export const SETTING_KEYS = Object.keys(SETTING_DEFAULTS) as SettingKey[];

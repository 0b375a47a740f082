// Per-partner numeric settings the mock understands, and their values when none is stored.
// An admin overrides them through /api/management/settings; "reset-limits" deletes them.
import { DEMO_DAILY_REQUEST_LIMIT, DEMO_WEEKLY_MAXIMUM_AMOUNT, MAX_CAMPAIGNS } from '../rules/constants';

export const SETTING_DEFAULTS = {
  campaignLimit: MAX_CAMPAIGNS,
  demoDailyRequestLimit: DEMO_DAILY_REQUEST_LIMIT,
  demoWeeklyMaximumAmount: DEMO_WEEKLY_MAXIMUM_AMOUNT,
} as const;
export type SettingKey = keyof typeof SETTING_DEFAULTS;
export const SETTING_KEYS = Object.keys(SETTING_DEFAULTS) as SettingKey[];

// What a configuration value may be. The spec (§5) says "number, minimum 0"; the contract adds a
// ceiling and 2 decimals for every value (SettingValue in openapi/portal.yaml: 0 to 1,000,000,
// multipleOf 0.01), and the known keys that count something (campaigns, daily demo requests) or
// name an hour are whole numbers with a tighter ceiling (the `if`/`then` of the settings bodies).
// settings-rules.test.ts holds this table and the contract together.
import type { NumberRule } from './numbers';
import { numberProblem } from './numbers';

/** The ceiling of any setting: R$ 1,000,000.00 is far above every real alert or limit. */
export const SETTING_VALUE_MAX = 1_000_000;

const amount: NumberRule = { min: 0, max: SETTING_VALUE_MAX, cents: true };

/** Rules by key; a key not listed (an admin may store any) follows `amount`. */
export const SETTING_RULES: Readonly<Record<string, NumberRule>> = {
  // The partner's own (handlers/settings.ts).
  low_balance_alert: amount,
  commission_alert: amount,
  daily_summary_hour: { min: 0, max: 23, integer: true },
  // Set by an administrator per partner (db/setting-keys.ts).
  campaignLimit: { min: 0, max: 1000, integer: true },
  demoDailyRequestLimit: { min: 0, max: 100, integer: true },
  demoWeeklyMaximumAmount: amount,
};

export function settingRule(key: string): NumberRule {
  return Object.hasOwn(SETTING_RULES, key) ? SETTING_RULES[key]! : amount;
}

/** Why `value` is refused for `key`, or null. */
export function settingValueProblem(key: string, value: unknown): string | null {
  return numberProblem(value, settingRule(key));
}

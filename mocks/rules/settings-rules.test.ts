// Setting values (issue 15.13): the mock's rules (settings.ts) and the contract's (SettingValue,
// WholeNumberSettingKey / WholeNumberSettingValue in openapi/portal.yaml) say the same thing, value
// by value; and each write — the partner's /api/me/settings and the admin's
// /api/management/settings — refuses 3 decimals, 1e20, negatives and a fractional count with a
// clear message at `value`, saving nothing.
import { describe, expect, it } from 'vitest';
import { updateSetting } from '@/api/generated/endpoints/settings/settings';
import { adminSavePartnerSetting } from '@/api/generated/endpoints/admin-settings/admin-settings';
import { DEMO_IDS } from '../db/demo-accounts';
import { SETTING_KEYS } from '../db/setting-keys';
import { USER_SETTINGS } from '../handlers/settings';
import { as, refusal, setupMockApi, store } from '../handlers/test-kit';
import { bodySchemaOf, meetsSchema, schemaOf } from '../http/contract-doc';
import { fieldMessages } from '../http/field-messages';
import { SETTING_RULES, SETTING_VALUE_MAX, settingRule, settingValueProblem } from './settings';

setupMockApi();

const KEYS = [...Object.keys(USER_SETTINGS), ...SETTING_KEYS, 'someOtherKey'];
const VALUES = [0, 1, 2.5, 19.99, 0.29, 1.15, 9.5, 23, 24, 100, 101, 1000, 1001, 123456.78, SETTING_VALUE_MAX, SETTING_VALUE_MAX + 0.01];
const BAD_VALUES = [-1, -0.01, 300.123, 0.001, 1e20, Number.MAX_SAFE_INTEGER, 1e6 + 1];

describe('the rules and the contract', () => {
  it('SettingValue is the rule of any key without its own: 0 to 1,000,000, 2 decimals', () => {
    expect(schemaOf('SettingValue')).toMatchObject({ type: 'number', minimum: 0, maximum: SETTING_VALUE_MAX, multipleOf: 0.01 });
    expect(settingRule('someOtherKey')).toEqual({ min: 0, max: SETTING_VALUE_MAX, cents: true });
  });

  it('the whole-number keys are the same in both, with the same ceilings', () => {
    const whole = Object.entries(SETTING_RULES)
      .filter(([, rule]) => rule.integer)
      .map(([key, rule]) => [key, rule.max]);
    const key = schemaOf('WholeNumberSettingKey') as { properties: { key: { enum: string[] } } };
    const value = schemaOf('WholeNumberSettingValue') as {
      allOf: { if: { properties: { key: { const: string } } }; then: { properties: { value: { maximum: number } } } }[];
    };
    expect([...key.properties.key.enum].sort()).toEqual(whole.map(([k]) => k).sort());
    expect(value.allOf.map((c) => [c.if.properties.key.const, c.then.properties.value.maximum]).sort()).toEqual(whole.sort());
    for (const [, rule] of Object.entries(SETTING_RULES)) expect(rule.min).toBe(0);
  });

  it.each([
    ['updateSetting', (key: string, value: unknown) => ({ key, value })],
    ['adminSavePartnerSetting', (key: string, value: unknown) => ({ partnerId: 7, key, value })],
  ] as const)('%s: the body schema accepts exactly what the rule accepts, key by key', (operationId, body) => {
    const schema = bodySchemaOf(operationId)!;
    const disagreements: string[] = [];
    for (const key of KEYS) {
      for (const value of [...VALUES, ...BAD_VALUES]) {
        const contract = meetsSchema(schema, body(key, value));
        const mock = settingValueProblem(key, value) === null;
        if (contract !== mock) disagreements.push(`${key}=${value}: contract ${contract}, mock ${mock}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it.each([
    [300.123, fieldMessages.decimals],
    [1e20, fieldMessages.max(SETTING_VALUE_MAX)],
    [-1, fieldMessages.min(0)],
    [Number.NaN, fieldMessages.number],
    ['300', fieldMessages.number],
  ] as const)('an amount of %s is refused: %s', (value, message) => {
    expect(settingValueProblem('low_balance_alert', value)).toBe(message);
  });

  it.each([
    ['campaignLimit', 12.5, fieldMessages.wholeNumber],
    ['campaignLimit', 1001, fieldMessages.max(1000)],
    ['demoDailyRequestLimit', 2.5, fieldMessages.wholeNumber],
    ['daily_summary_hour', 9.5, fieldMessages.wholeNumber],
    ['daily_summary_hour', 24, fieldMessages.max(23)],
  ] as const)('%s = %s is refused: %s', (key, value, message) => {
    expect(settingValueProblem(key, value)).toBe(message);
  });
});

describe("the partner's settings (/api/me/settings)", () => {
  const stored = () =>
    store()
      .ownedBy('settings', DEMO_IDS.affiliate)
      .map((s) => [s.Key, s.Value, s.UpdatedAt]);

  it.each([
    ['low_balance_alert', 300.123, fieldMessages.decimals],
    ['low_balance_alert', 1e20, fieldMessages.max(SETTING_VALUE_MAX)],
    ['commission_alert', -5, fieldMessages.min(0)],
    ['daily_summary_hour', 9.5, fieldMessages.wholeNumber],
    ['daily_summary_hour', 30, fieldMessages.max(23)],
  ] as const)('%s = %s → 400 "%s" at value, nothing saved', async (key, value, message) => {
    const before = stored();
    const e = await refusal(updateSetting({ key, value }, as('affiliate')));
    expect([e.status, e.reason, e.problem?.fields]).toEqual([400, 'validation', [{ field: 'value', message }]]);
    expect(stored()).toEqual(before);
  });

  it('a value with 2 decimals within the ceiling is saved', async () => {
    expect((await updateSetting({ key: 'low_balance_alert', value: 999999.99 }, as('affiliate'))).Value).toBe(999999.99);
  });
});

describe("an administrator's partner settings (/api/management/settings)", () => {
  const PARTNER = 7;
  const stored = () =>
    store()
      .ownedBy('settings', PARTNER)
      .map((s) => [s.Key, s.Value, s.UpdatedAt]);

  it.each([
    ['campaignLimit', 12.5, fieldMessages.wholeNumber],
    ['campaignLimit', -1, fieldMessages.min(0)],
    ['campaignLimit', 5000, fieldMessages.max(1000)],
    ['demoWeeklyMaximumAmount', 500.123, fieldMessages.decimals],
    ['demoWeeklyMaximumAmount', 1e20, fieldMessages.max(SETTING_VALUE_MAX)],
    ['demoDailyRequestLimit', 1.5, fieldMessages.wholeNumber],
    ['anyOtherKey', -0.5, fieldMessages.min(0)],
  ] as const)('%s = %s → 400 "%s" at value, nothing saved', async (key, value, message) => {
    const before = stored();
    const e = await refusal(adminSavePartnerSetting({ partnerId: PARTNER, key, value }, as('admin')));
    expect([e.status, e.reason, e.problem?.fields]).toEqual([400, 'validation', [{ field: 'value', message }]]);
    expect(stored()).toEqual(before);
  });

  it('a whole campaign limit and an amount with 2 decimals are saved', async () => {
    expect((await adminSavePartnerSetting({ partnerId: PARTNER, key: 'campaignLimit', value: 15 }, as('admin'))).Value).toBe(15);
    const amount = await adminSavePartnerSetting({ partnerId: PARTNER, key: 'demoWeeklyMaximumAmount', value: 750.25 }, as('admin'));
    expect(amount.Value).toBe(750.25);
  });
});

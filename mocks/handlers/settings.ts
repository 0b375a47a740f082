// The affiliate's own configuration values: numbers ≥ 0 within each key's rule (rules/settings.ts:
// at most 1,000,000 and 2 decimals; the hour is a whole 0–23), at most 10 changes a day (UTC−3; the
// 11th answers 429 `daily_change_limit` with `retryAt` = next midnight). These are the partner's
// preferences (the contract's examples: `low_balance_alert`); the limits an administrator sets
// (campaignLimit, demo limits) share the settings table but are not the partner's to change,
// so they are neither listed nor accepted here (404 for an unknown key).
import { getGetSettingsMockHandler, getUpdateSettingMockHandler } from '@/api/generated/endpoints/settings/settings.msw';
import type { Setting } from '@/api/generated/model/setting';
import { updateSettingLimits } from '@/api/generated/zod/contract-limits';
import { updateSettingBody } from '@/api/generated/zod/settings/settings.zod';
import type { Store } from '../db/store';
import type { UserRecord } from '../db/types';
import { authed } from '../http/auth';
import { readBody } from '../http/body';
import { invalid, notFound, problem } from '../http/respond';
import { nextBrazilMidnight } from '../rules/brazil-time';
import { settingValueProblem } from '../rules/settings';
import { countToday, logActivity, nowIso } from './support';

export const USER_SETTINGS = {
  low_balance_alert: { value: 250, description: 'Notify me when the balance reaches this amount (R$)' },
  commission_alert: { value: 100, description: "Notify me when a day's commission passes this amount (R$)" },
  daily_summary_hour: { value: 9, description: 'Hour (UTC−3) of the daily summary e-mail' },
} as const satisfies Record<string, { value: number; description: string }>;
export type UserSettingKey = keyof typeof USER_SETTINGS;
const KEYS = Object.keys(USER_SETTINGS) as UserSettingKey[];
const CHANGE_ACTION = 'settings_update';

/** The partner's own values, stored or default (also the LGPD export's, handlers/lgpd.ts). */
export const userSettings = (store: Store, user: UserRecord): Setting[] => KEYS.map((k) => toSetting(store, user, k));

function toSetting(store: Store, user: UserRecord, key: UserSettingKey): Setting {
  const stored = store.ownedBy('settings', user.ID).find((s) => s.Key === key);
  return {
    Key: key,
    Value: stored?.Value ?? USER_SETTINGS[key].value,
    Description: USER_SETTINGS[key].description,
    UpdatedAt: stored?.UpdatedAt ?? null,
  };
}

/** Changes made today (UTC−3); each change leaves an activity row, so a reset forgets them. */
export function settingChangesToday(store: Store, user: UserRecord): number {
  const changes = store.ownedBy('activityLogs', user.ID).filter((r) => r.Action === CHANGE_ACTION && r.ActorID === null);
  return countToday(changes, (r) => r.CreatedAt, store.clock.now());
}

export const settingsHandlers = [
  getGetSettingsMockHandler(authed(({ user, store }) => userSettings(store, user))),

  getUpdateSettingMockHandler(
    authed(async ({ request, user, store }) => {
      const { key, value } = await readBody(request, updateSettingBody);
      const refused = settingValueProblem(key, value);
      if (refused) throw invalid([{ field: 'value', message: refused }]);
      if (!KEYS.includes(key as UserSettingKey)) throw notFound(`Unknown setting ${key}`);

      const done = settingChangesToday(store, user);
      const perDay = updateSettingLimits.changesPerDay;
      if (done >= perDay) {
        throw problem(429, `Limit of ${perDay} changes per day reached`, 'daily_change_limit', {
          retryAt: nextBrazilMidnight(store.clock.now()).toISOString(),
        });
      }
      const now = nowIso(store);
      const stored = store.ownedBy('settings', user.ID).find((s) => s.Key === key);
      if (stored) store.update('settings', stored.ID, { Value: value, UpdatedAt: now });
      else store.create('settings', { UserID: user.ID, Key: key, Value: value, UpdatedAt: now });
      logActivity(store, user, CHANGE_ACTION, `Configuração ${key} alterada (${done + 1}/${perDay} hoje)`, request);
      return toSetting(store, user, key as UserSettingKey);
    }),
  ),
];

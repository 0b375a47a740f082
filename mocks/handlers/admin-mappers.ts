// Store records → the admin-only shapes of the contract (Partner, search result, sub-affiliate,
// sub-diagram node, setting). The shapes both sides share (User, Payment, Business, BankAccount,
// DemoBalanceRequest) come from ./mappers.
import type { AdminSubDiagramNode } from '@/api/generated/model/adminSubDiagramNode';
import type { Partner } from '@/api/generated/model/partner';
import type { PartnerSearchResult } from '@/api/generated/model/partnerSearchResult';
import type { Setting } from '@/api/generated/model/setting';
import type { SubAffiliate } from '@/api/generated/model/subAffiliate';
import type { ReportRange } from '../db/reports';
import type { Store } from '../db/store';
import { SETTING_DEFAULTS, SETTING_KEYS, type SettingKey } from '../db/setting-keys';
import type { SettingRecord, UserRecord } from '../db/types';
import { brazilDate } from '../rules/brazil-time';
import { toUser } from './mappers';
import { USER_SETTINGS, type UserSettingKey } from './settings';

/**
 * UnbanDate is stored as the instant the ban ends (00:00 UTC−3 of the unban day, which the
 * sign-in rule compares with the clock); the contract shows the day (`format: date`).
 */
export function toPartner(u: UserRecord, store: Store): Partner {
  return {
    ...toUser(u, store.clock.now()),
    BannedAt: u.BannedAt,
    BanReason: u.BanReason,
    UnbanDate: u.UnbanDate ? brazilDate(new Date(u.UnbanDate)) : null,
    ParentID: u.ParentID,
    LastLoginAt: u.LastLoginAt,
  };
}

export function toSearchResult(u: UserRecord): PartnerSearchResult {
  return { ID: u.ID, FirstName: u.FirstName, LastName: u.LastName, Email: u.Email, Username: u.Username };
}

/**
 * A sub-affiliate with what they generated over `range`: by default every generated report day
 * ("all time", the admin pages); the partner's own list sums from the reports' default start.
 */
export function toSubAffiliate(u: UserRecord, store: Store, range: ReportRange = { since: store.reports.firstDay }): SubAffiliate {
  const sum = store.reports.keySum(u.ID, range);
  return {
    ID: u.ID,
    Username: u.Username,
    FirstName: u.FirstName,
    LastName: u.LastName,
    Status: u.Status,
    CreatedAt: u.CreatedAt,
    Registrations: sum.Registrations ?? 0,
    FTD: sum.FTD ?? 0,
    QFTD: sum.QFTD ?? 0,
    Commission: sum.Commission ?? 0,
  };
}

/**
 * The partner and `depth` levels of sub-affiliates under it. Nodes at the last level keep their
 * `subAffiliatesCount` but no children; `seen` guards against a ParentID cycle in edited data.
 */
export function toSubDiagram(u: UserRecord, store: Store, depth: number, seen = new Set<number>()): AdminSubDiagramNode {
  seen.add(u.ID);
  const children = store.ownedBy('users', u.ID);
  return {
    partnerId: u.ID,
    username: u.Username,
    name: `${u.FirstName} ${u.LastName}`.trim(),
    status: u.Status,
    subAffiliatesCount: children.length,
    children: depth > 0 ? children.filter((c) => !seen.has(c.ID)).map((c) => toSubDiagram(c, store, depth - 1, seen)) : [],
  };
}

// Setting keys are stored as the API names them: the limits an admin sets (setting-keys.ts,
// camelCase, which the contract's SettingKey allows), the partner's own preferences
// (settings.ts, snake_case) and any other key an admin saves.
const DESCRIPTIONS: Record<SettingKey, string> = {
  campaignLimit: 'Maximum number of campaigns the partner may have',
  demoDailyRequestLimit: 'Demo-balance requests the partner may make per day',
  demoWeeklyMaximumAmount: 'Demo balance the partner may receive per week (R$)',
};

export function toSetting(r: SettingRecord): Setting {
  return {
    Key: r.Key,
    Value: r.Value,
    Description: DESCRIPTIONS[r.Key as SettingKey] ?? USER_SETTINGS[r.Key as UserSettingKey]?.description ?? 'Custom setting',
    UpdatedAt: r.UpdatedAt,
  };
}

/** Every known key (its default, UpdatedAt null, when not overridden) plus any other stored key. */
export function partnerSettings(store: Store, userId: number): Setting[] {
  const stored = store.ownedBy('settings', userId);
  const known = SETTING_KEYS.map((key): Setting => {
    const record = stored.find((s) => s.Key === key);
    return record ? toSetting(record) : { Key: key, Value: SETTING_DEFAULTS[key], Description: DESCRIPTIONS[key], UpdatedAt: null };
  });
  const others = stored.filter((s) => !(SETTING_KEYS as readonly string[]).includes(s.Key)).map(toSetting);
  return [...known, ...others];
}

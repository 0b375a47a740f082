// How many of the day's configuration changes (spec §9: at most 10 a day, days in Brazil time,
// UTC−3) are used. The contract's GET /api/me/settings does not carry the count; every accepted
// change leaves a `settings_update` entry in the user's own activity log, so today's entries made
// by the user (not by an administrator logged in as them) are counted from GET /api/me/logs.
import { useGetActivityLogs } from '@/api/generated/endpoints/profile/profile';
import type { ActivityLog } from '@/api/generated/model/activityLog';

export const SETTINGS_CHANGES_PER_DAY = 10;
export const SETTINGS_CHANGE_ACTION = 'settings_update';
const BRAZIL_OFFSET_MS = 3 * 60 * 60_000;

/** Today's date in Brazil (UTC−3, no daylight saving since 2019), as YYYY-MM-DD. */
export const brazilToday = (now: Date = new Date()): string => new Date(now.getTime() - BRAZIL_OFFSET_MS).toISOString().slice(0, 10);

export const countSettingChanges = (entries: readonly ActivityLog[]): number =>
  entries.filter((e) => e.Action === SETTINGS_CHANGE_ACTION && e.ActorUsername === null).length;

/** Changes used today, or undefined while unknown (loading or failed). */
export function useSettingChangesToday(): number | undefined {
  const today = brazilToday();
  const query = useGetActivityLogs({ since: today, until: today, page: 1, pageSize: 100 });
  return query.data ? Math.min(countSettingChanges(query.data.items), SETTINGS_CHANGES_PER_DAY) : undefined;
}

// What every admin handler shares: numeric path ids and the partner they name (404 thrown), the
// per-action permission check (403 thrown), the 409 answer, money arithmetic in cents and a
// notification to the partner an admin decision concerns. Bodies: http/body.ts.
import type { Db, NotificationRecord, UserRecord } from '../db/types';
import type { Store } from '../db/store';
import { notFound, problem } from '../http/respond';
import { hasPermission } from '../rules/permissions';

/** A path id (integer ≥ 1), or null: the handlers answer 404 for anything else. */
export function pathId(raw: PathParam): number | null {
  const text = typeof raw === 'string' ? raw : '';
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}

/** Throws the same 403 `authed` gives, for permissions that depend on the action in the path. */
export function demand(permissions: readonly string[], needed: string): void {
  if (!hasPermission(permissions, needed)) throw problem(403, `Missing permission ${needed}`, 'forbidden');
}

type PathParam = string | readonly string[] | undefined;
type PathTable = 'users' | 'businesses' | 'creatives' | 'payments';
type PathRow<T extends PathTable> = Db[T] extends Map<number, infer R> ? R : never;

/** The record of `table` the path names; throws the 404 answer (`missing`) when there is none. */
export function pathRecord<T extends PathTable>(store: Store, table: T, raw: PathParam, missing: string): PathRow<T> {
  const id = pathId(raw);
  const row = id === null ? undefined : (store.db[table] as Map<number, PathRow<T>>).get(id);
  if (!row) throw notFound(missing);
  return row;
}

/** The partner of the path; throws the 404 answer when there is none. */
export const partnerOf = (store: Store, raw: PathParam): UserRecord => pathRecord(store, 'users', raw, 'Partner not found');

export const notAllowed = (message: string) => problem(409, message, 'action_not_allowed');

/** Sums in cents so stored money never picks up float noise (contract: multipleOf 0.01). */
export const cents = (n: number) => Math.round(n * 100);
export const addMoney = (...amounts: number[]) => amounts.reduce((sum, n) => sum + cents(n), 0) / 100;

/** Tells the partner about an admin decision (their notifications list and websocket feed). */
export function notify(store: Store, userId: number, Type: NotificationRecord['Type'], Title: string, Message: string): void {
  store.create('notifications', { UserID: userId, Type, Title, Message, Read: false, CreatedAt: store.clock.now().toISOString() });
}

// What every admin handler shares: request bodies checked with the generated zod schema of the
// operation (made strict, as the contract's `additionalProperties: false` is), numeric path ids,
// the per-action permission check, the 409 answer, money arithmetic in cents and a notification
// to the partner an admin decision concerns.
import type { z, ZodObject } from 'zod';
import type { NotificationRecord, UserRecord } from '../db/types';
import type { Store } from '../db/store';
import { readBody, type BodyOptions } from '../http/body';
import { notFound, problem } from '../http/respond';
import { hasPermission } from '../rules/permissions';

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** readBody (http/body.ts) as a result, for the handlers not yet throwing their answers. */
export async function parseBody<S extends ZodObject>(request: Request, schema: S, options: BodyOptions = {}): Promise<Parsed<z.output<S>>> {
  try {
    return { ok: true, data: await readBody(request, schema, options) };
  } catch (answer) {
    if (answer instanceof Response) return { ok: false, response: answer };
    throw answer;
  }
}

/** A path id (integer ≥ 1), or null: the handlers answer 404 for anything else. */
export function pathId(raw: string | readonly string[] | undefined): number | null {
  const text = typeof raw === 'string' ? raw : '';
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}

/** The same 403 `authed` gives, for permissions that depend on the action in the path. */
export function lacks(permissions: readonly string[], needed: string): Response | null {
  return hasPermission(permissions, needed) ? null : problem(403, `Missing permission ${needed}`, 'forbidden');
}

/** Throws that 403 unless the caller has the permission. */
export function demand(permissions: readonly string[], needed: string): void {
  const denied = lacks(permissions, needed);
  if (denied) throw denied;
}

/** The partner of the path; throws the 404 answer when there is none. */
export function partnerOf(store: Store, raw: string | readonly string[] | undefined): UserRecord {
  const id = pathId(raw);
  const user = id === null ? undefined : store.db.users.get(id);
  if (!user) throw notFound('Partner not found');
  return user;
}

export const notAllowed = (message: string) => problem(409, message, 'action_not_allowed');

/** Sums in cents so stored money never picks up float noise (contract: multipleOf 0.01). */
export const cents = (n: number) => Math.round(n * 100);
export const addMoney = (...amounts: number[]) => amounts.reduce((sum, n) => sum + cents(n), 0) / 100;

/** Tells the partner about an admin decision (their notifications list and websocket feed). */
export function notify(store: Store, userId: number, Type: NotificationRecord['Type'], Title: string, Message: string): void {
  store.create('notifications', { UserID: userId, Type, Title, Message, Read: false, CreatedAt: store.clock.now().toISOString() });
}

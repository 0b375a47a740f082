// What every admin handler shares: request bodies checked with the generated zod schema of the
// operation (made strict, as the contract's `additionalProperties: false` is), numeric path ids,
// the per-action permission check, the 409 answer, money arithmetic in cents and a notification
// to the partner an admin decision concerns.
import type { z, ZodObject } from 'zod';
import type { NotificationRecord, UserRecord } from '../db/types';
import type { Store } from '../db/store';
import { fieldMessages, issuesToFields } from '../http/field-messages';
import { invalid, notFound, problem, readJsonBody } from '../http/respond';
import { nameFields } from '../rules/names';
import { hasPermission } from '../rules/permissions';
import { isObject } from './support';

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * The JSON body, checked against the contract's schema, with the messages /api/me gives
 * (http/field-messages.ts). `optional` bodies (AdminActionBody) may be absent and read as `{}`;
 * a present but malformed body is a 400 either way, and a body that is not JSON a 415
 * (http/respond.ts). `names` (and `optionalNames`, which may be blank) are checked with the shared
 * name rule (rules/names.ts) first, so a bad name says why rather than "Invalid format".
 */
export async function parseBody<S extends ZodObject>(
  request: Request,
  schema: S,
  options: { optional?: boolean; minProperties?: number; names?: readonly string[]; optionalNames?: readonly string[] } = {},
): Promise<Parsed<z.output<S>>> {
  const read = await readJsonBody(request);
  if (read.state === 'absent') {
    if (options.optional) return { ok: true, data: {} as z.output<S> };
    return { ok: false, response: invalid([{ field: 'body', message: fieldMessages.jsonObject }]) };
  }
  if (read.state === 'malformed') return { ok: false, response: invalid([{ field: 'body', message: fieldMessages.malformedJson }]) };
  const raw = read.value;
  const badNames = isObject(raw) ? nameFields(raw, options.names ?? [], options.optionalNames ?? []) : [];
  const result = schema.strict().safeParse(raw);
  if (!result.success || badNames.length) {
    const fields = [...badNames, ...(result.success ? [] : issuesToFields(result.error.issues, raw))];
    return { ok: false, response: invalid(fields.filter((f, i) => fields.findIndex((g) => g.field === f.field) === i)) };
  }
  const data = result.data as z.output<S>;
  if (options.minProperties && Object.keys(data as object).length < options.minProperties) {
    return { ok: false, response: invalid([{ field: 'body', message: 'Give at least one field to change' }]) };
  }
  return { ok: true, data };
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

/** The partner of the path, or the 404 answer. */
export function partnerOf(store: Store, raw: string | readonly string[] | undefined): UserRecord | Response {
  const id = pathId(raw);
  const user = id === null ? undefined : store.db.users.get(id);
  return user ?? notFound('Partner not found');
}

export const notAllowed = (message: string) => problem(409, message, 'action_not_allowed');

/** Sums in cents so stored money never picks up float noise (contract: multipleOf 0.01). */
export const cents = (n: number) => Math.round(n * 100);
export const addMoney = (...amounts: number[]) => amounts.reduce((sum, n) => sum + cents(n), 0) / 100;

/** Tells the partner about an admin decision (their notifications list and websocket feed). */
export function notify(store: Store, userId: number, Type: NotificationRecord['Type'], Title: string, Message: string): void {
  store.create('notifications', { UserID: userId, Type, Title, Message, Read: false, CreatedAt: store.clock.now().toISOString() });
}

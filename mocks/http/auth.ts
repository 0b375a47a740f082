// Who is calling: the bearer token (or the `token` query parameter where the contract allows
// it) becomes the user record; /api/me calls check the affiliate permission where the table in
// me-access.ts says so, and admin calls check a permission in either spelling.
// 401 without a token; 403 "Invalid token" only for an unknown or expired token; 403 with
// another message ("Missing permission affiliate", reason `forbidden`) when the token is fine
// but a permission is missing.
// A handler is the override of its operation's generated factory (get<Operation>MockHandler in
// src/api/generated/endpoints/*/*.msw.ts): it answers the contract's success body, typed, and the
// factory sends it with the contract's status. Any other answer — a problem (4xx), or what the
// factory cannot send (respond.ts `answerAsIs`) — is a Response thrown from the handler, which MSW
// sends unchanged.
import type { http, PathParams } from 'msw';
import type { UserRecord } from '../db/types';
import type { Store } from '../db/store';
import { hasPermission } from '../rules/permissions';
import { getStore } from '../runtime';
import { missingMePermission } from './me-access';
import { problem } from './respond';

export interface CallContext<P extends PathParams = PathParams> {
  request: Request;
  url: URL;
  params: P;
  user: UserRecord;
  store: Store;
}

/** What MSW passes a resolver, and orval's factories pass their override. */
export type ResolverInfo = Parameters<Parameters<typeof http.all>[1]>[0];

type Handler<T, C> = (ctx: C) => T | Promise<T>;

/** A ban ends the partner's open sessions (their tokens stop working until the unban date). */
export function isBannedNow(user: UserRecord, now: Date): boolean {
  if (user.Status !== 'banned') return false;
  return !user.UnbanDate || Date.parse(user.UnbanDate) > now.getTime();
}

export function bearerToken(request: Request, allowQuery = false): string | null {
  const header = request.headers.get('authorization');
  const match = header?.match(/^Bearer\s+(.+)$/i);
  if (match) return match[1]!.trim();
  return allowQuery ? new URL(request.url).searchParams.get('token') : null;
}

/**
 * The handler's result as the factory expects it. A Response returned rather than thrown is
 * thrown here, so a 204 operation (typed `void`, which accepts anything) cannot send it as a 204.
 */
async function settle<T>(result: T | Promise<T>): Promise<T> {
  const value = await result;
  if (value instanceof Response) throw value;
  return value;
}

/** The override for a public call (no token needed). */
export function anyone<T, P extends PathParams = PathParams>(
  handler: Handler<T, Omit<CallContext<P>, 'user'>>,
): (info: ResolverInfo) => Promise<T> {
  return ({ request, params }) => settle(handler({ request, url: new URL(request.url), params: params as P, store: getStore() }));
}

/** The override for a call that needs a signed-in user; with `permissions`, any one of them. */
export function authed<T, P extends PathParams = PathParams>(
  handler: Handler<T, CallContext<P>>,
  options: { permissions?: readonly string[]; tokenInQuery?: boolean } = {},
): (info: ResolverInfo) => Promise<T> {
  return async ({ request, params }) => {
    const store = getStore();
    const token = bearerToken(request, options.tokenInQuery);
    if (!token) throw problem(401, 'Missing token', 'unauthorized');
    const user = store.userForToken(token);
    if (!user || isBannedNow(user, store.clock.now())) throw problem(403, 'Invalid token', 'invalid_token');
    const url = new URL(request.url);
    const missing = missingMePermission(request.method, url.pathname, user.Permissions);
    if (missing) throw problem(403, `Missing permission ${missing}`, 'forbidden');
    const needed = options.permissions ?? [];
    if (needed.length && !needed.some((p) => hasPermission(user.Permissions, p))) {
      throw problem(403, `Missing permission ${needed[0]}`, 'forbidden');
    }
    return settle(handler({ request, url, params: params as P, user, store }));
  };
}

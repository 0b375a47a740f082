// Who is calling: the bearer token (or the `token` query parameter where the contract allows
// it) becomes the user record; /api/me calls check the affiliate permission where the table in
// me-access.ts says so, and admin calls check a permission in either spelling.
// 401 without a token; 403 "Invalid token" only for an unknown or expired token; 403 with
// another message ("Missing permission affiliate", reason `forbidden`) when the token is fine
// but a permission is missing.
import type { DefaultBodyType, HttpResponseResolver, PathParams } from 'msw';
import type { UserRecord } from '../db/types';
import type { Store } from '../db/store';
import { hasPermission } from '../rules/permissions';
import { getStore } from '../runtime';
import { callWithApiKey } from './api-key-auth';
import { missingMePermission } from './me-access';
import { problem } from './respond';

export interface CallContext<P extends PathParams = PathParams> {
  request: Request;
  url: URL;
  params: P;
  user: UserRecord;
  store: Store;
}

type Handler<P extends PathParams> = (ctx: CallContext<P>) => Response | Promise<Response>;

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

/** A resolver for a call that needs a signed-in user; with `permissions`, any one of them. */
export function authed<P extends PathParams = PathParams>(
  handler: Handler<P>,
  options: { permissions?: readonly string[]; tokenInQuery?: boolean } = {},
): HttpResponseResolver<P, DefaultBodyType, DefaultBodyType> {
  return async ({ request, params }) => {
    const store = getStore();
    const token = bearerToken(request, options.tokenInQuery);
    const url = new URL(request.url);
    // A partner's API key instead of a session (issue 20): only the calls api-key-access.ts lists.
    const apiKey = token ? null : request.headers.get('x-api-key');
    if (apiKey !== null) return callWithApiKey(request, apiKey, (user) => handler({ request, url, params: params as P, user, store }));
    if (!token) return problem(401, 'Missing token', 'unauthorized');
    const user = store.userForToken(token);
    if (!user || isBannedNow(user, store.clock.now())) return problem(403, 'Invalid token', 'invalid_token');
    const missing = missingMePermission(request.method, url.pathname, user.Permissions);
    if (missing) return problem(403, `Missing permission ${missing}`, 'forbidden');
    const needed = options.permissions ?? [];
    if (needed.length && !needed.some((p) => hasPermission(user.Permissions, p))) {
      return problem(403, `Missing permission ${needed[0]}`, 'forbidden');
    }
    return handler({ request, url, params: params as P, user, store });
  };
}

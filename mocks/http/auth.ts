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
import { HttpResponse, type http, type JsonBodyType, type PathParams } from 'msw';
import type { SessionRecord, UserRecord } from '../db/types';
import type { Store } from '../db/store';
import { touchSession, twoFactorOn } from '../db/security';
import { startAdminAudit } from '../handlers/audit-record';
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
  /** The token's session (issue 17: sessions, step-up, "Log in as"). */
  session: SessionRecord;
}

/** What a session that must first enrol in two-factor sign-in may call (issue 17). */
const ENROLMENT_CALLS: readonly (readonly [string, RegExp])[] = [
  ['GET', /\/api\/me\/profile$/],
  ['GET', /\/api\/me\/security(\/sessions|\/events)?$/],
  ['POST', /\/api\/me\/security\/two-factor\/(setup|confirm)$/],
  ['DELETE', /\/api\/me\/security\/sessions\/\d+$/],
];

/** What MSW passes a resolver, and orval's factories pass their override. */
export type ResolverInfo = Parameters<Parameters<typeof http.all>[1]>[0];

type Handler<T, C> = (ctx: C) => T | Promise<T>;

/** A ban ends the partner's open sessions (their tokens stop working until the unban date). */
export function isBannedNow(user: UserRecord, now: Date): boolean {
  if (user.Status !== 'banned') return false;
  return !user.UnbanDate || Date.parse(user.UnbanDate) > now.getTime();
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match ? match[1]!.trim() : null;
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
  handler: Handler<T, Omit<CallContext<P>, 'user' | 'session'>>,
): (info: ResolverInfo) => Promise<T> {
  return ({ request, params }) => settle(handler({ request, url: new URL(request.url), params: params as P, store: getStore() }));
}

/** An API-key call has no session: this stand-in (never stored) has no step-up and no administrator. */
function apiKeySession(user: UserRecord, now: Date): SessionRecord {
  const at = now.toISOString();
  return {
    ID: 0,
    UserID: user.ID,
    TokenKey: 'api-key',
    ActorID: null,
    CreatedAt: at,
    LastSeenAt: at,
    ExpiresAt: at,
    Ip: '',
    UserAgent: '',
    RevokedAt: null,
    StepUpUntil: null,
    EnrolmentOnly: false,
  };
}

/** The override for a call that needs a signed-in user; with `permissions`, any one of them. */
export function authed<T, P extends PathParams = PathParams>(
  handler: Handler<T, CallContext<P>>,
  options: { permissions?: readonly string[] } = {},
): (info: ResolverInfo) => Promise<T> {
  return async ({ request, params }) => {
    const store = getStore();
    const token = bearerToken(request);
    const url = new URL(request.url);
    // A partner's API key instead of a session (issue 20): only the calls api-key-access.ts lists.
    // The answer (the handler's value as JSON, or its thrown Response) is thrown with the
    // RateLimit-* headers added, so the factory sends it unchanged.
    const apiKey = token ? null : request.headers.get('x-api-key');
    if (apiKey !== null) {
      const answer = await callWithApiKey(request, apiKey, (user) =>
        settle(handler({ request, url, params: params as P, user, store, session: apiKeySession(user, store.clock.now()) })).then(
          (value) => HttpResponse.json(value as JsonBodyType),
          (error: unknown) => {
            if (error instanceof Response) return error;
            throw error;
          },
        ),
      );
      throw answer;
    }
    if (!token) throw problem(401, 'Missing token', 'unauthorized');
    if (store.tokenRevoked(token)) throw problem(401, 'Session signed out', 'session_revoked');
    const user = store.userForToken(token);
    if (!user || isBannedNow(user, store.clock.now())) throw problem(403, 'Invalid token', 'invalid_token');
    // Every token is a session (issue 17): a signed-out one answers 401 from then on.
    const session = touchSession(store, token, user, request);
    if (!session || session.RevokedAt) throw problem(401, 'Session signed out', 'session_revoked');
    if (session.EnrolmentOnly && !twoFactorOn(store, user.ID)) {
      const allowed = ENROLMENT_CALLS.some(([method, path]) => method === request.method && path.test(url.pathname));
      if (!allowed) throw problem(403, 'Turn on two-factor sign-in first', 'two_factor_enrolment_required');
    }
    const missing = missingMePermission(request.method, url.pathname, user.Permissions);
    if (missing) throw problem(403, `Missing permission ${missing}`, 'forbidden');
    const needed = options.permissions ?? [];
    if (needed.length && !needed.some((p) => hasPermission(user.Permissions, p))) {
      throw problem(403, `Missing permission ${needed[0]}`, 'forbidden');
    }
    // Administrator actions are recorded in the audit log around the handler (issue 17).
    const audit = await startAdminAudit(store, user, request, url);
    if (!audit) return settle(handler({ request, url, params: params as P, user, store, session }));
    try {
      const answer = await settle(handler({ request, url, params: params as P, user, store, session }));
      await audit.finish(answer);
      return answer;
    } catch (thrown) {
      // A success the factory cannot send (a CSV, login-as headers) is thrown too.
      if (thrown instanceof Response) await audit.finish(thrown);
      throw thrown;
    }
  };
}

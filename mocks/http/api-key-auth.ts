// A call made with an API key (`X-API-Key`, issue 20) instead of a session token: the key must be
// one the store knows (by its SHA-256 hash), active, of an active affiliate, within its rate limit
// and scope; the answer — the handler's, or the refusal — carries the RateLimit-* headers.
// 401 `invalid_api_key` for an unknown, expired or revoked key; 429 `rate_limited` past 60 calls a
// minute; 403 `insufficient_scope` outside the key's scopes. A banned (or not yet approved)
// account's keys stop working with its sessions.
import type { UserRecord } from '../db/types';
import { consumeRate, hashKey, keyStatus, looksLikeKey, rateHeaders } from '../rules/api-keys';
import { hasPermission } from '../rules/permissions';
import { getStore } from '../runtime';
import { apiKeyScopeFor } from './api-key-access';
import { problem } from './respond';

function withHeaders(response: Response, headers: Record<string, string>): Response {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export async function callWithApiKey(
  request: Request,
  key: string,
  run: (user: UserRecord) => Response | Promise<Response>,
): Promise<Response> {
  const store = getStore();
  const scope = apiKeyScopeFor(request.method, new URL(request.url).pathname);
  if (!scope) return problem(401, 'This call needs a session token; API keys call only the reports and payments reads', 'unauthorized');
  const hash = looksLikeKey(key) ? await hashKey(key) : null;
  const record = hash === null ? undefined : [...store.db.apiKeys.values()].find((k) => k.Hash === hash);
  const now = store.clock.now();
  const user = record ? store.db.users.get(record.UserID) : undefined;
  const status = record ? keyStatus(record, now) : null;
  if (!record || !user || status !== 'active' || user.Status !== 'active') {
    return problem(
      401,
      status === 'expired' ? 'API key expired' : status === 'revoked' ? 'API key revoked' : 'Invalid API key',
      'invalid_api_key',
    );
  }
  const rate = consumeRate(record, now.getTime());
  store.update('apiKeys', record.ID, {
    WindowStart: rate.WindowStart,
    WindowCount: rate.WindowCount,
    ...(rate.allowed ? { LastUsedAt: now.toISOString() } : {}),
  });
  const headers = rateHeaders(rate);
  if (!rate.allowed) {
    const retryAt = new Date(rate.WindowStart + 60_000).toISOString();
    return withHeaders(problem(429, 'Rate limit of 60 calls a minute reached', 'rate_limited', { retryAt }), headers);
  }
  if (!record.Scopes.includes(scope))
    return withHeaders(problem(403, `This API key lacks the scope ${scope}`, 'insufficient_scope'), headers);
  if (!hasPermission(user.Permissions, 'affiliate')) return withHeaders(problem(403, 'Missing permission affiliate', 'forbidden'), headers);
  return withHeaders(await run(user), headers);
}

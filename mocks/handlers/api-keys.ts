// The affiliate's API keys (issue 20): listed without their value, created with the value answered
// once (only its SHA-256 hash is kept), revoked. Calls made with a key: mocks/http/api-key-auth.ts.
import { http, HttpResponse } from 'msw';
import type { ApiKey } from '@/api/generated/model/apiKey';
import type { ApiKeyRecord } from '../db/types';
import { authed } from '../http/auth';
import { notFound, problem, readJson } from '../http/respond';
import {
  API_KEY_SCOPES,
  type ApiKeyScope,
  hashKey,
  KEY_NAME_MAX,
  keyPrefix,
  keyStatus,
  MAX_ACTIVE_KEYS,
  MAX_EXPIRY_MS,
  newApiKey,
} from '../rules/api-keys';
import { BodyCheck, sortBy } from './support';

function toApiKey(k: ApiKeyRecord, now: Date, secret: string | null = null): ApiKey {
  return {
    ID: k.ID,
    Name: k.Name,
    Prefix: k.Prefix,
    Scopes: API_KEY_SCOPES.filter((s) => k.Scopes.includes(s)),
    Status: keyStatus(k, now),
    CreatedAt: k.CreatedAt,
    LastUsedAt: k.LastUsedAt,
    ExpiresAt: k.ExpiresAt,
    RevokedAt: k.RevokedAt,
    Secret: secret,
  };
}

function readKey(raw: unknown, now: Date) {
  const check = new BodyCheck(raw, ['name', 'scopes', 'expiresAt']);
  const name = check.str('name', { required: true, trim: true, min: 1, max: KEY_NAME_MAX });
  const scopes = check.body.scopes;
  if (!Array.isArray(scopes) || scopes.length < 1 || scopes.some((s) => !API_KEY_SCOPES.includes(s as ApiKeyScope))) {
    check.fail('scopes', `At least one of ${API_KEY_SCOPES.join(', ')}`);
  } else if (new Set(scopes).size !== scopes.length) check.fail('scopes', 'A scope is repeated');
  const expires = check.body.expiresAt;
  let expiresAt: string | null = null;
  if (expires !== undefined && expires !== null) {
    const ms = typeof expires === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(expires) ? Date.parse(expires) : NaN;
    if (Number.isNaN(ms)) check.fail('expiresAt', 'A date and time (ISO 8601)');
    else if (ms <= now.getTime()) check.fail('expiresAt', 'Must be in the future');
    else if (ms > now.getTime() + MAX_EXPIRY_MS) check.fail('expiresAt', 'At most a year from now');
    else expiresAt = new Date(ms).toISOString();
  }
  return { check, name: name as string, scopes: scopes as ApiKeyScope[], expiresAt };
}

export const apiKeysHandlers = [
  http.get(
    '*/api/me/api-keys',
    authed(({ user, store }) => {
      const now = store.clock.now();
      return HttpResponse.json(sortBy(store.ownedBy('apiKeys', user.ID), 'CreatedAt', 'desc').map((k) => toApiKey(k, now)));
    }),
  ),

  http.post(
    '*/api/me/api-keys',
    authed(async ({ request, user, store }) => {
      const now = store.clock.now();
      const input = readKey(await readJson(request), now);
      if (!input.check.ok) return input.check.problem();
      const active = store.ownedBy('apiKeys', user.ID).filter((k) => keyStatus(k, now) === 'active').length;
      if (active >= MAX_ACTIVE_KEYS) return problem(409, `At most ${MAX_ACTIVE_KEYS} active API keys; revoke one first`, 'api_key_limit');
      const secret = newApiKey();
      const record = store.create('apiKeys', {
        UserID: user.ID,
        Name: input.name,
        Prefix: keyPrefix(secret),
        Hash: await hashKey(secret),
        Scopes: input.scopes,
        CreatedAt: now.toISOString(),
        LastUsedAt: null,
        ExpiresAt: input.expiresAt,
        RevokedAt: null,
        WindowStart: 0,
        WindowCount: 0,
      });
      return HttpResponse.json(toApiKey(record, now, secret), { status: 201 });
    }),
  ),

  http.delete(
    '*/api/me/api-keys/:keyId',
    authed<{ keyId: string }>(({ params, user, store }) => {
      const key = store.db.apiKeys.get(Number(params.keyId));
      if (!key || key.UserID !== user.ID) return notFound('No such API key');
      const now = store.clock.now();
      const revoked = key.RevokedAt ? key : (store.update('apiKeys', key.ID, { RevokedAt: now.toISOString() }) ?? key);
      return HttpResponse.json(toApiKey(revoked, now));
    }),
  ),
];

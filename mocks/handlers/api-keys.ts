// The affiliate's API keys (issue 20): listed without their value, created with the value answered
// once (only its SHA-256 hash is kept), revoked. Calls made with a key: mocks/http/api-key-auth.ts.
import {
  getCreateApiKeyMockHandler,
  getGetApiKeysMockHandler,
  getRevokeApiKeyMockHandler,
} from '@/api/generated/endpoints/api-keys/api-keys.msw';
import type { ApiKey } from '@/api/generated/model/apiKey';
import { createApiKeyBody } from '@/api/generated/zod/api-keys/api-keys.zod';
import type { ApiKeyRecord } from '../db/types';
import { authed } from '../http/auth';
import { addFields, readBodyChecked } from '../http/body';
import { invalid, notFound, problem } from '../http/respond';
import { API_KEY_SCOPES, hashKey, keyPrefix, keyStatus, MAX_ACTIVE_KEYS, MAX_EXPIRY_MS, newApiKey } from '../rules/api-keys';
import { sortBy } from './support';

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

/**
 * The new key's body: the contract's schema (a name of 1–64 characters once trimmed, at least one
 * scope, an optional ISO instant), plus what it cannot say — no scope twice, an expiry in the
 * future and within the limit. Every problem is answered at once, by field.
 */
async function readKey(request: Request, now: Date) {
  const { sent, data, fields } = await readBodyChecked(request, createApiKeyBody, { trim: ['name'] });
  const own: { field: string; message: string }[] = [];
  if (new Set(sent.scopes).size !== sent.scopes.length) own.push({ field: 'scopes', message: 'A scope is repeated' });
  let expiresAt: string | null = null;
  const ms = typeof sent.expiresAt === 'string' ? Date.parse(sent.expiresAt) : NaN;
  if (!Number.isNaN(ms)) {
    if (ms <= now.getTime()) own.push({ field: 'expiresAt', message: 'Must be in the future' });
    else if (ms > now.getTime() + MAX_EXPIRY_MS) own.push({ field: 'expiresAt', message: 'At most a year from now' });
    else expiresAt = new Date(ms).toISOString();
  }
  const all = addFields(addFields([], fields), own);
  if (!data || all.length) throw invalid(all);
  return { name: data.name, scopes: data.scopes, expiresAt };
}

export const apiKeysHandlers = [
  getGetApiKeysMockHandler(
    authed(({ user, store }) => {
      const now = store.clock.now();
      return sortBy(store.ownedBy('apiKeys', user.ID), 'CreatedAt', 'desc').map((k) => toApiKey(k, now));
    }),
  ),

  getCreateApiKeyMockHandler(
    authed(async ({ request, user, store }) => {
      const now = store.clock.now();
      const input = await readKey(request, now);
      const active = store.ownedBy('apiKeys', user.ID).filter((k) => keyStatus(k, now) === 'active').length;
      if (active >= MAX_ACTIVE_KEYS) throw problem(409, `At most ${MAX_ACTIVE_KEYS} active API keys; revoke one first`, 'api_key_limit');
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
      return toApiKey(record, now, secret);
    }),
  ),

  getRevokeApiKeyMockHandler(
    authed<ApiKey, { keyId: string }>(({ params, user, store }) => {
      const key = store.db.apiKeys.get(Number(params.keyId));
      if (!key || key.UserID !== user.ID) throw notFound('No such API key');
      const now = store.clock.now();
      const revoked = key.RevokedAt ? key : (store.update('apiKeys', key.ID, { RevokedAt: now.toISOString() }) ?? key);
      return toApiKey(revoked, now);
    }),
  ),
];

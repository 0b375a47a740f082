// The calls an API key may make (API_KEY_ACCESS) are exactly the operations whose contract lists
// the partnerApiKey scheme, each with the same `x-api-key-scope`, a 429 and the RateLimit-* headers.
import { describe, expect, it } from 'vitest';
import { API_KEY_ACCESS, apiKeyScopeFor } from './api-key-access';
import { contractOperations, deref, type Json } from './contract-doc';

const withKey = contractOperations.filter((o) => ((o.op.security as Json[] | undefined) ?? []).some((s) => 'partnerApiKey' in s));

describe('API_KEY_ACCESS and the contract', () => {
  it('lists the operations that accept a key, with their method, path and scope', () => {
    const fromContract = withKey.map((o) => [o.id, o.method, o.path, o.op['x-api-key-scope']]).sort();
    const fromTable = Object.entries(API_KEY_ACCESS)
      .map(([id, [method, path, scope]]) => [id, method, path, scope])
      .sort();
    expect(fromTable).toEqual(fromContract);
  });

  it.each(withKey.map((o) => [o.id, o] as const))('%s documents 429 and the RateLimit-* headers', (_id, o) => {
    const responses = o.op.responses as Json;
    expect(deref<Json>(responses['429'])).toBeDefined();
    expect(Object.keys((deref<Json>(responses['200']).headers as Json) ?? {})).toEqual([
      'RateLimit-Limit',
      'RateLimit-Remaining',
      'RateLimit-Reset',
    ]);
  });

  it('matches concrete paths, and no call outside the table', () => {
    expect(apiKeyScopeFor('GET', '/api/me/payments/12')).toBe('payments:read');
    expect(apiKeyScopeFor('GET', '/api/me/payments/info')).toBeNull();
    expect(apiKeyScopeFor('GET', '/api/me/payments/eligible/full')).toBeNull();
    expect(apiKeyScopeFor('POST', '/api/me/payments')).toBeNull();
    expect(apiKeyScopeFor('GET', '/api/me/data/reports/key-sum')).toBe('reports:read');
    expect(apiKeyScopeFor('PATCH', '/api/me/data/reports/update')).toBeNull();
  });
});

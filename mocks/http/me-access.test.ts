// Who may make each /api/me call (issue 15.11): the ME_ACCESS table and openapi/portal.yaml say
// the same thing — every /api/me operation listed, affiliate-only ones marked
// `x-permissions: [affiliate]` with the affiliate 403 — and the mock does what they say: an
// analyst (no `affiliate` permission) gets 403 on every affiliate call and changes nothing, while
// the calls any signed-in user may make still answer.
import { describe, expect, it } from 'vitest';
import { loadContract, type Operation } from '../../tests/contract/spec';
import { DEMO_IDS } from '../db/demo-accounts';
import { setupMockApi, store } from '../handlers/test-kit';
import { contractOperations, type Json } from './contract-doc';
import { ME_ACCESS, needsAffiliate } from './me-access';

setupMockApi();

const meOperations = contractOperations.filter((o) => o.path.startsWith('/api/me/'));
const table = Object.entries(ME_ACCESS).map(([id, [method, path, access]]) => ({ id, method, path, access }));
const affiliateOnly = table.filter((row) => row.access === 'affiliate');
const signedIn = table.filter((row) => row.access === 'signed-in');
const examples = new Map(loadContract('openapi/portal.yaml').map((op) => [op.id, op]));

/** The contract's example call of an operation, as the analyst. */
function exampleCall(op: Operation, token: string): Promise<Response> {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const p = op.parameters.find((x) => x.in === 'path' && x.name === name);
    return encodeURIComponent(String(p?.example ?? 1));
  });
  const url = new URL(path, 'http://127.0.0.1');
  for (const p of op.parameters) {
    if (p.in !== 'query' || p.example === undefined || p.example === null) continue;
    for (const v of Array.isArray(p.example) ? p.example : [p.example]) url.searchParams.append(p.name, String(v));
  }
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  let body: string | undefined;
  if (op.body && !op.body.contentType.startsWith('multipart/')) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(op.body.example);
  }
  return fetch(url, { method: op.method, headers, body });
}

/** How many rows each table holds: an affiliate call refused must leave every count as it was. */
// Sessions aside: any token's first call opens its session (issue 17), refused or not.
const counts = () =>
  Object.fromEntries(
    Object.entries(store().db)
      .filter(([name]) => name !== 'sessions')
      .map(([name, rows]) => [name, (rows as { size?: number }).size ?? 0]),
  );

describe('ME_ACCESS and the contract', () => {
  it('lists every /api/me operation of the contract, with its method and path, and nothing else', () => {
    const fromContract = meOperations.map((o) => [o.id, o.method, o.path]).sort();
    const fromTable = table.map((row) => [row.id, row.method, row.path]).sort();
    expect(fromTable).toEqual(fromContract);
  });

  it.each(table.map((row) => [row.id, row.access] as const))('%s: %s in both', (id, access) => {
    const op = meOperations.find((o) => o.id === id)!.op;
    const forbidden = ((op.responses as Json)['403'] as Json | undefined)?.$ref;
    if (access === 'affiliate') {
      expect(op['x-permissions']).toEqual(['affiliate']);
      expect(forbidden).toBe('#/components/responses/ForbiddenAffiliate');
    } else {
      expect(op['x-permissions']).toBeUndefined();
      // Sensitive changes (issue 17) also document the step-up and impersonation refusals.
      expect(['#/components/responses/Forbidden', '#/components/responses/ForbiddenSensitive']).toContain(forbidden);
    }
  });

  it('matches a concrete path, with any host or prefix before /api, to its row', () => {
    expect(needsAffiliate('GET', '/api/me/campaigns/12')).toBe(true);
    expect(needsAffiliate('GET', '/v2/api/me/payments/eligible/full')).toBe(true);
    expect(needsAffiliate('DELETE', '/api/me/campaigns/12')).toBe(true);
    expect(needsAffiliate('GET', '/api/me/profile')).toBe(false);
    expect(needsAffiliate('POST', '/api/me/settings')).toBe(false);
    expect(needsAffiliate('GET', '/api/me/campaigns/12/extra')).toBe(false);
  });
});

describe('an account without the affiliate permission (analyst)', () => {
  it.each(affiliateOnly.map((row) => [row.id, row.method, row.path] as const))(
    '%s (%s %s) → 403 Missing permission affiliate, nothing changed',
    async (id) => {
      const before = counts();
      const token = store().issueToken(DEMO_IDS.analyst).token;
      const response = await exampleCall(examples.get(id)!, token);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: 'Missing permission affiliate', reason: 'forbidden' });
      expect(counts()).toEqual(before);
    },
  );

  it.each(signedIn.map((row) => [row.id, row.method, row.path] as const))('%s (%s %s) is not refused for the role', async (id) => {
    const token = store().issueToken(DEMO_IDS.analyst).token;
    const response = await exampleCall(examples.get(id)!, token);
    // A sensitive change (issue 17) asks for a step-up first: that 403 is no role refusal.
    const reason = response.status === 403 ? ((await response.json()) as { reason?: string }).reason : undefined;
    expect(reason === undefined || reason === 'step_up_required').toBe(true);
  });

  it('reads and changes its profile, notifications and settings (2xx)', async () => {
    const token = store().issueToken(DEMO_IDS.analyst).token;
    const call = (id: string, body?: unknown) => {
      const op = examples.get(id)!;
      return exampleCall(body === undefined ? op : { ...op, body: { ...op.body!, example: body } }, token);
    };
    const statuses = {
      getProfile: (await call('getProfile')).status,
      updateProfile: (await call('updateProfile', { firstName: 'Paulo', lastName: 'Ribeiro Neto' })).status,
      getActivityLogs: (await call('getActivityLogs')).status,
      getNotifications: (await call('getNotifications')).status,
      markNotificationsRead: (await call('markNotificationsRead', {})).status,
      getSettings: (await call('getSettings')).status,
      updateSetting: (await call('updateSetting', { key: 'low_balance_alert', value: 300 })).status,
    };
    expect(statuses).toEqual({
      getProfile: 200,
      updateProfile: 200,
      getActivityLogs: 200,
      getNotifications: 200,
      markNotificationsRead: 200,
      getSettings: 200,
      updateSetting: 200,
    });
    expect(store().db.users.get(DEMO_IDS.analyst)?.LastName).toBe('Ribeiro Neto');
  });

  it('the affiliate itself is not refused by the rule', async () => {
    const token = store().issueToken(DEMO_IDS.affiliate).token;
    for (const row of affiliateOnly.filter((r) => r.method === 'GET' && !r.path.includes('{'))) {
      const response = await exampleCall(examples.get(row.id)!, token);
      expect([row.id, response.status]).toEqual([row.id, 200]);
    }
  });
});

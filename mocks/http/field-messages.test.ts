// Admin validation messages (issue 15.16): the admin handlers check bodies with the contract's
// generated zod schemas, and every refusal speaks the /api/me vocabulary (field-messages.ts) —
// never zod's own text ("Invalid input: expected number, received undefined"). Every admin
// operation with a JSON body is sent an empty object, each property with a value of the wrong
// type, an unknown key and a body that is not an object; and where the admin and the partner edit
// the same thing (bank account, profile), the same bad body gets the same words.
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../db/demo-accounts';
import { setupMockApi, store } from '../handlers/test-kit';
import { bodySchemaOf, contractOperations, deref, type Json } from './contract-doc';
import { fieldMessages } from './field-messages';

setupMockApi();

/** Every sentence a 400 may carry: the shared vocabulary, with the numbers filled in. */
const VOCABULARY: readonly RegExp[] = [
  ...Object.values(fieldMessages).flatMap((m) =>
    typeof m === 'string' ? [new RegExp(`^${m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)] : [],
  ),
  /^(At least|At most|More than|Less than) -?\d+(\.\d+)?( characters| items?)?$/,
  /^Must be a multiple of \d+(\.\d+)?$/,
  /^One of .+$/,
  // Sentences of a handler's own rules (clear, not a validator's).
  /^Give at least one field to change$/,
  /^Required to reject a business$/,
];
const ZOD_TEXT =
  /Invalid input|Invalid option|Invalid string|Invalid email|Too (small|big)|Unrecognized key|expected .*received|: expected/i;

/** A value of the wrong type for a property's schema. */
function wrong(schema: Json): unknown {
  const s = deref<Json>(schema);
  if (s.enum || s.const !== undefined) return 'not-an-allowed-value';
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type === 'string') return 12345;
  if (type === 'integer' || type === 'number') return 'abc';
  if (type === 'boolean') return 'yes';
  if (type === 'array') return 'not-a-list';
  if (type === 'object') return 'not-an-object';
  return { unexpected: true };
}

/** A concrete path for each admin operation: records whose state lets the body be judged. */
function pathOf(operationId: string, path: string): string {
  const { db } = store();
  const pending = (status: string) => [...db.payments.values()].find((p) => p.Status === status)!.ID;
  const ids: Record<string, string | number> = {
    partnerId: 7,
    businessId: [...db.businesses.values()].find((b) => b.Approval === 'pending')!.ID,
    requestId: [...db.demoRequests.values()].find((d) => d.Status === 'pending')!.ID,
    paymentId: pending('Pending'),
    privacyRequestId: [...db.privacyRequests.values()].find((r) => r.Status === 'open')!.ID,
    creativeId: [...db.creatives.values()].find((c) => c.Status === 'draft')!.ID,
    action: operationId === 'adminDemoBalanceAction' ? 'decline' : operationId === 'adminPartnerAction' ? 'lock' : 'reject',
  };
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => String(ids[name]));
}

const adminWithBody = contractOperations.filter((o) => o.path.startsWith('/api/management/') && bodySchemaOf(o.id));

async function send(method: string, path: string, body: string, who: number = DEMO_IDS.admin) {
  const response = await fetch(new URL(path, 'http://127.0.0.1'), {
    method,
    headers: { authorization: `Bearer ${store().issueToken(who).token}`, 'content-type': 'application/json' },
    body,
  });
  const json = (await response.json()) as { reason?: string; fields?: { field: string; message: string }[] };
  return { status: response.status, ...json };
}

describe('admin bodies refused in the /api/me vocabulary', () => {
  it('covers every admin operation with a JSON body', () => {
    expect(adminWithBody.length).toBeGreaterThanOrEqual(16);
  });

  it.each(adminWithBody.map((o) => [o.id, o] as const))('%s', async (_id, { id, method, path }) => {
    const schema = bodySchemaOf(id)!;
    const properties = (schema.properties ?? {}) as Record<string, Json>;
    const bodies: unknown[] = [
      {},
      { notInTheContract: 1 },
      null,
      [],
      'text',
      ...Object.entries(properties).map(([key, prop]) => ({ [key]: wrong(prop) })),
    ];
    const seen: string[] = [];
    let refused = 0;
    for (const body of bodies) {
      const answer = await send(method, pathOf(id, path), JSON.stringify(body));
      if (answer.status !== 400) continue; // an optional body ({}) may be fine
      refused++;
      expect(answer.reason).toBe('validation');
      for (const f of answer.fields ?? []) {
        seen.push(f.message);
        expect([JSON.stringify(body), f.field, f.message, ZOD_TEXT.test(f.message)]).toEqual([
          JSON.stringify(body),
          f.field,
          f.message,
          false,
        ]);
        expect([f.message, VOCABULARY.some((v) => v.test(f.message))]).toEqual([f.message, true]);
      }
    }
    expect(refused).toBeGreaterThanOrEqual(bodies.length - 1);
    expect(seen.length).toBeGreaterThan(0);
  });

  it('a body that is not a JSON object says so, as /api/me does', async () => {
    for (const body of ['null', '[]', '"text"', '42']) {
      const admin = await send('PUT', '/api/management/partners/7', body);
      const me = await send('PUT', '/api/me/profile', body, DEMO_IDS.affiliate);
      expect([body, admin.fields]).toEqual([body, [{ field: 'body', message: fieldMessages.jsonObject }]]);
      expect([body, me.fields]).toEqual([body, admin.fields]);
    }
  });

  it.each([
    ['a missing field', { bankCode: '260', accountAgency: '0001', accountNumber: '12345678-9', pixKeyType: 'email' }],
    ['a number for text', { bankCode: 260, accountAgency: '0001', accountNumber: '12345678-9', pixKeyType: 'email', pixKey: 'a@b.co' }],
    ['an unknown PIX key type', { bankCode: '260', accountAgency: '0001', accountNumber: '1-9', pixKeyType: 'iban', pixKey: 'x' }],
    ['an unknown field', { bankCode: '260', accountAgency: '0001', accountNumber: '1-9', pixKeyType: 'email', pixKey: 'a@b.co', x: 1 }],
  ])('bank account with %s: the admin and the partner get the same words', async (_what, body) => {
    const admin = await send('POST', '/api/management/partner/bank-account/7', JSON.stringify(body));
    const me = await send('POST', '/api/me/bank-account', JSON.stringify(body), DEMO_IDS.affiliate);
    expect(admin.status).toBe(400);
    const fieldsOf = (a: typeof admin) => (a.fields ?? []).filter((f) => Object.keys(body).includes(f.field) || f.field === 'pixKey');
    expect(fieldsOf(admin)).toEqual(fieldsOf(me));
    expect(fieldsOf(admin).length).toBeGreaterThan(0);
  });

  it('a partner name of the wrong type or length: the same words in the admin edit and the profile', async () => {
    for (const value of [123, '', 'x'.repeat(33), null]) {
      const admin = await send('PUT', '/api/management/partners/7', JSON.stringify({ lastName: value }));
      const me = await send('PUT', '/api/me/profile', JSON.stringify({ lastName: value }), DEMO_IDS.affiliate);
      expect([value, admin.status, admin.fields]).toEqual([value, 400, me.fields]);
    }
  });
});

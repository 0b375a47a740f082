import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHttpIdentityProvider } from './http-identity-provider';
import { IdentityError } from './identity-provider';

const base = 'https://idp.example.test/v1/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const provider = createHttpIdentityProvider(base);
const record = { token: 'tok', expiresAt: '2026-11-21T23:49:00Z', type: 'bearer' };

async function failure(promise: Promise<unknown>): Promise<IdentityError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(IdentityError);
  return error as IdentityError;
}

describe('HTTP identity provider', () => {
  it('sends the code request and exchanges the code for a token record', async () => {
    const seen: unknown[] = [];
    server.use(
      http.post('https://idp.example.test/v1/passwordless/start', async ({ request }) => {
        seen.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
      http.post('https://idp.example.test/v1/passwordless/verify', async ({ request }) => {
        seen.push(await request.json());
        return HttpResponse.json(record);
      }),
    );
    await provider.sendSignInCode('a@example.com');
    await expect(provider.verifySignInCode('a@example.com', '123456')).resolves.toEqual(record);
    expect(seen).toEqual([{ email: 'a@example.com' }, { email: 'a@example.com', code: '123456' }]);
  });

  it('sends the password-reset e-mail', async () => {
    let body: unknown;
    server.use(
      http.post('https://idp.example.test/v1/password-reset', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ok: true });
      }),
    );
    await provider.sendPasswordReset('a@example.com');
    expect(body).toEqual({ email: 'a@example.com' });
  });

  it('maps refusals to typed errors', async () => {
    server.use(
      http.post('*/passwordless/verify', async ({ request }) => {
        const { code } = (await request.json()) as { code: string };
        if (code === '000000') return HttpResponse.json({ reason: 'invalid_code' }, { status: 400 });
        if (code === '111111') return HttpResponse.json({ reason: 'banned', retryAt: '2026-12-01T00:00:00Z' }, { status: 403 });
        if (code === '222222') return HttpResponse.json({}, { status: 429, headers: { 'Retry-After': '30' } });
        if (code === '333333') return HttpResponse.json({ token: '' });
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    expect((await failure(provider.verifySignInCode('a@example.com', '000000'))).kind).toBe('invalid_code');
    const banned = await failure(provider.verifySignInCode('a@example.com', '111111'));
    expect([banned.kind, banned.reason, banned.retryAt]).toEqual(['refused', 'banned', '2026-12-01T00:00:00Z']);
    const limited = await failure(provider.verifySignInCode('a@example.com', '222222'));
    expect(limited.kind).toBe('rate_limited');
    expect(limited.retryAt).toBeDefined();
    expect((await failure(provider.verifySignInCode('a@example.com', '333333'))).kind).toBe('failed');
    expect((await failure(provider.verifySignInCode('a@example.com', '999999'))).kind).toBe('failed');
  });

  it('reports a lost answer as a network failure', async () => {
    server.use(http.post('*/passwordless/start', () => HttpResponse.error()));
    expect((await failure(provider.sendSignInCode('a@example.com'))).kind).toBe('network');
  });
});

// The axios client every generated hook uses: statuses and payout codes arrive as typed values,
// and only 403 "Invalid token" signs the user out.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ApiError } from './api-error';
import { requestPayout } from './generated/endpoints/payments/payments';
import { getProfile } from './generated/endpoints/profile/profile';
import { sessionHooks } from './http-client';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const body = { pixKeyType: 'cpf', pixKey: '52998224725' } as const;

async function failure(call: () => Promise<unknown>): Promise<ApiError> {
  try {
    await call();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('http client', () => {
  it('turns a payout refusal into status, reason and code', async () => {
    server.use(
      http.post('*/api/me/payments', () =>
        HttpResponse.json({ message: 'only biweekly allowed', reason: 'payout_refused', code: 2007 }, { status: 400 }),
      ),
    );
    const error = await failure(() => requestPayout(body));
    expect(error).toMatchObject({ kind: 'http', status: 400, code: 2007, reason: 'payout_refused' });
  });

  it('signs out only on 403 "Invalid token"', async () => {
    const spy = vi.spyOn(sessionHooks, 'onInvalidToken').mockImplementation(() => {});
    server.use(
      http.get('*/api/me/profile', () => HttpResponse.json({ message: 'Invalid token', reason: 'invalid_token' }, { status: 403 })),
    );
    expect((await failure(() => getProfile())).isInvalidToken).toBe(true);
    expect(spy).toHaveBeenCalledTimes(1);

    server.use(
      http.get('*/api/me/profile', () =>
        HttpResponse.json({ message: 'Missing permission admin:payments:read', reason: 'forbidden' }, { status: 403 }),
      ),
    );
    const forbidden = await failure(() => getProfile());
    expect(forbidden).toMatchObject({ status: 403, reason: 'forbidden', isInvalidToken: false });
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('reports a dropped connection as a network error with status 0', async () => {
    server.use(http.get('*/api/me/profile', () => HttpResponse.error()));
    expect(await failure(() => getProfile())).toMatchObject({ kind: 'network', status: 0, problem: undefined });
  });

  it('keeps an unknown payout code as a number the screen can show', async () => {
    server.use(http.post('*/api/me/payments', () => HttpResponse.json({ message: 'new rule', code: 2999 }, { status: 400 })));
    expect((await failure(() => requestPayout(body))).code).toBe(2999);
  });

  it('hands response headers to onHeaders (partner login sends the token there)', async () => {
    server.use(
      http.get('*/api/me/profile', () => HttpResponse.json({}, { headers: { authorization: 'tok', expires: '2026-11-05T16:00:00Z' } })),
    );
    const seen: Record<string, string> = {};
    await getProfile({ onHeaders: (h) => Object.assign(seen, h) });
    expect(seen).toMatchObject({ authorization: 'tok', expires: '2026-11-05T16:00:00Z' });
  });
});

describe('binary calls', () => {
  it('still read the ApiProblem of a refusal', async () => {
    const { getMedia } = await import('./generated/endpoints/media/media');
    server.use(http.get('*/api/media/:id', () => HttpResponse.json({ message: 'Not found', reason: 'not_found' }, { status: 404 })));
    expect(await failure(() => getMedia('media-404'))).toMatchObject({ status: 404, reason: 'not_found' });
  });
});

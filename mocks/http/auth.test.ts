import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getProfile } from '@/api/generated/endpoints/profile/profile';
import { ApiError } from '@/api/api-error';
import { server } from '../node';
import { configureRuntime, getStore } from '../runtime';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => configureRuntime({ clock: 'frozen' }));

const as = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
async function status(call: Promise<unknown>) {
  try {
    await call;
    return 200;
  } catch (e) {
    return e instanceof ApiError ? `${e.status} ${e.problem?.message}` : 'other';
  }
}

describe('who is calling', () => {
  it('401 without a token, 403 Invalid token for an unknown one', async () => {
    expect(await status(getProfile())).toBe('401 Missing token');
    expect(await status(getProfile(as('mock.1.1.1.zz')))).toBe('403 Invalid token');
  });

  it('ends a partner’s open sessions when banned, and lets them back after the unban date', async () => {
    const store = getStore();
    const token = store.issueToken(1, 60 * 24 * 3600_000).token;
    expect(await status(getProfile(as(token)))).toBe(200);
    store.update('users', 1, { Status: 'banned', UnbanDate: '2026-11-10T03:00:00.000Z' });
    expect(await status(getProfile(as(token)))).toBe('403 Invalid token');
    store.clock.set('2026-11-10T03:00:00.000Z');
    expect(await status(getProfile(as(token)))).toBe(200);
  });
});

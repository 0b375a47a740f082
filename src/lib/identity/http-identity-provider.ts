// The identity provider over HTTP, at the deployment's VITE_IDP_URL. The spec does not show its
// payloads, so these three calls are this app's assumption (documented in docs/api-design.md's
// style): JSON in, JSON out, an ApiProblem-like body on refusals.
//   POST {base}/passwordless/start   { email }                → 2xx
//   POST {base}/passwordless/verify  { email, code }          → 200 TokenRecord
//   POST {base}/password-reset       { email, redirectTo }    → 2xx
//   POST {base}/password/change      { currentPassword, newPassword } with the portal's bearer
//                                    token → 2xx; 401 when the current password is wrong
import type { TokenRecord } from '@/api/generated/model/tokenRecord';
import { ProblemReason } from '@/api/generated/model/problemReason';
import { signInResponse } from '@/api/generated/zod/auth/auth.zod';
import { IdentityError, type IdentityProvider } from './identity-provider';

const TIMEOUT_MS = 30_000;

interface Refusal {
  reason?: string;
  retryAt?: string;
}

function asReason(value: unknown): ProblemReason | undefined {
  return typeof value === 'string' && value in ProblemReason ? (value as ProblemReason) : undefined;
}

function retryAtFrom(response: Response, body: Refusal): string | undefined {
  if (body.retryAt) return body.retryAt;
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? new Date(Date.now() + seconds * 1000).toISOString() : undefined;
}

async function refusal(response: Response): Promise<IdentityError> {
  const body = ((await response.json().catch(() => ({}))) ?? {}) as Refusal;
  if (response.status === 429) return new IdentityError('rate_limited', undefined, retryAtFrom(response, body));
  if (body.reason === 'invalid_code' || response.status === 401) return new IdentityError('invalid_code');
  const reason = asReason(body.reason);
  if (response.status === 403 || response.status === 423) return new IdentityError('refused', reason, body.retryAt);
  return new IdentityError('failed', reason);
}

export function createHttpIdentityProvider(baseUrl: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): IdentityProvider {
  const base = baseUrl.replace(/\/+$/, '');

  async function post(path: string, body: unknown, token?: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new IdentityError('network');
    }
    if (!response.ok) throw await refusal(response);
    return response.status === 204 ? undefined : response.json().catch(() => undefined);
  }

  return {
    async sendSignInCode(email) {
      await post('/passwordless/start', { email });
    },
    async verifySignInCode(email, code): Promise<TokenRecord> {
      const parsed = signInResponse.safeParse(await post('/passwordless/verify', { email, code }));
      if (!parsed.success) throw new IdentityError('failed');
      return parsed.data;
    },
    async sendPasswordReset(email) {
      const redirectTo = typeof window === 'undefined' ? undefined : `${window.location.origin}/auth?step=signin`;
      await post('/password-reset', { email, redirectTo });
    },
    async changePassword(token, currentPassword, newPassword) {
      try {
        await post('/password/change', { currentPassword, newPassword }, token);
      } catch (error) {
        // Here a 401 means the current password, not a code.
        if (error instanceof IdentityError && error.kind === 'invalid_code') throw new IdentityError('invalid_password');
        throw error;
      }
    },
  };
}

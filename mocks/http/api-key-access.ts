// Which calls an API key may make (issue 20), and in which scope: the reports and payments reads,
// the operations whose contract lists the `partnerApiKey` scheme with their `x-api-key-scope`
// (api-key-access.test.ts holds the two together). Every other call needs a session token.
import type { ApiKeyScope } from '../rules/api-keys';
import { ME_ACCESS, pathPattern } from './me-access';

/** operationId → the scope it needs; its method and path are ME_ACCESS's (as in openapi/portal.yaml). */
const API_KEY_SCOPES = {
  getReports: 'reports:read',
  getReportsGraph: 'reports:read',
  getReportsKeySum: 'reports:read',
  getRegistrations: 'reports:read',
  getPayments: 'payments:read',
  getPayment: 'payments:read',
  getBalanceHistory: 'payments:read',
} as const satisfies Partial<Record<keyof typeof ME_ACCESS, ApiKeyScope>>;

/** operationId → method, path and the scope it needs. */
export const API_KEY_ACCESS: Readonly<Record<string, readonly [string, string, ApiKeyScope]>> = Object.fromEntries(
  Object.entries(API_KEY_SCOPES).map(([op, scope]) => {
    const [method, path] = ME_ACCESS[op as keyof typeof API_KEY_SCOPES];
    return [op, [method, path, scope]];
  }),
);

const RULES = Object.values(API_KEY_ACCESS).map(([method, path, scope]) => ({ method, scope, pattern: pathPattern(path) }));

/** The scope a key needs for this call, or null when keys may not make it. */
export function apiKeyScopeFor(method: string, pathname: string): ApiKeyScope | null {
  // /api/me/payments/info and /eligible are not key calls: the pattern for {paymentId} must not take them.
  if (/\/api\/me\/payments\/(info|eligible)/.test(pathname)) return null;
  return RULES.find((r) => r.method === method && r.pattern.test(pathname))?.scope ?? null;
}

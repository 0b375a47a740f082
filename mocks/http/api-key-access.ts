// Which calls an API key may make (issue 20), and in which scope: the reports and payments reads,
// the operations whose contract lists the `partnerApiKey` scheme with their `x-api-key-scope`
// (api-key-access.test.ts holds the two together). Every other call needs a session token.
import type { ApiKeyScope } from '../rules/api-keys';

/** operationId → method, path (as in openapi/portal.yaml) and the scope it needs. */
export const API_KEY_ACCESS = {
  getReports: ['GET', '/api/me/data/reports', 'reports:read'],
  getReportsGraph: ['GET', '/api/me/data/reports/graph', 'reports:read'],
  getReportsKeySum: ['GET', '/api/me/data/reports/key-sum', 'reports:read'],
  getRegistrations: ['GET', '/api/me/data/registrations', 'reports:read'],
  getPayments: ['GET', '/api/me/payments', 'payments:read'],
  getPayment: ['GET', '/api/me/payments/{paymentId}', 'payments:read'],
  getBalanceHistory: ['GET', '/api/me/data/balance/history', 'payments:read'],
} as const satisfies Record<string, readonly [string, `/api/${string}`, ApiKeyScope]>;

const RULES = Object.values(API_KEY_ACCESS).map(([method, path, scope]) => ({
  method,
  scope,
  pattern: new RegExp(`${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

/** The scope a key needs for this call, or null when keys may not make it. */
export function apiKeyScopeFor(method: string, pathname: string): ApiKeyScope | null {
  // /api/me/payments/info and /eligible are not key calls: the pattern for {paymentId} must not take them.
  if (/\/api\/me\/payments\/(info|eligible)/.test(pathname)) return null;
  return RULES.find((r) => r.method === method && r.pattern.test(pathname))?.scope ?? null;
}

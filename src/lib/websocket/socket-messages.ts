// The socket's frames (openapi/websocket.md is the contract). Parsing is defensive: a frame that
// is not `{ name: string, payload: object }` is dropped, and unknown names are ignored upstream.
import type { BusinessApproval } from '@/api/generated/model/businessApproval';
import type { DemoBalanceStatus } from '@/api/generated/model/demoBalanceStatus';
import type { Notification } from '@/api/generated/model/notification';
import type { PaymentStatus } from '@/api/generated/model/paymentStatus';
import type { ReportsUpdateStatus } from '@/api/generated/model/reportsUpdateStatus';

export type SocketMessage =
  | { name: 'notification'; payload: Notification }
  | { name: 'balance.updated'; payload: { Balance: number; SubBalance: number; PendingCommission: number } }
  | { name: 'payment.updated'; payload: { ID: number; Status: PaymentStatus } }
  | { name: 'demo-balance.updated'; payload: { ID: number; Status: DemoBalanceStatus } }
  | { name: 'business.updated'; payload: { ApprovalStatus: BusinessApproval } }
  | { name: 'reports.updated'; payload: { status: ReportsUpdateStatus } }
  | { name: 'terms.updated'; payload: Record<string, never> };

export type SocketAuth = { name: 'auth'; payload: { token: string } };

/** Any envelope, known name or not. */
export interface SocketEnvelope {
  name: string;
  payload: Record<string, unknown>;
}

export const WS_POLICY_VIOLATION = 1008;
export const WS_RECONNECT_MS = 5_000;
export const WS_PATH = '/ws';

export function parseEnvelope(data: unknown): SocketEnvelope | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { name, payload } = value as { name?: unknown; payload?: unknown };
  if (typeof name !== 'string' || typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  return { name, payload: payload as Record<string, unknown> };
}

export function authFrame(token: string): string {
  const frame: SocketAuth = { name: 'auth', payload: { token } };
  return JSON.stringify(frame);
}

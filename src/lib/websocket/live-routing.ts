// What each live message does (openapi/websocket.md, "Messages the app handles"): which queries
// to refresh — always through the generated key helpers, called without arguments so every page
// and filter of a list matches — which toast to show, and what to write into cached data.
// Pure, so the whole table is unit-tested without React.
import type { QueryKey } from '@tanstack/react-query';
import { getGetSubAffiliateCommissionQueryKey, getGetSubAffiliatesQueryKey } from '@/api/generated/endpoints/affiliated/affiliated';
import { getGetBusinessQueryKey } from '@/api/generated/endpoints/business/business';
import {
  getGetDemoBalanceLimitsQueryKey,
  getGetDemoBalanceRequestQueryKey,
  getGetDemoBalanceRequestsQueryKey,
} from '@/api/generated/endpoints/demo-balance/demo-balance';
import { getGetNotificationsQueryKey } from '@/api/generated/endpoints/notifications/notifications';
import {
  getGetPaymentInfoQueryKey,
  getGetPaymentQueryKey,
  getGetPaymentsQueryKey,
  getGetPayoutEligibilityFullQueryKey,
  getGetPayoutEligibilityQueryKey,
} from '@/api/generated/endpoints/payments/payments';
import { getGetProfileQueryKey } from '@/api/generated/endpoints/profile/profile';
import {
  getGetBalanceHistoryQueryKey,
  getGetRegistrationsQueryKey,
  getGetReportsGraphQueryKey,
  getGetReportsKeySumQueryKey,
  getGetReportsQueryKey,
  getGetReportsUpdateQueryKey,
} from '@/api/generated/endpoints/reports/reports';
import type { Notification } from '@/api/generated/model/notification';
import type { SocketEnvelope, SocketMessage } from './socket-messages';
import { appPath } from '../safe-url';

export type LiveToast =
  | { kind: 'notification'; title: string; message: string; level: Notification['Level']; link: string | null }
  | { kind: 'payment'; id: number; status: string }
  | { kind: 'demo-balance'; id: number; status: string }
  | { kind: 'business'; status: string }
  | { kind: 'reports-failed' }
  | { kind: 'terms' };

export interface LivePlan {
  invalidate: QueryKey[];
  toast: LiveToast | null;
  /** Fields to merge into the cached getProfile answer at once. */
  profilePatch: Record<string, number> | null;
}

const eligibility = (): QueryKey[] => [getGetPayoutEligibilityQueryKey(), getGetPayoutEligibilityFullQueryKey()];

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** A payment or demo-balance request changed: refresh its list, the record (when the frame names it) and
 * what else it touches, and toast its new status. */
function recordUpdated(
  kind: 'payment' | 'demo-balance',
  p: SocketEnvelope['payload'],
  list: QueryKey,
  one: (id: number) => QueryKey,
  also: QueryKey[],
): LivePlan {
  const id = num(p.ID);
  return {
    invalidate: [list, ...(id !== null ? [one(id)] : []), ...also],
    toast: id !== null ? { kind, id, status: str(p.Status) } : null,
    profilePatch: null,
  };
}

/** The plan for one frame; null for names the app does not know (ignored, per the contract). */
export function planFor(envelope: SocketEnvelope): LivePlan | null {
  const p = envelope.payload;
  const name = envelope.name as SocketMessage['name'];
  switch (name) {
    case 'notification': {
      const level = (['info', 'success', 'warning', 'error'] as const).find((l) => l === p.Level) ?? 'info';
      const link = str(p.Link);
      return {
        invalidate: [getGetNotificationsQueryKey()],
        // Only app paths are followed (lib/safe-url.ts, as the notification list): a link from
        // the API never sends the user off-site, also not through `/\host`.
        toast: { kind: 'notification', title: str(p.Title), message: str(p.Message), level, link: appPath(link) },
        profilePatch: null,
      };
    }
    case 'balance.updated': {
      const patch: Record<string, number> = {};
      for (const field of ['Balance', 'SubBalance', 'PendingCommission'] as const) {
        const value = num(p[field]);
        if (value !== null) patch[field] = value;
      }
      return {
        invalidate: [getGetProfileQueryKey(), getGetBalanceHistoryQueryKey(), ...eligibility(), getGetSubAffiliateCommissionQueryKey()],
        toast: null,
        profilePatch: Object.keys(patch).length ? patch : null,
      };
    }
    case 'payment.updated':
      return recordUpdated('payment', p, getGetPaymentsQueryKey(), getGetPaymentQueryKey, [
        getGetBalanceHistoryQueryKey(),
        ...eligibility(),
      ]);
    case 'demo-balance.updated':
      return recordUpdated('demo-balance', p, getGetDemoBalanceRequestsQueryKey(), getGetDemoBalanceRequestQueryKey, [
        getGetDemoBalanceLimitsQueryKey(),
      ]);
    case 'business.updated':
      return {
        invalidate: [getGetBusinessQueryKey(), getGetPaymentInfoQueryKey(), ...eligibility()],
        toast: { kind: 'business', status: str(p.ApprovalStatus) },
        profilePatch: null,
      };
    case 'reports.updated': {
      const status = str(p.status);
      const done =
        status === 'done'
          ? [
              getGetReportsQueryKey(),
              getGetReportsGraphQueryKey(),
              getGetReportsKeySumQueryKey(),
              getGetRegistrationsQueryKey(),
              getGetSubAffiliatesQueryKey(),
              getGetSubAffiliateCommissionQueryKey(),
            ]
          : [];
      return {
        invalidate: [getGetReportsUpdateQueryKey(), ...done],
        toast: status === 'failed' ? { kind: 'reports-failed' } : null,
        profilePatch: null,
      };
    }
    case 'terms.updated':
      return { invalidate: [getGetProfileQueryKey()], toast: null, profilePatch: null };
    default:
      return null;
  }
}

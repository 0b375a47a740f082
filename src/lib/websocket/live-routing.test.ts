import { describe, expect, it } from 'vitest';
import { getGetSubAffiliateCommissionQueryKey } from '@/api/generated/endpoints/affiliated/affiliated';
import { getGetNotificationsQueryKey } from '@/api/generated/endpoints/notifications/notifications';
import {
  getGetPaymentQueryKey,
  getGetPaymentsQueryKey,
  getGetPayoutEligibilityFullQueryKey,
  getGetPayoutEligibilityQueryKey,
} from '@/api/generated/endpoints/payments/payments';
import { getGetProfileQueryKey } from '@/api/generated/endpoints/profile/profile';
import {
  getGetBalanceHistoryQueryKey,
  getGetReportsQueryKey,
  getGetReportsUpdateQueryKey,
} from '@/api/generated/endpoints/reports/reports';
import { planFor } from './live-routing';

describe('live message routing', () => {
  it('a notification refreshes the notifications and shows its API text', () => {
    const plan = planFor({
      name: 'notification',
      payload: { ID: 3, Title: '<b>Hi</b>', Message: 'Paid', Level: 'success', Link: '/dashboard/wallet', Read: false, CreatedAt: '' },
    })!;
    expect(plan.invalidate).toEqual([getGetNotificationsQueryKey()]);
    expect(plan.toast).toEqual({ kind: 'notification', title: '<b>Hi</b>', message: 'Paid', level: 'success', link: '/dashboard/wallet' });
  });

  it('only follows app-relative links and falls back to the info level', () => {
    for (const Link of ['https://evil.example', '//evil.example', '/\\evil.example', '/\\/evil.example', 'javascript:alert(1)', null]) {
      const plan = planFor({ name: 'notification', payload: { Title: 't', Message: 'm', Level: 'weird', Link } })!;
      expect(plan.toast).toMatchObject({ link: null, level: 'info' });
    }
  });

  it('balance.updated patches the cached profile and refreshes balances without a toast', () => {
    const plan = planFor({ name: 'balance.updated', payload: { Balance: 10.5, SubBalance: 2, PendingCommission: 'x' } })!;
    expect(plan.profilePatch).toEqual({ Balance: 10.5, SubBalance: 2 });
    expect(plan.toast).toBeNull();
    expect(plan.invalidate).toEqual([
      getGetProfileQueryKey(),
      getGetBalanceHistoryQueryKey(),
      getGetPayoutEligibilityQueryKey(),
      getGetPayoutEligibilityFullQueryKey(),
      getGetSubAffiliateCommissionQueryKey(),
    ]);
  });

  it('payment.updated refreshes the list (every page) and that payment, with a status toast', () => {
    const plan = planFor({ name: 'payment.updated', payload: { ID: 42, Status: 'Completed' } })!;
    expect(plan.invalidate).toContainEqual(getGetPaymentsQueryKey());
    expect(plan.invalidate).toContainEqual(getGetPaymentQueryKey(42));
    expect(getGetPaymentsQueryKey()).toHaveLength(1); // no params: matches every page and filter
    expect(plan.toast).toEqual({ kind: 'payment', id: 42, status: 'Completed' });
  });

  it('reports.updated refreshes reports only when done, and toasts only on failure', () => {
    const running = planFor({ name: 'reports.updated', payload: { status: 'running' } })!;
    expect(running.invalidate).toEqual([getGetReportsUpdateQueryKey()]);
    expect(running.toast).toBeNull();
    const done = planFor({ name: 'reports.updated', payload: { status: 'done' } })!;
    expect(done.invalidate).toContainEqual(getGetReportsQueryKey());
    expect(done.invalidate).toHaveLength(7);
    expect(planFor({ name: 'reports.updated', payload: { status: 'failed' } })!.toast).toEqual({ kind: 'reports-failed' });
  });

  it('covers demo balance, business and terms', () => {
    expect(planFor({ name: 'demo-balance.updated', payload: { ID: 5, Status: 'approved' } })!.toast).toEqual({
      kind: 'demo-balance',
      id: 5,
      status: 'approved',
    });
    expect(planFor({ name: 'business.updated', payload: { ApprovalStatus: 'rejected' } })!.toast).toEqual({
      kind: 'business',
      status: 'rejected',
    });
    const terms = planFor({ name: 'terms.updated', payload: {} })!;
    expect(terms.invalidate).toEqual([getGetProfileQueryKey()]);
    expect(terms.toast).toBeNull();
  });

  it('ignores names it does not know', () => {
    expect(planFor({ name: 'something.new', payload: {} })).toBeNull();
    expect(planFor({ name: 'auth', payload: { token: 'x' } })).toBeNull();
  });
});

// Admin payments through the generated client: creation (validation, balance credit/debit, seen
// by the partner), the status actions with their provider entries and 409s, corrections,
// deletion, the report and the provider status.
import { describe, expect, it } from 'vitest';
import {
  adminCreatePayment,
  adminDeletePayment,
  adminGetPagfastStatus,
  adminGetPayment,
  adminGetPaymentsReport,
  adminListPayments,
  adminPaymentAction,
  adminUpdatePayment,
} from '@/api/generated/endpoints/admin-payments/admin-payments';
import { getPayments } from '@/api/generated/endpoints/payments/payments';
import type { AdminCreatePaymentBody } from '@/api/generated/model/adminCreatePaymentBody';
import type { PaymentStatus } from '../db/enums';
import { getStore } from '../runtime';
import { asAdmin, asAffiliate, bearer, failure, tokenOf, useAdminMock } from './admin-test-kit';

const firstIn = (status: PaymentStatus) => [...getStore().db.payments.values()].find((p) => p.Status === status)!;
const balanceOf = (id: number) => getStore().db.users.get(id)!.Balance;

describe('admin payments', () => {
  useAdminMock();

  it('creates a payment the partner sees in their own list', async () => {
    const created = await adminCreatePayment(
      { amount: 123.45, date: '2026-11-05', affiliateUsername: 'affiliate', reason: 'Bônus de campanha' },
      asAdmin(),
    );
    expect(created).toMatchObject({
      Amount: 123.45,
      Status: 'Pending',
      Category: 'person',
      Reason: 'Bônus de campanha',
      CreatedAt: '2026-11-05T15:00:00.000Z',
    });
    expect(created.Affiliate).toMatchObject({ ID: 1, Username: 'affiliate' });
    expect(created.PixKeyType).toBe('cpf'); // the partner's saved PIX key

    const mine = await getPayments({ sort: 'CreatedAt', order: 'desc', pageSize: 5 }, asAffiliate());
    expect(mine.items[0]).toEqual(created);
    expect(await adminGetPayment(created.ID, asAdmin())).toEqual(created);
  });

  it('refuses a future date, an unknown partner and bad amounts (400)', async () => {
    const base: AdminCreatePaymentBody = { amount: 10, date: '2026-11-05', affiliateUsername: 'affiliate' };
    const cases: [AdminCreatePaymentBody, string][] = [
      [{ ...base, date: '2026-11-06' }, 'date'],
      [{ ...base, affiliateUsername: 'nobody_here' }, 'affiliateUsername'],
      [{ ...base, amount: 0 }, 'amount'],
      [{ ...base, amount: 10.123 }, 'amount'],
      [{ ...base, reason: 'x'.repeat(129) }, 'reason'],
      [{ ...base, status: 'Paid' as never }, 'status'],
    ];
    for (const [body, field] of cases) {
      const error = await failure(adminCreatePayment(body, asAdmin()));
      expect([error.status, error.reason, Object.keys(error.fieldErrors)]).toEqual([400, 'validation', [field]]);
    }
    // Late evening of the 5th in Brazil is already the 6th in UTC: still today, still allowed.
    getStore().clock.set('2026-11-06T02:30:00.000Z');
    expect((await adminCreatePayment(base, asAdmin())).CreatedAt).toBe('2026-11-06T02:30:00.000Z');
  });

  it('admin credits and admin_debit debits move the balance for as long as the payment stands', async () => {
    const before = balanceOf(1); // 1843.57
    const credit = await adminCreatePayment(
      { amount: 100.1, date: '2026-11-01', affiliateUsername: 'affiliate', category: 'admin', status: 'Completed' },
      asAdmin(),
    );
    expect(credit.CreatedAt).toBe('2026-11-01T03:00:00.000Z'); // 00:00 in Brazil
    expect(balanceOf(1)).toBe(1943.67);
    await adminCreatePayment({ amount: 43.67, date: '2026-11-05', affiliateUsername: 'affiliate', category: 'admin_debit' }, asAdmin());
    expect(balanceOf(1)).toBe(1900);

    const pending = await adminCreatePayment(
      { amount: 50, date: '2026-11-05', affiliateUsername: 'affiliate', category: 'admin' },
      asAdmin(),
    );
    expect(balanceOf(1)).toBe(1950);
    await adminUpdatePayment(pending.ID, { amount: 70 }, asAdmin());
    expect(balanceOf(1)).toBe(1970);
    await adminPaymentAction(pending.ID, 'reject', { reason: 'Lançado em duplicidade' }, asAdmin());
    expect(balanceOf(1)).toBe(1900);
    await adminPaymentAction(credit.ID, 'reverse', {}, asAdmin());
    expect(balanceOf(1)).toBe(addCents(before, -43.67));
    expect(credit.PagfastResponses).toEqual([]); // admin credits never reach the provider
  });

  it('a payout created in a provider status carries the provider history so far', async () => {
    const paid = await adminCreatePayment(
      { amount: 300, date: '2026-11-05', affiliateUsername: 'affiliate', status: 'Completed' },
      asAdmin(),
    );
    expect(paid.PagfastResponses.map((r) => r.state ?? r.transactionState)).toEqual(['CREATED', 'REGISTERED', 'COMPLETED']);
    expect(paid.PagfastResponses[2]?.transactionReceipt).toMatch(/^E\d{8}/);
    expect(balanceOf(1)).toBe(1843.57); // a payout moves no balance when an admin records it
  });

  it('moves payments by the allowed-per-status table, recording the provider steps', async () => {
    const pending = firstIn('Pending');
    const approved = await adminPaymentAction(pending.ID, 'approve', { reason: 'Documentos conferidos' }, asAdmin());
    expect([approved.Status, approved.Reason]).toEqual(['Created', 'Documentos conferidos']);
    expect(approved.PagfastResponses.at(-1)).toEqual({ state: 'CREATED', date: '2026-11-05T15:00:00.000Z' });

    const again = await failure(adminPaymentAction(pending.ID, 'approve', {}, asAdmin()));
    expect([again.status, again.reason, again.message]).toEqual([
      409,
      'action_not_allowed',
      'Action approve is not allowed for a payment in status Created',
    ]);

    const cancelled = await adminPaymentAction(pending.ID, 'cancel', {}, asAdmin());
    expect(cancelled.Status).toBe('Cancelled');
    expect(cancelled.PagfastResponses.at(-1)).toEqual({ transactionState: 'CANCELLED', transactionDate: '2026-11-05T15:00:00.000Z' });
    expect((await failure(adminPaymentAction(pending.ID, 'reverse', {}, asAdmin()))).status).toBe(409);

    const retried = await adminPaymentAction(firstIn('Error').ID, 'retry', {}, asAdmin());
    expect(retried.Status).toBe('Created');
    const reversed = await adminPaymentAction(firstIn('Completed').ID, 'reverse', {}, asAdmin());
    expect(reversed.Status).toBe('Reversed');
    expect(reversed.PagfastResponses.at(-1)).toMatchObject({
      transactionState: 'REVERSED',
      transactionReceipt: expect.stringMatching(/^E\d{8}202611051500R/),
    });
    expect((await adminPaymentAction(firstIn('Pending').ID, 'request-invoice', {}, asAdmin())).Status).toBe('Waiting_NF');
    expect((await adminPaymentAction(firstIn('NF_Sent').ID, 'reject', {}, asAdmin())).Status).toBe('Rejected');
    expect((await adminPaymentAction(firstIn('Analyzing').ID, 'approve', {}, asAdmin())).Status).toBe('Created');
    const completed = await adminPaymentAction(firstIn('Registered').ID, 'complete', {}, asAdmin());
    expect(completed.Status).toBe('Completed');
    expect(completed.PagfastResponses.at(-1)).toMatchObject({
      transactionState: 'COMPLETED',
      transactionReceipt: expect.stringMatching(/^E\d{8}/),
    });
    expect((await failure(adminPaymentAction(firstIn('Created').ID, 'complete', {}, asAdmin()))).status).toBe(409);
    expect((await failure(adminPaymentAction(999_999, 'approve', {}, asAdmin()))).status).toBe(404);
  });

  it('analyze also needs admin:payments:analysis:action', async () => {
    getStore().update('users', 4, { Permissions: ['admin_payments_action'] });
    const pending = firstIn('Pending');
    const denied = await failure(adminPaymentAction(pending.ID, 'analyze', {}, bearer(tokenOf(4))));
    expect([denied.status, denied.reason, denied.message]).toEqual([403, 'forbidden', 'Missing permission admin:payments:analysis:action']);
    getStore().update('users', 4, { Permissions: ['admin_payments_action', 'admin_payments_analysis_action'] });
    expect((await adminPaymentAction(pending.ID, 'analyze', {}, bearer(tokenOf(4)))).Status).toBe('Analyzing');
  });

  it('deletes and corrects only payments that never reached the provider', async () => {
    const pending = firstIn('Pending');
    const corrected = await adminUpdatePayment(pending.ID, { amount: 999.99, category: 'business', reason: 'Valor corrigido' }, asAdmin());
    expect([corrected.Amount, corrected.Category, corrected.Reason]).toEqual([999.99, 'business', 'Valor corrigido']);
    expect((await failure(adminUpdatePayment(pending.ID, {}, asAdmin()))).status).toBe(400);
    await adminDeletePayment(pending.ID, asAdmin());
    expect((await failure(adminGetPayment(pending.ID, asAdmin()))).status).toBe(404);

    for (const status of ['Completed', 'Created', 'Registered', 'Reversed'] as const) {
      const p = firstIn(status);
      const del = await failure(adminDeletePayment(p.ID, asAdmin()));
      const fix = await failure(adminUpdatePayment(p.ID, { amount: 1 }, asAdmin()));
      expect([del.status, del.reason, fix.status]).toEqual([409, 'action_not_allowed', 409]);
    }
  });

  it('filters and sorts the list on the server', async () => {
    const { db } = getStore();
    const all = [...db.payments.values()];
    const page = await adminListPayments(
      { status: 'Completed', category: 'person', sort: 'Amount', order: 'asc', pageSize: 50 },
      asAdmin(),
    );
    expect(page.total).toBe(all.filter((p) => p.Status === 'Completed' && p.Category === 'person').length);
    expect(page.items.map((p) => p.Amount)).toEqual([...page.items.map((p) => p.Amount)].sort((a, b) => a - b));

    const mine = await adminListPayments({ partner: 'affiliate', pageSize: 100 }, asAdmin());
    expect(mine.total).toBe(all.filter((p) => p.UserID === 1).length);
    expect((await adminListPayments({ partner: '1' }, asAdmin())).total).toBe(mine.total);
    expect((await adminListPayments({ partner: 'nobody_here' }, asAdmin())).total).toBe(0);

    const ranged = await adminListPayments({ since: '2026-10-01', until: '2026-10-31', minAmount: 250, maxAmount: 1000 }, asAdmin());
    expect(
      ranged.items.every(
        (p) => p.Amount >= 250 && p.Amount <= 1000 && p.CreatedAt >= '2026-10-01T03:00:00.000Z' && p.CreatedAt < '2026-11-01T03:00:00.000Z',
      ),
    ).toBe(true);
    expect((await failure(adminListPayments({ since: '2026-10-31', until: '2026-10-01' }, asAdmin()))).status).toBe(400);
    expect((await failure(adminListPayments({ sort: 'Partner' as never }, asAdmin()))).status).toBe(400);
  });

  it('reports totals over a period and the provider status', async () => {
    const { db } = getStore();
    const october = [...db.payments.values()].filter(
      (p) => p.CreatedAt >= '2026-10-01T03:00:00.000Z' && p.CreatedAt < '2026-11-01T03:00:00.000Z',
    );
    const report = await adminGetPaymentsReport({ since: '2026-10-01', until: '2026-10-31' }, asAdmin());
    expect(report.count).toBe(october.length);
    expect(Math.round(report.amount * 100)).toBe(october.reduce((s, p) => s + Math.round(p.Amount * 100), 0));
    expect(report.byStatus.reduce((s, r) => s + r.count, 0)).toBe(october.length);
    expect(report.byCategory.reduce((s, r) => s + r.count, 0)).toBe(october.length);

    const thisMonth = await adminGetPaymentsReport({ status: 'Completed' }, asAdmin());
    expect([thisMonth.since, thisMonth.until]).toEqual(['2026-11-01', '2026-11-05']);
    expect(thisMonth.byStatus.every((r) => r.status === 'Completed')).toBe(true);

    const provider = await adminGetPagfastStatus(asAdmin());
    expect(provider.queuedTransfers).toBe(
      [...db.payments.values()].filter((p) => p.Status === 'Created' || p.Status === 'Registered').length,
    );
    expect(provider).toMatchObject({ status: 'online', currency: 'BRL', checkedAt: '2026-11-05T15:00:00.000Z' });
  });
});

function addCents(a: number, b: number): number {
  return (Math.round(a * 100) + Math.round(b * 100)) / 100;
}

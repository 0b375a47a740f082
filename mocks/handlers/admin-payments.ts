// Admin payments (/api/management/payments): the server-paged list over 100,000+ payments,
// creation by an admin (it lands in the same table the partner's /api/me/payments reads), the
// period report, the provider status, corrections and the status actions. The transitions
// and balance effects live in admin-payment-flow.ts.
import {
  getAdminCreatePaymentMockHandler,
  getAdminDeletePaymentMockHandler,
  getAdminGetPagfastStatusMockHandler,
  getAdminGetPaymentMockHandler,
  getAdminGetPaymentsReportMockHandler,
  getAdminListPaymentsMockHandler,
  getAdminPaymentActionMockHandler,
  getAdminUpdatePaymentMockHandler,
} from '@/api/generated/endpoints/admin-payments/admin-payments.msw';
import type { AdminPagfastStatus } from '@/api/generated/model/adminPagfastStatus';
import type { AdminPaymentPage } from '@/api/generated/model/adminPaymentPage';
import type { AdminPaymentsReport } from '@/api/generated/model/adminPaymentsReport';
import type { Payment } from '@/api/generated/model/payment';
import {
  adminCreatePaymentBody,
  adminListPaymentsQueryPartnerMax,
  adminPaymentActionBody,
  adminUpdatePaymentBody,
} from '@/api/generated/zod/admin-payments/admin-payments.zod';
import { PAYMENT_CATEGORIES, PAYMENT_STATUSES, type PaymentCategory, type PaymentStatus } from '../db/enums';
import { isoRange, PAYMENT_SORT_KEYS } from '../db/queries';
import type { Store } from '../db/store';
import type { PaymentRecord } from '../db/types';
import { authed } from '../http/auth';
import { readBody } from '../http/body';
import { invalid } from '../http/respond';
import { brazilDate, brazilDayStart } from '../rules/brazil-time';
import { cents, demand, notAllowed, pathRecord } from './admin-common';
import {
  affiliateDataFor,
  applyPaymentAction,
  isPaymentAction,
  LOCKED_STATUSES,
  moveBalance,
  PAYMENT_ACTIONS,
  paymentActionAllowed,
  providerHistory,
} from './admin-payment-flow';
import { toPayment } from './mappers';
import { QueryCheck } from './support';

const READ = ['admin:payments:read'];
const ACT = ['admin:payments:action'];

/** minAmount / maxAmount: numbers ≥ 0 with at most 2 decimals. */
function amountParam(check: QueryCheck, url: URL, name: string): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return undefined;
  const n = Number(raw);
  if (Number.isFinite(n) && n >= 0 && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6) return n;
  check.fields.push({ field: name, message: 'A number ≥ 0 with at most 2 decimals' });
  return undefined;
}

function periodCheck(check: QueryCheck): { since?: string; until?: string } {
  const since = check.day('since');
  const until = check.day('until');
  if (since && until && until < since) check.fields.push({ field: 'until', message: 'Not before since' });
  return { since, until };
}

const list = authed(
  ({ url, store }) => {
    const check = new QueryCheck(url);
    const paging = check.page(PAYMENT_SORT_KEYS, 'CreatedAt');
    const status = check.oneOf('status', PAYMENT_STATUSES);
    const category = check.oneOf('category', PAYMENT_CATEGORIES);
    const period = periodCheck(check);
    const partner = check.text('partner', adminListPaymentsQueryPartnerMax, { min: 1 });
    const minAmount = amountParam(check, url, 'minAmount');
    const maxAmount = amountParam(check, url, 'maxAmount');
    if (!check.ok) throw check.problem();
    const page = store.queryPayments({ ...paging, ...period, status, category, partner, minAmount, maxAmount });
    return { ...page, items: page.items.map((p) => toPayment(p, store)) } satisfies AdminPaymentPage;
  },
  { permissions: READ },
);

/**
 * The payment is dated on `date`: now when that is today, else 00:00 (UTC−3) of that day.
 * Payouts go to the partner's saved PIX key; admin credits and debits have none.
 */
const create = authed(
  async ({ request, store }) => {
    const b = await readBody(request, adminCreatePaymentBody);
    const now = store.clock.now();
    const today = brazilDate(now);
    const partner = store.userByLogin(b.affiliateUsername);
    const fields = [];
    if (b.date > today) fields.push({ field: 'date', message: `Not in the future (today is ${today})` });
    if (!partner) fields.push({ field: 'affiliateUsername', message: 'No partner with this username' });
    const reason = b.reason?.trim() || null;
    if (fields.length || !partner) throw invalid(fields);

    const status: PaymentStatus = b.status ?? 'Pending';
    const category: PaymentCategory = b.category ?? 'person';
    const account = category.startsWith('admin') ? undefined : store.ownedBy('bankAccounts', partner.ID)[0];
    const record = store.create('payments', {
      UserID: partner.ID,
      Amount: cents(b.amount) / 100,
      Status: status,
      Category: category,
      CreatedAt: b.date === today ? now.toISOString() : brazilDayStart(b.date).toISOString(),
      UpdatedAt: now.toISOString(),
      InvoiceFileID: null,
      PixKeyType: account?.PixKeyType ?? null,
      PixKey: account?.PixKey ?? null,
      Reason: reason,
      PagfastResponses: [],
      Affiliate: { AffiliateData: affiliateDataFor(store, partner.ID) },
    });
    const history = providerHistory(record, record.UpdatedAt);
    if (history.length) store.update('payments', record.ID, { PagfastResponses: history });
    moveBalance(store, null, record);
    return toPayment(record, store) satisfies Payment;
  },
  { permissions: ['admin:payments:create'] },
);

/** Totals in cents over every payment created in the period (default: this month so far). */
const report = authed(
  ({ url, store }) => {
    const check = new QueryCheck(url);
    const today = brazilDate(store.clock.now());
    const period = periodCheck(check);
    const status = check.oneOf('status', PAYMENT_STATUSES);
    const category = check.oneOf('category', PAYMENT_CATEGORIES);
    const since = period.since ?? `${today.slice(0, 8)}01`;
    const until = period.until ?? today;
    if (until < since) check.fields.push({ field: 'since', message: 'Not after until' });
    if (!check.ok) throw check.problem();
    const [from, to] = isoRange(since, until);
    const byStatus = new Map<PaymentStatus, { count: number; cents: number }>();
    const byCategory = new Map<PaymentCategory, { count: number; cents: number }>();
    let count = 0;
    let total = 0;
    for (const p of store.db.payments.values()) {
      if (p.CreatedAt < from || p.CreatedAt >= to || (status && p.Status !== status) || (category && p.Category !== category)) continue;
      const amount = cents(p.Amount);
      count += 1;
      total += amount;
      const s = byStatus.get(p.Status) ?? { count: 0, cents: 0 };
      byStatus.set(p.Status, { count: s.count + 1, cents: s.cents + amount });
      const c = byCategory.get(p.Category) ?? { count: 0, cents: 0 };
      byCategory.set(p.Category, { count: c.count + 1, cents: c.cents + amount });
    }
    const body: AdminPaymentsReport = {
      since,
      until,
      count,
      amount: total / 100,
      byStatus: PAYMENT_STATUSES.filter((s) => byStatus.has(s)).map((s) => ({
        status: s,
        count: byStatus.get(s)!.count,
        amount: byStatus.get(s)!.cents / 100,
      })),
      byCategory: PAYMENT_CATEGORIES.filter((c) => byCategory.has(c)).map((c) => ({
        category: c,
        count: byCategory.get(c)!.count,
        amount: byCategory.get(c)!.cents / 100,
      })),
    };
    return body;
  },
  { permissions: READ },
);

/** The treasury keeps the provider funded for every queued transfer plus a R$50,000.00 reserve. */
const PROVIDER_RESERVE_CENTS = 5_000_000;

/**
 * Derived from the payments: transfers queued (Created/Registered), the funds (queue + reserve),
 * and the newest error cause the provider reported in the last 24 hours; an integration failure
 * among them reads as a degraded provider.
 */
const pagfast = authed(
  ({ store }) => {
    const now = store.clock.now();
    const dayAgo = new Date(now.getTime() - 86_400_000).toISOString();
    let queued = 0;
    let queuedCents = 0;
    let lastError: { at: string; cause: string } | null = null;
    for (const p of store.db.payments.values()) {
      if (p.Status === 'Created' || p.Status === 'Registered') {
        queued += 1;
        queuedCents += cents(p.Amount);
      }
      if (p.Status === 'Error' && p.UpdatedAt >= dayAgo && (!lastError || p.UpdatedAt > lastError.at)) {
        const cause = p.PagfastResponses.findLast((r) => r.stateErrorCause)?.stateErrorCause;
        if (cause) lastError = { at: p.UpdatedAt, cause };
      }
    }
    const body: AdminPagfastStatus = {
      status: lastError?.cause === 'INTEGRATION_FAILURE' ? 'degraded' : 'online',
      checkedAt: now.toISOString(),
      balance: (PROVIDER_RESERVE_CENTS + queuedCents) / 100,
      currency: 'BRL',
      queuedTransfers: queued,
      lastError: lastError?.cause ?? null,
    };
    return body;
  },
  { permissions: ['admin:pagfast:status'] },
);

/** The payment of the path; throws the 404 answer when there is none. */
const paymentOf = (store: Store, raw: string | readonly string[] | undefined): PaymentRecord =>
  pathRecord(store, 'payments', raw, 'Payment not found');

const getOne = authed(
  ({ params, store }) => {
    return toPayment(paymentOf(store, params.paymentId), store) satisfies Payment;
  },
  { permissions: READ },
);

/** Only payments that never reached the provider; deleting one undoes its balance effect. */
const remove = authed(
  ({ params, store }) => {
    const payment = paymentOf(store, params.paymentId);
    if (LOCKED_STATUSES.includes(payment.Status)) throw notAllowed(`A payment in status ${payment.Status} cannot be deleted`);
    moveBalance(store, payment, null);
    store.remove('payments', payment.ID);
  },
  { permissions: ACT },
);

const update = authed(
  async ({ request, params, store }) => {
    const payment = paymentOf(store, params.paymentId);
    const body = await readBody(request, adminUpdatePaymentBody, { minProperties: 1 });
    if (LOCKED_STATUSES.includes(payment.Status)) throw notAllowed(`A payment in status ${payment.Status} cannot be changed`);
    const before = { ...payment };
    const patch: Partial<PaymentRecord> = { UpdatedAt: store.clock.now().toISOString() };
    if (body.amount !== undefined) patch.Amount = cents(body.amount) / 100;
    if (body.category !== undefined) patch.Category = body.category;
    if (body.reason !== undefined) patch.Reason = body.reason.trim() || null;
    const updated = store.update('payments', payment.ID, patch) as PaymentRecord;
    moveBalance(store, before, updated);
    return toPayment(updated, store) satisfies Payment;
  },
  { permissions: ACT },
);

const action = authed(
  async ({ request, params, store, user }) => {
    const name = String(params.action);
    if (!isPaymentAction(name)) throw invalid([{ field: 'action', message: `One of ${PAYMENT_ACTIONS.join(', ')}` }]);
    if (name === 'analyze') {
      demand(user.Permissions, 'admin:payments:analysis:action');
    }
    const payment = paymentOf(store, params.paymentId);
    const body = await readBody(request, adminPaymentActionBody, { optional: true });
    if (!paymentActionAllowed(payment.Status, name)) {
      throw notAllowed(`Action ${name} is not allowed for a payment in status ${payment.Status}`);
    }
    const updated = applyPaymentAction(store, payment, name, body.reason?.trim() || null);
    return toPayment(updated, store) satisfies Payment;
  },
  { permissions: ACT },
);

export const adminPaymentsHandlers = [
  getAdminListPaymentsMockHandler(list),
  getAdminCreatePaymentMockHandler(create),
  getAdminGetPaymentsReportMockHandler(report),
  getAdminGetPagfastStatusMockHandler(pagfast),
  getAdminGetPaymentMockHandler(getOne),
  getAdminDeletePaymentMockHandler(remove),
  getAdminUpdatePaymentMockHandler(update),
  getAdminPaymentActionMockHandler(action),
];

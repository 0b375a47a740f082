// Admin payments (/api/management/payments): the server-paged list over 100,000+ payments,
// creation by an admin (it lands in the same table the partner's /api/me/payments reads), the
// period report, the provider status, corrections and the status actions. The transitions
// and balance effects live in admin-payment-flow.ts.
import { http, HttpResponse } from 'msw';
import type { AdminPagfastStatus } from '@/api/generated/model/adminPagfastStatus';
import type { AdminPaymentPage } from '@/api/generated/model/adminPaymentPage';
import type { AdminPaymentsReport } from '@/api/generated/model/adminPaymentsReport';
import type { Payment } from '@/api/generated/model/payment';
import {
  adminCreatePaymentBody,
  adminPaymentActionBody,
  adminUpdatePaymentBody,
} from '@/api/generated/zod/admin-payments/admin-payments.zod';
import { PAYMENT_CATEGORIES, PAYMENT_STATUSES, type PaymentCategory, type PaymentStatus } from '../db/enums';
import { isoRange, PAYMENT_SORT_KEYS } from '../db/queries';
import type { Store } from '../db/store';
import type { PaymentRecord } from '../db/types';
import { authed } from '../http/auth';
import { invalid, notFound } from '../http/respond';
import { brazilDate, brazilDayStart } from '../rules/brazil-time';
import { cents, lacks, notAllowed, parseBody, pathId } from './admin-common';
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

const BASE = '*/api/management/payments';
const READ = ['admin:payments:read'];
const ACT = ['admin:payments:action'];
type PaymentParams = { paymentId: string };

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
    const partner = url.searchParams.get('partner') ?? undefined;
    if (partner !== undefined && (partner.length < 1 || partner.length > 128))
      check.fields.push({ field: 'partner', message: '1 to 128 characters' });
    const minAmount = amountParam(check, url, 'minAmount');
    const maxAmount = amountParam(check, url, 'maxAmount');
    if (!check.ok) return check.problem();
    const page = store.queryPayments({ ...paging, ...period, status, category, partner, minAmount, maxAmount });
    return HttpResponse.json({ ...page, items: page.items.map((p) => toPayment(p, store)) } satisfies AdminPaymentPage);
  },
  { permissions: READ },
);

/**
 * The payment is dated on `date`: now when that is today, else 00:00 (UTC−3) of that day.
 * Payouts go to the partner's saved PIX key; admin credits and debits have none.
 */
const create = authed(
  async ({ request, store }) => {
    const body = await parseBody(request, adminCreatePaymentBody);
    if (!body.ok) return body.response;
    const b = body.data;
    const now = store.clock.now();
    const today = brazilDate(now);
    const partner = store.userByLogin(b.affiliateUsername);
    const fields = [];
    if (b.date > today) fields.push({ field: 'date', message: `Not in the future (today is ${today})` });
    if (!partner) fields.push({ field: 'affiliateUsername', message: 'No partner with this username' });
    const reason = b.reason?.trim() || null;
    if (fields.length || !partner) return invalid(fields);

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
    return HttpResponse.json(toPayment(record, store) satisfies Payment, { status: 201 });
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
    if (!check.ok) return check.problem();
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
    return HttpResponse.json(body);
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
    return HttpResponse.json(body);
  },
  { permissions: ['admin:pagfast:status'] },
);

function paymentOf(store: Store, raw: string | readonly string[] | undefined): PaymentRecord | Response {
  const id = pathId(raw);
  const payment = id === null ? undefined : store.db.payments.get(id);
  return payment ?? notFound('Payment not found');
}

const getOne = authed<PaymentParams>(
  ({ params, store }) => {
    const payment = paymentOf(store, params.paymentId);
    return payment instanceof Response ? payment : HttpResponse.json(toPayment(payment, store) satisfies Payment);
  },
  { permissions: READ },
);

/** Only payments that never reached the provider; deleting one undoes its balance effect. */
const remove = authed<PaymentParams>(
  ({ params, store }) => {
    const payment = paymentOf(store, params.paymentId);
    if (payment instanceof Response) return payment;
    if (LOCKED_STATUSES.includes(payment.Status)) return notAllowed(`A payment in status ${payment.Status} cannot be deleted`);
    moveBalance(store, payment, null);
    store.remove('payments', payment.ID);
    return new HttpResponse(null, { status: 204 });
  },
  { permissions: ACT },
);

const update = authed<PaymentParams>(
  async ({ request, params, store }) => {
    const payment = paymentOf(store, params.paymentId);
    if (payment instanceof Response) return payment;
    const body = await parseBody(request, adminUpdatePaymentBody, { minProperties: 1 });
    if (!body.ok) return body.response;
    if (LOCKED_STATUSES.includes(payment.Status)) return notAllowed(`A payment in status ${payment.Status} cannot be changed`);
    const before = { ...payment };
    const patch: Partial<PaymentRecord> = { UpdatedAt: store.clock.now().toISOString() };
    if (body.data.amount !== undefined) patch.Amount = cents(body.data.amount) / 100;
    if (body.data.category !== undefined) patch.Category = body.data.category;
    if (body.data.reason !== undefined) patch.Reason = body.data.reason.trim() || null;
    const updated = store.update('payments', payment.ID, patch) as PaymentRecord;
    moveBalance(store, before, updated);
    return HttpResponse.json(toPayment(updated, store) satisfies Payment);
  },
  { permissions: ACT },
);

const action = authed<PaymentParams & { action: string }>(
  async ({ request, params, store, user }) => {
    const name = params.action;
    if (!isPaymentAction(name)) return invalid([{ field: 'action', message: `One of ${PAYMENT_ACTIONS.join(', ')}` }]);
    if (name === 'analyze') {
      const denied = lacks(user.Permissions, 'admin:payments:analysis:action');
      if (denied) return denied;
    }
    const payment = paymentOf(store, params.paymentId);
    if (payment instanceof Response) return payment;
    const body = await parseBody(request, adminPaymentActionBody, { optional: true });
    if (!body.ok) return body.response;
    if (!paymentActionAllowed(payment.Status, name)) {
      return notAllowed(`Action ${name} is not allowed for a payment in status ${payment.Status}`);
    }
    const updated = applyPaymentAction(store, payment, name, body.data.reason?.trim() || null);
    return HttpResponse.json(toPayment(updated, store) satisfies Payment);
  },
  { permissions: ACT },
);

export const adminPaymentsHandlers = [
  http.get(BASE, list),
  http.post(BASE, create),
  http.get(`${BASE}/report`, report),
  http.get(`${BASE}/pagfast`, pagfast),
  http.get(`${BASE}/:paymentId`, getOne),
  http.delete(`${BASE}/:paymentId`, remove),
  http.patch(`${BASE}/:paymentId`, update),
  http.post(`${BASE}/:paymentId/:action`, action),
];

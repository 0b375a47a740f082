// The affiliate's wallet: payments, payment info, payout eligibility, the payout request and the
// invoice. Every payout decision is rules/payout.ts (checks in the design doc's order); this file
// gathers its inputs from the store. Qualification (QFTD/FTD) counts the report rows since the
// last Completed payment, up to today. A caller without the `affiliate` role (an administrator
// or analyst) gets 403 before any payout rule (http/me-access.ts); the rules keep "affiliate not
// found" (2000) for a caller that is not an affiliate.
import {
  getGetPaymentInfoMockHandler,
  getGetPaymentMockHandler,
  getGetPaymentsMockHandler,
  getGetPayoutEligibilityFullMockHandler,
  getGetPayoutEligibilityMockHandler,
  getRequestPayoutMockHandler,
  getSendPaymentInvoiceMockHandler,
} from '@/api/generated/endpoints/payments/payments.msw';
import type { PaymentInfo } from '@/api/generated/model/paymentInfo';
import { requestPayoutLimits } from '@/api/generated/zod/contract-limits';
import { requestPayoutBody, sendPaymentInvoiceBody } from '@/api/generated/zod/payments/payments.zod';
import type { PayoutEligibility } from '@/api/generated/model/payoutEligibility';
import type { PayoutEligibilityFull } from '@/api/generated/model/payoutEligibilityFull';
import { PAYMENT_CATEGORIES, PAYMENT_STATUSES } from '../db/enums';
import type { Store } from '../db/store';
import type { AffiliateData, PaymentRecord, UserRecord } from '../db/types';
import { authed } from '../http/auth';
import { addFields, readBodyChecked } from '../http/body';
import { invalid, notFound, paginate, problem } from '../http/respond';
import { brazilDate } from '../rules/brazil-time';
import {
  firstPayoutRefusal,
  inPayoutWindow,
  nextWindowOpensAt,
  payoutAmount,
  payoutChecks,
  qualificationSince,
  type PayoutCategory,
  type PayoutCode,
  type PayoutInput,
} from '../rules/payout';
import { hasPermission } from '../rules/permissions';
import { userPayoutHold } from '../db/security';
import { CPF_KEY_NOT_OWN, normalizePixKey, pixKeyProblem } from './bank-account';
import { toPayment } from './mappers';
import { nfseFormatProblems, nfseProblems, nfseRecord, toNfseInput } from './nfse';
import { payeeOf } from './pix-recipient';
import { payeeKeyProblem } from '../rules/pix-recipient';
import { inDays, logActivity, nowIso, QueryCheck, sortBy } from './support';

export const PAYOUT_CATEGORIES: readonly PayoutCategory[] = ['person', 'business', 'person_sb', 'business_sb'];
/** Decided only when the payout is requested (they depend on the body's invoice). */
const INVOICE_CODES: readonly PayoutCode[] = [2005, 2006, 2013];

const { minimumAmount, minimumQftd, minimumFtd, windows } = requestPayoutLimits;
const day = (n: number) => String(n).padStart(2, '0');

export const PAYOUT_MESSAGES: Record<PayoutCode, string> = {
  2000: 'Affiliate not found',
  2001: 'Missing name',
  2002: 'Missing taxpayer id',
  2004: 'There is a pending payment',
  2005: 'Missing invoice id',
  2006: 'Invalid invoice id',
  2007: `Payouts only on days ${windows.map((w) => `${day(w.from)}-${day(w.to)}`).join(' and ')}`,
  2008: `At least ${minimumQftd} QFTD or ${minimumFtd} FTD are required`,
  2009: `Minimum payment amount is R$${minimumAmount}`,
  2010: 'A payment is in process',
  2011: 'Business required',
  2012: 'Business not approved',
  2013: 'Invoice not required',
  2014: 'Payouts are held for 24 hours after a bank account change',
};

const payoutRefused = (code: PayoutCode, retryAt?: string | null) =>
  problem(400, PAYOUT_MESSAGES[code], 'payout_refused', { code, ...(retryAt ? { retryAt } : {}) });

interface PayoutContext {
  input: PayoutInput;
  /** Brazilian day the qualification period starts. */
  since: string;
  qftd: number;
  ftd: number;
}

/** Everything the payout rules need, read from the store at the store's `now`. */
export function payoutContext(
  store: Store,
  user: UserRecord,
  category: PayoutCategory,
  request: { pixKeyType?: string | null; invoiceFileId?: string | null } = {},
): PayoutContext {
  const now = store.clock.now();
  const payments = store.ownedBy('payments', user.ID);
  const since = qualificationSince(payments);
  const sums = store.reports.keySum(user.ID, { since, until: brazilDate(now), columns: ['QFTD', 'FTD'] });
  const qftd = sums.QFTD ?? 0;
  const ftd = sums.FTD ?? 0;
  const account = store.ownedBy('bankAccounts', user.ID)[0];
  const input: PayoutInput = {
    now,
    user: hasPermission(user.Permissions, 'affiliate') ? user : null,
    payments,
    category,
    pixKeyType: request.pixKeyType ?? account?.PixKeyType ?? null,
    qftd,
    ftd,
    business: store.ownedBy('businesses', user.ID)[0] ?? null,
    mustUseReceipt: user.MustUseReceipt,
    invoiceFileId: request.invoiceFileId ?? null,
    userMediaIds: store.ownedBy('media', user.ID).map((m) => m.ID),
    holdUntil: userPayoutHold(store, user.ID),
  };
  return { input, since, qftd, ftd };
}

/** The risk figures an analyst sees on the payment, from the same qualification period. */
function affiliateData(qftd: number, ftd: number, registrations: number): AffiliateData {
  const round2 = (n: number) => Math.round(n * 100) / 100;
  const QftdFtdRatio = ftd ? Math.min(100, round2((qftd / ftd) * 100)) : 0;
  const DepositFirstDepositRatio = ftd ? round2(1 + Math.min(registrations / ftd, 9) / 2) : 0;
  const NGRCommissionRatio = 0.3;
  return {
    NGRCommissionRatio,
    QftdFtdRatio,
    DepositFirstDepositRatio,
    HighCommission: NGRCommissionRatio > 0.5,
    LowQFTDConversion: QftdFtdRatio < 40,
    LowInitialDeposits: DepositFirstDepositRatio < 1.6,
  };
}

function eligibilityChecks(store: Store, user: UserRecord, category: PayoutCategory) {
  const ctx = payoutContext(store, user, category);
  return { ...ctx, checks: payoutChecks(ctx.input).filter((c) => !INVOICE_CODES.includes(c.code)) };
}

/** The user's own payment of the path; throws the 404 answer when there is none. */
function ownPayment(store: Store, user: UserRecord, raw: string | readonly string[] | undefined): PaymentRecord {
  const id = Number(raw);
  const payment = Number.isInteger(id) ? store.db.payments.get(id) : undefined;
  if (payment?.UserID !== user.ID) throw notFound('Payment not found');
  return payment;
}

function categoryParam(url: URL, user: UserRecord) {
  const q = new QueryCheck(url);
  return { q, category: q.oneOf('category', PAYOUT_CATEGORIES) ?? user.PaymentType };
}

export const paymentsHandlers = [
  getGetPaymentInfoMockHandler(
    authed(({ user, store }) => {
      const account = store.ownedBy('bankAccounts', user.ID)[0];
      const body: PaymentInfo = {
        mustUseReceipt: user.MustUseReceipt,
        paymentType: user.PaymentType,
        paymentPixKey: account?.PixKey ?? null,
      };
      if (account) body.paymentPixKeyType = account.PixKeyType;
      return body;
    }),
  ),

  getGetPayoutEligibilityFullMockHandler(
    authed(({ url, user, store }) => {
      const { q, category } = categoryParam(url, user);
      if (!q.ok) throw q.problem();
      const { checks, qftd, ftd } = eligibilityChecks(store, user, category);
      const now = store.clock.now();
      const open = inPayoutWindow(now);
      const body: PayoutEligibilityFull = {
        eligible: checks.every((c) => c.ok),
        amount: payoutAmount(user, category),
        qftd,
        ftd,
        window: { open, nextOpensAt: open ? null : nextWindowOpensAt(now).toISOString() },
        checks,
        holdUntil: userPayoutHold(store, user.ID),
      };
      return body;
    }),
  ),

  getGetPayoutEligibilityMockHandler(
    authed(({ url, user, store }) => {
      const { q, category } = categoryParam(url, user);
      if (!q.ok) throw q.problem();
      const failed = eligibilityChecks(store, user, category).checks.find((c) => !c.ok);
      const body: PayoutEligibility = failed ? { eligible: false, code: failed.code } : { eligible: true };
      return body;
    }),
  ),

  getGetPaymentsMockHandler(
    authed(({ url, user, store }) => {
      const q = new QueryCheck(url);
      const status = q.oneOf('status', PAYMENT_STATUSES);
      const category = q.oneOf('category', PAYMENT_CATEGORIES);
      const { since, until } = q.period();
      const paging = q.page(['ID', 'Amount', 'CreatedAt', 'UpdatedAt', 'Status'], 'CreatedAt');
      if (!q.ok) throw q.problem();
      const rows = store
        .ownedBy('payments', user.ID)
        .filter((p) => (!status || p.Status === status) && (!category || p.Category === category) && inDays(p.CreatedAt, since, until));
      const page = paginate(sortBy(rows, paging.sort ?? 'CreatedAt', paging.order), paging);
      return { ...page, items: page.items.map((p) => toPayment(p, store)) };
    }),
  ),

  getRequestPayoutMockHandler(
    authed(async ({ request, user, store }) => {
      const { sent, data, fields } = await readBodyChecked(request, requestPayoutBody);
      const keyProblem = pixKeyProblem(sent.pixKeyType, sent.pixKey, user);
      if (keyProblem)
        addFields(fields, [
          keyProblem === CPF_KEY_NOT_OWN
            ? { field: 'pixKey', message: keyProblem, code: 'pix_key_not_payee_tax_id' }
            : { field: 'pixKey', message: keyProblem },
        ]);
      if (!data || fields.length) throw invalid(fields);
      const { pixKeyType, pixKey, invoiceFileId } = data;
      const category = data.category ?? user.PaymentType;

      const { input, since, qftd, ftd } = payoutContext(store, user, category, { pixKeyType, invoiceFileId });
      const refusal = firstPayoutRefusal(input);
      if (refusal) throw payoutRefused(refusal, refusal === 2014 ? input.holdUntil : null);
      // Issue 19.2: a CPF or CNPJ key is the payee's own tax id (after the payout codes, as before).
      const notPayee = payeeKeyProblem(pixKeyType, pixKey, category, payeeOf(store, user));
      if (notPayee) throw invalid([{ field: 'pixKey', message: notPayee, code: 'pix_key_not_payee_tax_id' }]);

      const amount = payoutAmount(user, category);
      const now = nowIso(store);
      const registrations = store.reports.keySum(user.ID, { since, columns: ['Registrations'] }).Registrations ?? 0;
      const payment = store.create('payments', {
        UserID: user.ID,
        Amount: amount,
        Status: 'Pending',
        Category: category,
        CreatedAt: now,
        UpdatedAt: now,
        InvoiceFileID: invoiceFileId ?? null,
        PixKeyType: pixKeyType,
        PixKey: normalizePixKey(pixKeyType, pixKey),
        Reason: null,
        PagfastResponses: [],
        Affiliate: { AffiliateData: affiliateData(qftd, ftd, registrations) },
      });
      const wallet = category.endsWith('_sb') ? 'SubBalance' : 'Balance';
      // The whole balance is paid truncated to cents; a fraction of a cent stays behind.
      store.update('users', user.ID, { [wallet]: Number((user[wallet] - amount).toFixed(6)) });
      store.create('notifications', {
        UserID: user.ID,
        Type: 'payment',
        Title: 'Saque solicitado',
        Read: false,
        CreatedAt: now,
        Message: `Recebemos seu pedido de saque de R$ ${amount.toFixed(2).replace('.', ',')} (pagamento #${payment.ID}).`,
      });
      logActivity(store, user, 'payout_request', `Saque #${payment.ID} solicitado`, request);
      return toPayment(payment, store);
    }),
  ),

  getSendPaymentInvoiceMockHandler(
    authed(async ({ request, params, user, store }) => {
      const payment = ownPayment(store, user, params.paymentId);
      const { sent, data, fields } = await readBodyChecked(request, sendPaymentInvoiceBody);
      addFields(fields, nfseFormatProblems(sent.nfse));
      if (!data || fields.length) throw invalid(fields);
      const { invoiceFileId } = data;
      const nfse = data.nfse ? toNfseInput(data.nfse) : undefined;
      if (payment.Status !== 'Waiting_NF') throw payoutRefused(2013);
      if (store.db.media.get(invoiceFileId)?.OwnerID !== user.ID) throw payoutRefused(2006);
      // Issue 19.1: the NFS-e must be of this payment (issuer, amount, date), each refusal at its field.
      const refused = nfse ? nfseProblems(store, user, payment, nfse) : [];
      if (refused.length) throw invalid(refused);
      const at = nowIso(store);
      const updated =
        store.update('payments', payment.ID, {
          InvoiceFileID: invoiceFileId,
          Status: 'NF_Sent',
          UpdatedAt: at,
          ...(nfse ? { Nfse: nfseRecord(nfse, at) } : {}),
        }) ?? payment;
      logActivity(store, user, 'invoice_upload', `Nota fiscal enviada para o pagamento #${payment.ID}`, request);
      return toPayment(updated, store);
    }),
  ),

  getGetPaymentMockHandler(
    authed(({ params, user, store }) => {
      const payment = ownPayment(store, user, params.paymentId);
      return toPayment(payment, store);
    }),
  ),
];

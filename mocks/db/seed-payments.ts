// Payments: drafts (who, status, category, when) from the demo accounts and the bulk, numbered in
// time order so ID order is creation order, then filled with PIX data, provider answers and the
// risk figures. Every status and category appears; failures carry a provider error cause.
import { PAGFAST_ERROR_CAUSE_CODES, type PagfastErrorCause } from './pagfast-causes';
import { DAY, type SeedContext } from './seed-context';
import { PAYMENT_CATEGORIES, PAYMENT_STATUSES, type PaymentCategory, type PaymentStatus } from './enums';
import type { PagfastResponse, PaymentRecord, UserRecord } from './types';

export interface PaymentDraft {
  UserID: number;
  Status: PaymentStatus;
  Category: PaymentCategory;
  CreatedMs: number;
  Amount?: number;
  Cause?: PagfastErrorCause;
}

const STATUS_WEIGHTS: readonly (readonly [PaymentStatus, number])[] = [
  ['Completed', 45],
  ['Pending', 8],
  ['NF_Sent', 7],
  ['Cancelled', 6],
  ['Rejected', 6],
  ['Error', 6],
  ['Waiting_NF', 6],
  ['Analyzing', 5],
  ['Created', 4],
  ['Registered', 4],
  ['Reversed', 3],
];
const CATEGORY_WEIGHTS: readonly (readonly [PaymentCategory, number])[] = [
  ['person', 55],
  ['business', 20],
  ['person_sb', 10],
  ['admin', 6],
  ['business_sb', 5],
  ['admin_debit', 4],
];
/** Causes the provider reports before any transfer is attempted (no registration answer first). */
const REGISTRATION_CAUSES = new Set<string>([
  'INVALID_PIX_KEY',
  'AGE_RESTRICTION',
  'DEATH_NOTICE',
  'INVALID_TAX_NUMBER',
  'BLOCKED_PERSON',
  'BANK_NOT_ALLOWED',
  'DUPLICATED_ORDER_ID',
  'MISSING_ORDER_ID',
]);
const ADMIN_REASONS = [
  'Bônus de desempenho',
  'Ajuste manual de comissão',
  'Estorno de comissão indevida',
  'Campanha especial de fim de ano',
];

/** How long ago a payment in this status was created: in-flight ones are recent. */
function ageDays(ctx: SeedContext, status: PaymentStatus): number {
  if (status === 'Created' || status === 'Registered') return ctx.rnd() * 2;
  if (['Pending', 'Analyzing', 'Waiting_NF', 'NF_Sent'].includes(status)) return ctx.rnd() * 30;
  return 1 + ctx.rnd() * 539;
}

/** Partners who can be paid, with when they joined (no payment predates its partner). */
export interface Payee {
  ID: number;
  joinedMs: number;
}

export function bulkDrafts(ctx: SeedContext, count: number, payees: readonly Payee[]): PaymentDraft[] {
  const drafts: PaymentDraft[] = [];
  for (let i = 0; i < count; i++) {
    // The first drafts walk through every status, category and error cause so each is surely present.
    const c = i - PAYMENT_STATUSES.length;
    const Cause = c >= 0 && c < PAGFAST_ERROR_CAUSE_CODES.length ? PAGFAST_ERROR_CAUSE_CODES[c] : undefined;
    const Status = PAYMENT_STATUSES[i] ?? (Cause ? 'Error' : ctx.weighted(STATUS_WEIGHTS));
    const Category = PAYMENT_CATEGORIES[i] ?? ctx.weighted(CATEGORY_WEIGHTS);
    const payee = ctx.pick(payees);
    const age = ageDays(ctx, Status) * DAY;
    const CreatedMs = Math.max(ctx.nowMs - age, payee.joinedMs + ctx.rnd() * (ctx.nowMs - payee.joinedMs));
    drafts.push({ UserID: payee.ID, Status, Category, CreatedMs, ...(Cause ? { Cause } : {}) });
  }
  return drafts;
}

function amountFor(ctx: SeedContext, category: PaymentCategory): number {
  if (category === 'admin') return ctx.money(10, 2000);
  if (category === 'admin_debit') return ctx.money(10, 500);
  return Math.floor(25_000 + ctx.rnd() ** 2 * 1_500_000) / 100;
}

function receipt(ctx: SeedContext, at: string): string {
  return `E${ctx.digits(8)}${at.slice(0, 16).replace(/[-T:]/g, '')}${ctx.code(11)}`;
}

const pagfastCause = (ctx: SeedContext, d: PaymentDraft) => d.Cause ?? ctx.pick(PAGFAST_ERROR_CAUSE_CODES);

function failure(cause: string, created: string, updated: string): PagfastResponse[] {
  return REGISTRATION_CAUSES.has(cause)
    ? [{ state: 'ERROR', date: updated, transactionReceipt: null, stateErrorCause: cause }]
    : [registration(created), { transactionState: 'FAILED', transactionDate: updated, transactionReceipt: null, stateErrorCause: cause }];
}
function registration(at: string): PagfastResponse {
  return { state: 'REGISTERED', date: at, transactionReceipt: null, stateErrorCause: null };
}
function transaction(ctx: SeedContext, state: string, at: string): PagfastResponse {
  return { transactionState: state, transactionDate: at, transactionReceipt: receipt(ctx, at), stateErrorCause: null };
}

function pagfast(ctx: SeedContext, d: PaymentDraft, created: string, updated: string): PagfastResponse[] {
  switch (d.Status) {
    case 'Registered':
      return [registration(created)];
    case 'Completed':
      return [registration(created), transaction(ctx, 'COMPLETED', updated)];
    case 'Reversed':
      return [registration(created), transaction(ctx, 'COMPLETED', created), transaction(ctx, 'REVERSED', updated)];
    case 'Error':
      return failure(pagfastCause(ctx, d), created, updated);
    case 'Cancelled':
      return d.Cause || ctx.rnd() < 0.3 ? failure(pagfastCause(ctx, d), created, updated) : [];
    default:
      return [];
  }
}

function pixKey(ctx: SeedContext, user: UserRecord, category: PaymentCategory): Pick<PaymentRecord, 'PixKeyType' | 'PixKey'> {
  if (category.startsWith('admin')) return { PixKeyType: null, PixKey: null };
  if (user.TaxPayerId && user.Country === 'BR' && category.startsWith('person') && ctx.rnd() < 0.7)
    return { PixKeyType: 'cpf', PixKey: user.TaxPayerId };
  return ctx.rnd() < 0.5 ? { PixKeyType: 'email', PixKey: user.Email } : { PixKeyType: 'random', PixKey: ctx.uuid() };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Draft indices in creation order. Packing (second, index) into one float lets a plain numeric
 * typed-array sort do the work: ~10× faster than sorting 100,000 objects with a comparator.
 */
function chronological(drafts: readonly PaymentDraft[]): number[] {
  const keys = new Float64Array(drafts.length);
  drafts.forEach((d, i) => (keys[i] = Math.floor(d.CreatedMs / 1000) * INDEX_SPACE + i));
  keys.sort();
  return Array.from(keys, (k) => k % INDEX_SPACE);
}
const INDEX_SPACE = 2 ** 20;

export function buildPayments(ctx: SeedContext, drafts: PaymentDraft[]): void {
  for (const i of chronological(drafts)) {
    const d = drafts[i] as PaymentDraft;
    const user = ctx.db.users.get(d.UserID);
    if (!user) continue;
    const ID = ctx.nextId('payments');
    const CreatedAt = ctx.iso(d.CreatedMs);
    const UpdatedAt = d.Status === 'Created' ? CreatedAt : ctx.past(d.CreatedMs + ctx.rnd() * 3 * DAY);
    const invoiced = d.Status === 'NF_Sent' || (d.Status === 'Completed' && d.Category.startsWith('business') && ctx.rnd() < 0.5);
    const ngr = round2(0.05 + ctx.rnd() * 0.6);
    const qftdFtd = round2(20 + ctx.rnd() * 75);
    const deposits = round2(1 + ctx.rnd() * 5);
    ctx.db.payments.set(ID, {
      ID,
      UserID: d.UserID,
      Amount: d.Amount ?? amountFor(ctx, d.Category),
      Status: d.Status,
      Category: d.Category,
      CreatedAt,
      UpdatedAt,
      InvoiceFileID: invoiced ? ctx.addMedia(d.UserID, `nota-fiscal-${ID}.pdf`, 'application/pdf', UpdatedAt) : null,
      ...pixKey(ctx, user, d.Category),
      Reason: d.Category.startsWith('admin') ? ctx.pick(ADMIN_REASONS) : null,
      PagfastResponses: pagfast(ctx, d, CreatedAt, UpdatedAt),
      Affiliate: {
        AffiliateData: {
          NGRCommissionRatio: ngr,
          QftdFtdRatio: qftdFtd,
          DepositFirstDepositRatio: deposits,
          HighCommission: ngr > 0.5,
          LowQFTDConversion: qftdFtd < 40,
          LowInitialDeposits: deposits < 1.6,
        },
      },
    });
  }
}

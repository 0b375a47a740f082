// How an admin moves a payment through its statuses (design doc, "Admin"), what the provider
// (Pagfast) records on the way, and how admin credits and debits move the partner's Balance.
//
// Provider flow chosen for the mock (the contract says only "approve → Created (sent to the
// provider)"): every transition that talks to the provider appends one PagfastResponses entry,
// in the provider's two dialects as the seed keeps them —
//   approve, retry          → { state: 'CREATED', date }             order placed with Pagfast
//   cancel (Created/Registered) → { transactionState: 'CANCELLED', transactionDate } order withdrawn
//   complete (Registered)   → { transactionState: 'COMPLETED', transactionDate, transactionReceipt }
//   reverse (Completed)     → { transactionState: 'REVERSED', transactionDate, transactionReceipt }
// Registration (Created → Registered) is the provider's own step; settlement is confirmed by an
// admin with `complete` (Registered → Completed), which records the provider's receipt.
// A payout created directly in a provider status gets that history at once (providerHistory).
import type { PaymentStatus } from '../db/enums';
import type { Store } from '../db/store';
import type { AffiliateData, PagfastResponse, PaymentRecord } from '../db/types';
import { addMoney, notify } from './admin-common';

import { ACTION_TARGET, ALLOWED_ACTIONS, type PaymentAction } from '@/lib/payment-actions';

export { isPaymentAction, PAYMENT_ACTIONS, type PaymentAction } from '@/lib/payment-actions';

/** With the provider or finished: neither deleted nor corrected (409). */
export const LOCKED_STATUSES: readonly PaymentStatus[] = ['Created', 'Registered', 'Completed', 'Reversed'];
/** A payment in these statuses moves no money. */
const VOID_STATUSES: readonly PaymentStatus[] = ['Cancelled', 'Rejected', 'Reversed', 'Error'];

export const paymentActionAllowed = (status: PaymentStatus, action: PaymentAction) => ALLOWED_ACTIONS[status].includes(action);

/** What the partner is told (Portuguese, like the seeded notifications). */
const NOTICES: Partial<Record<PaymentAction, [string, string]>> = {
  approve: ['Pagamento aprovado', 'Seu pagamento foi aprovado e enviado para transferência via PIX.'],
  reject: ['Pagamento rejeitado', 'Seu pagamento foi rejeitado. Confira o motivo na carteira.'],
  'request-invoice': ['Nota fiscal solicitada', 'Envie a nota fiscal do seu último saque para concluirmos o pagamento.'],
  reverse: ['Pagamento estornado', 'Um pagamento concluído foi estornado.'],
};

/**
 * An `admin` payment credits the partner's Balance and an `admin_debit` one debits it, for as
 * long as the payment is not void (Cancelled, Rejected, Reversed, Error). Payout categories are
 * paid out of the balance by the partner's own request, so an admin-created one moves nothing.
 */
function balanceEffect(p: Pick<PaymentRecord, 'Category' | 'Amount' | 'Status'> | null): number {
  if (!p || VOID_STATUSES.includes(p.Status)) return 0;
  if (p.Category === 'admin') return p.Amount;
  if (p.Category === 'admin_debit') return -p.Amount;
  return 0;
}

/** Applies the change of balance effect from `before` to `after` (either null: created/deleted). */
export function moveBalance(store: Store, before: PaymentRecord | null, after: PaymentRecord | null): void {
  const userId = (after ?? before)?.UserID;
  const user = userId === undefined ? undefined : store.db.users.get(userId);
  const delta = addMoney(balanceEffect(after), -balanceEffect(before));
  if (user && delta !== 0) store.update('users', user.ID, { Balance: addMoney(user.Balance, delta) });
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The risk figures shown with a payment: the partner's latest ones, else from their reports. */
export function affiliateDataFor(store: Store, userId: number): AffiliateData {
  const payments = store.ownedBy('payments', userId);
  const latest = payments.reduce<PaymentRecord | undefined>((a, p) => (!a || p.ID > a.ID ? p : a), undefined);
  if (latest) return { ...latest.Affiliate.AffiliateData };
  const sum = store.reports.keySum(userId, { since: store.reports.firstDay });
  const ftd = sum.FTD ?? 0;
  const QftdFtdRatio = ftd ? Math.min(100, round2(((sum.QFTD ?? 0) / ftd) * 100)) : 0;
  return {
    NGRCommissionRatio: 0.3,
    QftdFtdRatio,
    DepositFirstDepositRatio: 2,
    HighCommission: false,
    LowQFTDConversion: QftdFtdRatio < 40,
    LowInitialDeposits: false,
  };
}

/** A receipt in the shape the seed uses (E + digits + yyyymmddhhmm + code), fixed per payment. */
function receipt(id: number, at: string): string {
  return `E${String(id).padStart(8, '0')}${at.slice(0, 16).replace(/[-T:]/g, '')}R${String(id % 1e10).padStart(10, '0')}`;
}

function providerAnswer(payment: PaymentRecord, action: PaymentAction, at: string): PagfastResponse | null {
  if (action === 'approve' || action === 'retry') return { state: 'CREATED', date: at, transactionReceipt: null, stateErrorCause: null };
  if (action === 'cancel' && (payment.Status === 'Created' || payment.Status === 'Registered')) {
    return { transactionState: 'CANCELLED', transactionDate: at, transactionReceipt: null, stateErrorCause: null };
  }
  if (action === 'complete')
    return { transactionState: 'COMPLETED', transactionDate: at, transactionReceipt: receipt(payment.ID, at), stateErrorCause: null };
  if (action === 'reverse')
    return { transactionState: 'REVERSED', transactionDate: at, transactionReceipt: receipt(payment.ID, at), stateErrorCause: null };
  return null;
}

/**
 * A payout an admin creates straight in a provider status carries the answers the provider
 * would have given so far (as the seed does); admin credits and debits never reach the provider.
 */
export function providerHistory(payment: Pick<PaymentRecord, 'ID' | 'Status' | 'Category'>, at: string): PagfastResponse[] {
  if (payment.Category.startsWith('admin')) return [];
  const placed: PagfastResponse = { state: 'CREATED', date: at, transactionReceipt: null, stateErrorCause: null };
  const registered: PagfastResponse = { state: 'REGISTERED', date: at, transactionReceipt: null, stateErrorCause: null };
  const paid: PagfastResponse = {
    transactionState: 'COMPLETED',
    transactionDate: at,
    transactionReceipt: receipt(payment.ID, at),
    stateErrorCause: null,
  };
  switch (payment.Status) {
    case 'Created':
      return [placed];
    case 'Registered':
      return [placed, registered];
    case 'Completed':
      return [placed, registered, paid];
    case 'Reversed':
      return [
        placed,
        registered,
        paid,
        { transactionState: 'REVERSED', transactionDate: at, transactionReceipt: receipt(payment.ID, at), stateErrorCause: null },
      ];
    default:
      return [];
  }
}

/** Call only when `paymentActionAllowed`; the reason, when given, replaces the payment's note. */
export function applyPaymentAction(store: Store, payment: PaymentRecord, action: PaymentAction, reason: string | null): PaymentRecord {
  const at = store.clock.now().toISOString();
  const before = { ...payment };
  const answer = providerAnswer(payment, action, at);
  const updated = store.update('payments', payment.ID, {
    Status: ACTION_TARGET[action],
    UpdatedAt: at,
    ...(reason ? { Reason: reason } : {}),
    ...(answer ? { PagfastResponses: [...payment.PagfastResponses, answer] } : {}),
  }) as PaymentRecord;
  moveBalance(store, before, updated);
  const notice = NOTICES[action];
  if (notice) notify(store, payment.UserID, 'payment', notice[0], notice[1]);
  return updated;
}

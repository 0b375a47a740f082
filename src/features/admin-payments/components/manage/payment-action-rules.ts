// Which status allows which admin action, where it leads and which permission it needs (the
// contract's `action` parameter of adminPaymentAction; the API answers 409 for anything else and
// 403 without the permission). `analyze` also needs admin:payments:analysis:action.
import type { MessageDescriptor } from 'react-intl';
import type { PaymentStatus } from '@/api/generated/model/paymentStatus';
import type { PermissionName } from '@/lib/can';
import { ALLOWED_ACTIONS, type PaymentAction } from '@/lib/payment-actions';
import { manageMessages as m } from './manage-messages';

export { ACTION_TARGET, ALLOWED_ACTIONS, PAYMENT_ACTIONS, type PaymentAction } from '@/lib/payment-actions';

export const ACTION_PERMISSIONS: Record<PaymentAction, readonly PermissionName[]> = {
  approve: ['admin:payments:action'],
  reject: ['admin:payments:action'],
  cancel: ['admin:payments:action'],
  complete: ['admin:payments:action'],
  reverse: ['admin:payments:action'],
  retry: ['admin:payments:action'],
  'request-invoice': ['admin:payments:action'],
  analyze: ['admin:payments:action', 'admin:payments:analysis:action'],
};

export const ACTION_LABELS: Record<PaymentAction, MessageDescriptor> = {
  approve: m.actionApprove,
  reject: m.actionReject,
  cancel: m.actionCancel,
  complete: m.actionComplete,
  reverse: m.actionReverse,
  retry: m.actionRetry,
  'request-invoice': m.actionRequestInvoice,
  analyze: m.actionAnalyze,
};

/** Red for the actions that stop or undo a payment. */
export const DESTRUCTIVE: ReadonlySet<PaymentAction> = new Set(['reject', 'cancel', 'reverse']);

/** The actions the status allows that this user holds every permission for, in table order. */
export function actionsFor(status: PaymentStatus, may: (permission: PermissionName) => boolean): PaymentAction[] {
  return ALLOWED_ACTIONS[status].filter((a) => ACTION_PERMISSIONS[a].every(may));
}

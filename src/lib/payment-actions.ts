// The admin payment actions (the contract's `action` parameter of adminPaymentAction): which
// status allows which action and where it leads. One table for the console (which buttons show)
// and the mock (which calls it accepts; anything else is 409).
import type { PaymentStatus } from '../api/generated/model/paymentStatus';

export const PAYMENT_ACTIONS = ['approve', 'reject', 'cancel', 'complete', 'reverse', 'retry', 'request-invoice', 'analyze'] as const;
export type PaymentAction = (typeof PAYMENT_ACTIONS)[number];
export const isPaymentAction = (s: string): s is PaymentAction => (PAYMENT_ACTIONS as readonly string[]).includes(s);

export const ALLOWED_ACTIONS: Record<PaymentStatus, readonly PaymentAction[]> = {
  Analyzing: ['approve', 'reject'],
  Pending: ['approve', 'reject', 'cancel', 'request-invoice', 'analyze'],
  Waiting_NF: ['cancel'],
  NF_Sent: ['approve', 'reject'],
  Created: ['cancel'],
  Registered: ['complete', 'cancel'],
  Error: ['retry', 'cancel'],
  Completed: ['reverse'],
  Cancelled: [],
  Rejected: [],
  Reversed: [],
};

export const ACTION_TARGET: Record<PaymentAction, PaymentStatus> = {
  approve: 'Created',
  reject: 'Rejected',
  cancel: 'Cancelled',
  complete: 'Completed',
  reverse: 'Reversed',
  retry: 'Created',
  'request-invoice': 'Waiting_NF',
  analyze: 'Analyzing',
};

// Payment statuses (spec §4): the 11 statuses and the lowercase display variants, each with its
// label and colour. A badge never clips its label: Mantine's clips with an ellipsis, and in a
// table row short of room the column squeezes it to "COMPLE…" (an overflow-hidden box gives the
// column no minimum width); unclipped, the label's own width is the column's minimum.
import { Badge } from '@mantine/core';
import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';

const labels = defineMessages({
  analyzing: { id: 'payment.status.analyzing', defaultMessage: 'analyzing' },
  approved: { id: 'payment.status.approved', defaultMessage: 'approved' },
  cancelled: { id: 'payment.status.cancelled', defaultMessage: 'cancelled' },
  completed: { id: 'payment.status.completed', defaultMessage: 'completed' },
  created: { id: 'payment.status.created', defaultMessage: 'created' },
  error: { id: 'payment.status.error', defaultMessage: 'error' },
  pending: { id: 'payment.status.pending', defaultMessage: 'pending' },
  registered: { id: 'payment.status.registered', defaultMessage: 'registered' },
  rejected: { id: 'payment.status.rejected', defaultMessage: 'rejected' },
  reverted: { id: 'payment.status.reverted', defaultMessage: 'reverted' },
  waitingInvoice: { id: 'payment.status.waiting-invoice', defaultMessage: 'waiting for invoice' },
  invoiceSent: { id: 'payment.status.invoice-sent', defaultMessage: 'invoice sent' },
});
type Label = keyof typeof labels;

const unclipped = {
  root: { overflow: 'visible', flexShrink: 0 },
  label: { overflow: 'visible', textOverflow: 'clip' },
} as const;

const byStatus: Record<string, [Label, string]> = {
  Analyzing: ['analyzing', 'violet'],
  Created: ['created', 'blue'],
  Pending: ['pending', 'yellow'],
  pending: ['pending', 'yellow'],
  Registered: ['registered', 'cyan'],
  Cancelled: ['cancelled', 'gray'],
  Canceled: ['cancelled', 'gray'],
  Completed: ['completed', 'green'],
  approved: ['approved', 'green'],
  Reversed: ['reverted', 'orange'],
  Rejected: ['rejected', 'red'],
  rejected: ['rejected', 'red'],
  declined: ['rejected', 'red'],
  Error: ['error', 'red'],
  Waiting_NF: ['waitingInvoice', 'grape'],
  NF_Sent: ['invoiceSent', 'indigo'],
};

/** The translated label of a status (the raw value for one the spec does not name). */
export function usePaymentStatusLabel(): (status: string) => string {
  const intl = useIntl();
  return (status) => {
    const known = byStatus[status];
    return known ? intl.formatMessage(labels[known[0]]) : status;
  };
}

export function PaymentStatusBadge({ status }: { status: string }) {
  const intl = useIntl();
  const [label, color] = byStatus[status] ?? (['error', 'gray'] as const);
  return (
    <Badge color={color} variant="light" styles={unclipped}>
      {byStatus[status] ? intl.formatMessage(labels[label]) : status}
    </Badge>
  );
}

import { defineMessages } from '@/i18n/define-messages';

export const liveMessages = defineMessages({
  paymentTitle: { id: 'live.payment.title', defaultMessage: 'Payment #{id} updated' },
  paymentBody: {
    id: 'live.payment.body',
    defaultMessage:
      'New status: {status, select, Analyzing {analyzing} Created {created} Pending {pending} Registered {registered} Cancelled {cancelled} Completed {completed} Reversed {reverted} Rejected {rejected} Error {error} Waiting_NF {waiting for invoice} NF_Sent {invoice sent} other {{status}}}.',
  },
  demoTitle: { id: 'live.demo-balance.title', defaultMessage: 'Demo balance request #{id} updated' },
  demoBody: {
    id: 'live.demo-balance.body',
    defaultMessage: '{status, select, approved {It was approved.} declined {It was declined.} other {It is pending.}}',
  },
  businessTitle: { id: 'live.business.title', defaultMessage: 'Business review' },
  businessBody: {
    id: 'live.business.body',
    defaultMessage:
      '{status, select, approved {Your business was approved.} rejected {Your business was rejected. Check your documents.} other {Your business is under review.}}',
  },
  reportsFailed: { id: 'live.reports.failed', defaultMessage: 'The reports could not be refreshed. Try again later.' },
  bell: {
    id: 'live.bell',
    defaultMessage: '{count, plural, =0 {Notifications} one {Notifications, # new} other {Notifications, # new}}',
  },
  notificationFallback: { id: 'live.notification.fallback', defaultMessage: 'New notification' },
});

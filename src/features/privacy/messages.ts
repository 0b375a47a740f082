// The LGPD centre on Profile (issue 19.4).
import { defineMessages } from '@/i18n/define-messages';

export const privacyMessages = defineMessages({
  title: { id: 'privacy.title', defaultMessage: 'My data (LGPD)' },
  intro: {
    id: 'privacy.intro',
    defaultMessage:
      'Download everything the portal keeps about you, or ask for a correction or the deletion of your data. Each request is answered within {days} days.',
  },
  export: { id: 'privacy.export', defaultMessage: 'Download my data (JSON)' },
  exported: { id: 'privacy.exported', defaultMessage: 'Your data was downloaded.' },
  retentionTitle: { id: 'privacy.retention.title', defaultMessage: 'Kept after a deletion' },
  retentionTax: {
    id: 'privacy.retention.tax',
    defaultMessage: 'Tax records (payments, invoices and their NFS-e data): {years} years — {basis}',
  },
  retentionAml: {
    id: 'privacy.retention.aml',
    defaultMessage: 'Anti-money-laundering records (identification, bank account, payouts): {years} years — {basis}',
  },
  type: { id: 'privacy.type', defaultMessage: 'Request' },
  typeCorrection: { id: 'privacy.type.correction', defaultMessage: 'Correct my data' },
  typeDeletion: { id: 'privacy.type.deletion', defaultMessage: 'Delete my data' },
  field: { id: 'privacy.field', defaultMessage: 'Data to correct' },
  fieldName: { id: 'privacy.field.name', defaultMessage: 'Name' },
  fieldEmail: { id: 'privacy.field.email', defaultMessage: 'E-mail' },
  fieldTaxPayerId: { id: 'privacy.field.tax-payer-id', defaultMessage: 'CPF' },
  fieldBankAccount: { id: 'privacy.field.bank-account', defaultMessage: 'Bank account' },
  fieldBusiness: { id: 'privacy.field.business', defaultMessage: 'Company' },
  fieldOther: { id: 'privacy.field.other', defaultMessage: 'Other' },
  details: { id: 'privacy.details', defaultMessage: 'What is wrong, and what it should be' },
  reason: { id: 'privacy.reason', defaultMessage: 'Reason (optional)' },
  submit: { id: 'privacy.submit', defaultMessage: 'Send request' },
  sent: { id: 'privacy.sent', defaultMessage: 'Request sent. We answer by {date}.' },
  fieldRequired: { id: 'privacy.error.field', defaultMessage: 'Choose the data to correct.' },
  detailsShort: { id: 'privacy.error.details', defaultMessage: 'Write between {min} and {max} characters.' },
  alreadyOpen: { id: 'privacy.error.open', defaultMessage: 'You already have an open request of this kind; wait for its answer.' },
  requestsTitle: { id: 'privacy.requests.title', defaultMessage: 'My requests' },
  none: { id: 'privacy.requests.none', defaultMessage: 'No requests yet.' },
  due: { id: 'privacy.requests.due', defaultMessage: 'Answer due by {date}' },
  reply: { id: 'privacy.requests.reply', defaultMessage: 'Answer: {reply}' },
  statusOpen: { id: 'privacy.status.open', defaultMessage: 'open' },
  statusInProgress: { id: 'privacy.status.in-progress', defaultMessage: 'in progress' },
  statusCompleted: { id: 'privacy.status.completed', defaultMessage: 'completed' },
  statusRefused: { id: 'privacy.status.refused', defaultMessage: 'refused' },
  overdue: { id: 'privacy.overdue', defaultMessage: 'overdue' },
});

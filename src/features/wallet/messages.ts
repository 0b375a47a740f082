// The wallet's messages: the page, the payment history, the payout request, the payment details
// and the invoice upload. The payout refusal codes are in payout-codes.ts.
import { defineMessages } from '@/i18n/define-messages';

export const walletMessages = defineMessages({
  title: { id: 'wallet.title', defaultMessage: 'Wallet' },
  balance: { id: 'wallet.balance', defaultMessage: 'Balance' },
  subBalance: { id: 'wallet.sub-balance', defaultMessage: 'Sub-affiliate balance' },
  pendingCommission: { id: 'wallet.pending-commission', defaultMessage: 'Pending commission' },
  requestPayout: { id: 'wallet.request-payout', defaultMessage: 'Request payout' },
  blockedTitle: { id: 'wallet.blocked.title', defaultMessage: 'A payout cannot be requested now' },
  blockedWindow: {
    id: 'wallet.blocked.window',
    defaultMessage: 'Payouts can only be requested on days 01–10 and 16–25. The next window opens on {date}.',
  },
  blockedNoBalance: {
    id: 'wallet.blocked.no-balance',
    defaultMessage: 'Your balance and your sub-affiliate balance are empty: there is nothing to pay out yet.',
  },
  blockedUnderMinimum: {
    id: 'wallet.blocked.under-minimum',
    defaultMessage: 'The most you can request now is {amount}, under the minimum payout of {minimum}.',
  },
  infoTitle: { id: 'wallet.info.title', defaultMessage: 'Payment information' },
  infoType: { id: 'wallet.info.payment-type', defaultMessage: 'Payment type' },
  infoPixKey: { id: 'wallet.info.pix-key', defaultMessage: 'PIX key' },
  infoNoPixKey: { id: 'wallet.info.no-pix-key', defaultMessage: 'No PIX key saved' },
  infoReceipt: { id: 'wallet.info.must-use-receipt', defaultMessage: 'Invoice required' },
  yes: { id: 'wallet.yes', defaultMessage: 'Yes' },
  no: { id: 'wallet.no', defaultMessage: 'No' },
  historyTitle: { id: 'wallet.history.title', defaultMessage: 'Payment history' },
  historyEmpty: { id: 'wallet.history.empty', defaultMessage: 'No payments yet.' },
  colId: { id: 'wallet.history.id', defaultMessage: 'ID' },
  colDate: { id: 'wallet.history.date', defaultMessage: 'Date' },
  colAmount: { id: 'wallet.history.amount', defaultMessage: 'Amount' },
  colCategory: { id: 'wallet.history.category', defaultMessage: 'Category' },
  colStatus: { id: 'wallet.history.status', defaultMessage: 'Status' },
  colProvider: { id: 'wallet.history.provider', defaultMessage: 'Provider' },
  details: { id: 'wallet.history.details', defaultMessage: 'Details' },
  detailsOf: { id: 'wallet.history.details-of', defaultMessage: 'Details of payment #{id}' },
  showResponses: { id: 'wallet.history.show-responses', defaultMessage: 'Provider responses of payment #{id}' },
  noResponses: { id: 'wallet.pagfast.none', defaultMessage: 'No provider responses yet.' },
  responseState: { id: 'wallet.pagfast.state', defaultMessage: 'State' },
  responseReceipt: { id: 'wallet.pagfast.receipt', defaultMessage: 'Receipt' },
  responseCause: { id: 'wallet.pagfast.cause', defaultMessage: 'Failure cause' },
  responseCount: { id: 'wallet.pagfast.count', defaultMessage: '{count, plural, one {# response} other {# responses}}' },
  walletErrorTitle: { id: 'wallet.error.title', defaultMessage: 'The payout could not be requested' },
  cpfWithoutTaxPayerId: {
    id: 'wallet.error.cpf-without-taxpayer-id',
    defaultMessage:
      'Your CPF is not in your profile yet, so a payout to a CPF key is not possible. Add your CPF in your documents, or choose another key type.',
  },
  goToDocuments: { id: 'wallet.error.go-to-documents', defaultMessage: 'Go to documents' },
  dismiss: { id: 'wallet.error.dismiss', defaultMessage: 'Dismiss' },
});

export const categoryMessages = defineMessages({
  person: { id: 'wallet.category.person', defaultMessage: 'Person' },
  business: { id: 'wallet.category.business', defaultMessage: 'Company' },
  person_sb: { id: 'wallet.category.person-sb', defaultMessage: 'Person (sub-affiliates)' },
  business_sb: { id: 'wallet.category.business-sb', defaultMessage: 'Company (sub-affiliates)' },
  admin: { id: 'wallet.category.admin', defaultMessage: 'Credit' },
  admin_debit: { id: 'wallet.category.admin-debit', defaultMessage: 'Debit' },
});

export const pixTypeMessages = defineMessages({
  cpf: { id: 'wallet.pix-type.cpf', defaultMessage: 'CPF' },
  cnpj: { id: 'wallet.pix-type.cnpj', defaultMessage: 'CNPJ' },
  phone: { id: 'wallet.pix-type.phone', defaultMessage: 'Phone' },
  email: { id: 'wallet.pix-type.email', defaultMessage: 'E-mail' },
  random: { id: 'wallet.pix-type.random', defaultMessage: 'Random key' },
});

export const requestMessages = defineMessages({
  title: { id: 'wallet.request.title', defaultMessage: 'Request payout' },
  amount: { id: 'wallet.request.amount', defaultMessage: 'Amount to be paid' },
  amountHelp: { id: 'wallet.request.amount-help', defaultMessage: 'The whole available balance of the chosen category is paid.' },
  keyType: { id: 'wallet.request.key-type', defaultMessage: 'PIX key type' },
  key: { id: 'wallet.request.key', defaultMessage: 'PIX key' },
  category: { id: 'wallet.request.category', defaultMessage: 'Category' },
  cancel: { id: 'wallet.request.cancel', defaultMessage: 'Cancel' },
  success: { id: 'wallet.request.success', defaultMessage: 'Payout requested. You can follow it in your payment history.' },
  refusedTitle: { id: 'wallet.request.refused', defaultMessage: 'Payout refused' },
});

/** The key does not look like its type (ids used as zod issue params). */
export const invalidKeyMessages = defineMessages({
  cpf: { id: 'wallet.request.invalid-key.cpf', defaultMessage: 'Enter a valid CPF.' },
  cnpj: { id: 'wallet.request.invalid-key.cnpj', defaultMessage: 'Enter a valid CNPJ (numeric or alphanumeric).' },
  phone: { id: 'wallet.request.invalid-key.phone', defaultMessage: 'Enter a Brazilian mobile number: (99) 9 9999-9999.' },
  email: { id: 'wallet.request.invalid-key.email', defaultMessage: 'Enter a valid e-mail address.' },
  random: { id: 'wallet.request.invalid-key.random', defaultMessage: 'Enter the random key as it was given to you (a UUID).' },
});

export const manageMessages = defineMessages({
  title: { id: 'wallet.manage.title', defaultMessage: 'Payment #{id}' },
  notFound: { id: 'wallet.manage.not-found', defaultMessage: 'This payment was not found.' },
  created: { id: 'wallet.manage.created', defaultMessage: 'Requested' },
  updated: { id: 'wallet.manage.updated', defaultMessage: 'Last update' },
  pixKey: { id: 'wallet.manage.pix-key', defaultMessage: 'PIX key' },
  reason: { id: 'wallet.manage.reason', defaultMessage: 'Reason' },
  invoice: { id: 'wallet.manage.invoice', defaultMessage: 'Invoice' },
  invoiceWaiting: { id: 'wallet.manage.invoice-waiting', defaultMessage: 'Waiting for your invoice' },
  invoiceNone: { id: 'wallet.manage.invoice-none', defaultMessage: 'Not sent' },
  openInvoice: { id: 'wallet.manage.open-invoice', defaultMessage: 'Open the invoice' },
  sendInvoice: { id: 'wallet.manage.send-invoice', defaultMessage: 'Send invoice' },
  timeline: { id: 'wallet.manage.timeline', defaultMessage: 'Provider responses' },
  close: { id: 'wallet.manage.close', defaultMessage: 'Close' },
  badId: { id: 'wallet.manage.bad-id', defaultMessage: 'No payment was chosen.' },
});

export const invoiceMessages = defineMessages({
  title: { id: 'wallet.invoice.title', defaultMessage: 'Send the invoice of payment #{id}' },
  drop: { id: 'wallet.invoice.drop', defaultMessage: 'Drop the invoice here or click to choose it' },
  hint: { id: 'wallet.invoice.hint', defaultMessage: 'One file, up to {maxMb} MB: Word, Excel, PowerPoint, plain text or PDF.' },
  chosen: { id: 'wallet.invoice.chosen', defaultMessage: 'Chosen file: {name} ({size})' },
  submit: { id: 'wallet.invoice.submit', defaultMessage: 'Send invoice' },
  cancel: { id: 'wallet.invoice.cancel', defaultMessage: 'Cancel' },
  uploading: { id: 'wallet.invoice.uploading', defaultMessage: 'Uploading: {percent}%' },
  success: { id: 'wallet.invoice.success', defaultMessage: 'Invoice sent.' },
  required: { id: 'wallet.invoice.error.required', defaultMessage: 'Choose the invoice file.' },
  tooMany: { id: 'wallet.invoice.error.too-many', defaultMessage: 'Send only one file.' },
  wrongType: {
    id: 'wallet.invoice.error.wrong-type',
    defaultMessage: 'This type of file is not accepted. Use Word, Excel, PowerPoint, plain text or PDF.',
  },
  tooLarge: { id: 'wallet.invoice.error.too-large', defaultMessage: 'The file is larger than {maxMb} MB.' },
  empty: { id: 'wallet.invoice.error.empty', defaultMessage: 'The file is empty or has no type.' },
  notWaiting: { id: 'wallet.invoice.not-waiting', defaultMessage: 'This payment is not waiting for an invoice.' },
});

/** The NFS-e data of a company payment's invoice (issue 19.1). */
export const nfseMessages = defineMessages({
  legend: { id: 'wallet.nfse.legend', defaultMessage: 'NFS-e data' },
  intro: {
    id: 'wallet.nfse.intro',
    defaultMessage: 'Copy them from the NFS-e your company issued for this payment of {amount}. They are checked against the payment.',
  },
  number: { id: 'wallet.nfse.number', defaultMessage: 'NFS-e number' },
  verificationCode: { id: 'wallet.nfse.verification-code', defaultMessage: 'Verification code' },
  issueDate: { id: 'wallet.nfse.issue-date', defaultMessage: 'Issue date' },
  issuerCnpj: { id: 'wallet.nfse.issuer-cnpj', defaultMessage: 'Issuer CNPJ' },
  serviceCode: { id: 'wallet.nfse.service-code', defaultMessage: 'Municipal service code' },
  serviceCodeHint: { id: 'wallet.nfse.service-code.hint', defaultMessage: 'e.g. 17.06 (advertising and promotion)' },
  amount: { id: 'wallet.nfse.amount', defaultMessage: 'Amount' },
  required: { id: 'wallet.nfse.error.required', defaultMessage: 'Fill in this field.' },
  numberFormat: { id: 'wallet.nfse.error.number', defaultMessage: 'Up to 15 digits, as printed on the NFS-e.' },
  codeFormat: { id: 'wallet.nfse.error.code', defaultMessage: '4 to 64 letters, digits or hyphens.' },
  dateFormat: { id: 'wallet.nfse.error.date', defaultMessage: 'Enter a valid date.' },
  cnpjInvalid: { id: 'wallet.nfse.error.cnpj', defaultMessage: 'This is not a valid CNPJ.' },
  serviceFormat: { id: 'wallet.nfse.error.service', defaultMessage: 'Use the item of the service list, e.g. 17.06 or 17.06.01.' },
  amountFormat: { id: 'wallet.nfse.error.amount', defaultMessage: 'Enter an amount greater than zero, e.g. 1875.25.' },
  issuerMismatch: {
    id: 'wallet.nfse.error.issuer-mismatch',
    defaultMessage: "The issuer must be your company's CNPJ registered in the portal.",
  },
  amountMismatch: { id: 'wallet.nfse.error.amount-mismatch', defaultMessage: 'The NFS-e amount must be the payment amount, {amount}.' },
  beforePayment: {
    id: 'wallet.nfse.error.before-payment',
    defaultMessage: 'The NFS-e cannot be issued before the payment was requested ({date}).',
  },
  inFuture: { id: 'wallet.nfse.error.in-future', defaultMessage: 'The issue date cannot be in the future.' },
  loading: { id: 'wallet.nfse.loading', defaultMessage: 'Loading the payment…' },
});

/** The PIX recipient's confirmation before a payout is sent (issue 19.2). */
export const recipientMessages = defineMessages({
  next: { id: 'wallet.recipient.next', defaultMessage: 'Continue' },
  heading: { id: 'wallet.recipient.heading', defaultMessage: 'Confirm the recipient' },
  intro: {
    id: 'wallet.recipient.intro',
    defaultMessage: 'Check who will receive this payout. A PIX transfer cannot be undone once it is sent.',
  },
  name: { id: 'wallet.recipient.name', defaultMessage: 'Recipient' },
  taxIdCpf: { id: 'wallet.recipient.tax-id.cpf', defaultMessage: 'CPF' },
  taxIdCnpj: { id: 'wallet.recipient.tax-id.cnpj', defaultMessage: 'CNPJ' },
  bank: { id: 'wallet.recipient.bank', defaultMessage: 'Institution' },
  key: { id: 'wallet.recipient.key', defaultMessage: 'PIX key' },
  amount: { id: 'wallet.recipient.amount', defaultMessage: 'Amount' },
  category: { id: 'wallet.recipient.category', defaultMessage: 'Category' },
  notOwn: {
    id: 'wallet.recipient.not-own',
    defaultMessage: 'This key is not in your name. Request the payout only if you know this recipient.',
  },
  confirm: { id: 'wallet.recipient.confirm', defaultMessage: 'Confirm and request' },
  back: { id: 'wallet.recipient.back', defaultMessage: 'Back' },
  changed: {
    id: 'wallet.recipient.changed',
    defaultMessage: 'The key changed since it was looked up: this is its recipient now. Check it and confirm again.',
  },
  retry: { id: 'wallet.recipient.retry', defaultMessage: 'Try the look-up again' },
});

/** Why the key cannot be confirmed, shown at the PIX key field (ids used as field error keys). */
export const recipientErrorMessages = defineMessages({
  cpfNotOwn: {
    id: 'wallet.recipient.error.cpf-not-own',
    defaultMessage: 'This CPF is not yours. A payout to a CPF key can only go to your own CPF.',
  },
  cpfForCompany: {
    id: 'wallet.recipient.error.cpf-for-company',
    defaultMessage: "A company payout goes to your company's CNPJ, not to a CPF key.",
  },
  cnpjNotOwn: {
    id: 'wallet.recipient.error.cnpj-not-own',
    defaultMessage: "This CNPJ is not your company's. A payout to a CNPJ key can only go to your company's registered CNPJ.",
  },
  cnpjForPerson: {
    id: 'wallet.recipient.error.cnpj-for-person',
    defaultMessage: 'A personal payout cannot go to a CNPJ key. Choose the Company category or another key.',
  },
  notFound: {
    id: 'wallet.recipient.error.not-found',
    defaultMessage: 'No PIX account holds this key. Check the key and its type.',
  },
  failed: {
    id: 'wallet.recipient.error.failed',
    defaultMessage: 'The recipient of this key could not be looked up right now. Try again in a moment.',
  },
  network: {
    id: 'wallet.recipient.error.network',
    defaultMessage: 'We could not reach the server to look up the recipient. Check your connection and try again.',
  },
});

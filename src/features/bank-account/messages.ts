// Messages of the bank-account step (documents page) and its reusable form.
import { defineMessages } from '@/i18n/define-messages';

export const bankAccountMessages = defineMessages({
  title: { id: 'bank-account.title', defaultMessage: 'Bank account' },
  intro: {
    id: 'bank-account.intro',
    defaultMessage: 'Payouts are sent to this account and PIX key. The data is checked before it is saved.',
  },
  noAccount: { id: 'bank-account.none', defaultMessage: 'You have no bank account yet. Fill in the form to add one.' },
  current: { id: 'bank-account.current', defaultMessage: 'Saved account: {bank}, branch {agency}, account {account}.' },
  bank: { id: 'bank-account.field.bank', defaultMessage: 'Bank' },
  bankPlaceholder: { id: 'bank-account.field.bank-placeholder', defaultMessage: 'Search by code or name' },
  banksLoading: { id: 'bank-account.field.banks-loading', defaultMessage: 'Loading the banks' },
  bankNothingFound: { id: 'bank-account.field.bank-nothing-found', defaultMessage: 'No bank matches this search.' },
  agency: { id: 'bank-account.field.agency', defaultMessage: 'Branch' },
  agencyHelp: {
    id: 'bank-account.field.agency-help',
    defaultMessage: 'Up to 5 digits, with the check digit after a hyphen if there is one (0001 or 1234-5).',
  },
  account: { id: 'bank-account.field.account', defaultMessage: 'Account number' },
  accountHelp: {
    id: 'bank-account.field.account-help',
    defaultMessage: 'Up to 13 digits and the check digit after a hyphen (12345678-9).',
  },
  keyType: { id: 'bank-account.field.key-type', defaultMessage: 'PIX key type' },
  key: { id: 'bank-account.field.key', defaultMessage: 'PIX key' },
  save: { id: 'bank-account.save', defaultMessage: 'Save bank account' },
  saved: { id: 'bank-account.saved', defaultMessage: 'Bank account saved.' },
  checkFailed: { id: 'bank-account.check-failed', defaultMessage: 'Some data was not accepted. Correct the highlighted fields.' },
});

export const pixTypeMessages = defineMessages({
  cpf: { id: 'bank-account.pix-type.cpf', defaultMessage: 'CPF' },
  cnpj: { id: 'bank-account.pix-type.cnpj', defaultMessage: 'CNPJ' },
  phone: { id: 'bank-account.pix-type.phone', defaultMessage: 'Phone' },
  email: { id: 'bank-account.pix-type.email', defaultMessage: 'E-mail' },
  random: { id: 'bank-account.pix-type.random', defaultMessage: 'Random key' },
});

/** The rules of the form, each with its own message at its field. */
export const ruleMessages = defineMessages({
  bankRequired: { id: 'bank-account.error.bank-required', defaultMessage: 'Choose the bank.' },
  bankUnknown: { id: 'bank-account.error.bank-unknown', defaultMessage: 'This bank is not in the list of accepted banks.' },
  agency: { id: 'bank-account.error.agency', defaultMessage: 'Enter the branch: up to 5 digits, optionally a hyphen and the check digit.' },
  account: {
    id: 'bank-account.error.account',
    defaultMessage: 'Enter the account: up to 13 digits, optionally a hyphen and the check digit.',
  },
  keyRequired: { id: 'bank-account.error.key-required', defaultMessage: 'Enter the PIX key.' },
  keyCpf: { id: 'bank-account.error.key-cpf', defaultMessage: 'Enter a valid CPF.' },
  keyCnpj: { id: 'bank-account.error.key-cnpj', defaultMessage: 'Enter a valid CNPJ (numeric or alphanumeric).' },
  keyPhone: { id: 'bank-account.error.key-phone', defaultMessage: 'Enter a Brazilian mobile number: (99) 9 9999-9999.' },
  keyEmail: { id: 'bank-account.error.key-email', defaultMessage: 'Enter a valid e-mail address.' },
  keyRandom: { id: 'bank-account.error.key-random', defaultMessage: 'Enter the random key as it was given to you (a UUID).' },
  keyOwnCpf: { id: 'bank-account.error.key-own-cpf', defaultMessage: 'A CPF key must be the CPF of the account holder.' },
});

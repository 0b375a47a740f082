// Messages of the Developers page (issue 20): API keys, curl examples and the API reference.
import { defineMessages } from '@/i18n/define-messages';

export const developersMessages = defineMessages({
  title: { id: 'developers.title', defaultMessage: 'Developers' },
  intro: {
    id: 'developers.intro',
    defaultMessage: 'Read your reports, statistics and payments from your own tools with an API key. Keys can only read.',
  },
  keysTitle: { id: 'developers.keys.title', defaultMessage: 'API keys' },
  keysEmpty: { id: 'developers.keys.empty', defaultMessage: 'No API keys yet.' },
  keyPrefix: { id: 'developers.keys.prefix', defaultMessage: 'Starts with {prefix}' },
  keyCreated: { id: 'developers.keys.created', defaultMessage: 'Created {date}' },
  keyLastUsed: { id: 'developers.keys.last-used', defaultMessage: 'Last used {date}' },
  keyNeverUsed: { id: 'developers.keys.never-used', defaultMessage: 'Never used' },
  keyExpires: { id: 'developers.keys.expires', defaultMessage: 'Expires {date}' },
  keyNoExpiry: { id: 'developers.keys.no-expiry', defaultMessage: 'No expiry' },
  keyRevokedOn: { id: 'developers.keys.revoked-on', defaultMessage: 'Revoked {date}' },
  statusActive: { id: 'developers.keys.status.active', defaultMessage: 'Active' },
  statusExpired: { id: 'developers.keys.status.expired', defaultMessage: 'Expired' },
  statusRevoked: { id: 'developers.keys.status.revoked', defaultMessage: 'Revoked' },
  scopeReports: { id: 'developers.scope.reports', defaultMessage: 'Reports and statistics' },
  scopePayments: { id: 'developers.scope.payments', defaultMessage: 'Payments' },
  revoke: { id: 'developers.keys.revoke', defaultMessage: 'Revoke' },
  revokeConfirm: { id: 'developers.keys.revoke-confirm', defaultMessage: 'Revoke "{name}"? Calls with it stop at once.' },
  revokeYes: { id: 'developers.keys.revoke-yes', defaultMessage: 'Yes, revoke' },
  cancel: { id: 'developers.cancel', defaultMessage: 'Cancel' },
  revoked: { id: 'developers.keys.revoked', defaultMessage: 'API key revoked.' },

  createTitle: { id: 'developers.create.title', defaultMessage: 'New API key' },
  name: { id: 'developers.create.name', defaultMessage: 'Name' },
  nameHint: { id: 'developers.create.name.hint', defaultMessage: 'To recognise it later, e.g. "Tracker import".' },
  scopes: { id: 'developers.create.scopes', defaultMessage: 'What it may read' },
  scopesRequired: { id: 'developers.error.scopes', defaultMessage: 'Choose at least one.' },
  expires: { id: 'developers.create.expires', defaultMessage: 'Expires on (optional)' },
  expiresHint: {
    id: 'developers.create.expires.hint',
    defaultMessage: 'Leave empty for a key that does not expire. At most a year ahead.',
  },
  expiresPast: { id: 'developers.error.expires-past', defaultMessage: 'Choose a day after today.' },
  expiresFar: { id: 'developers.error.expires-far', defaultMessage: 'Choose a day within a year.' },
  create: { id: 'developers.create.submit', defaultMessage: 'Create key' },
  keyLimit: {
    id: 'developers.error.key-limit',
    defaultMessage: 'You already have 10 active keys. Revoke one first; what you typed is still here.',
  },

  shownTitle: { id: 'developers.shown.title', defaultMessage: 'Your new key "{name}"' },
  shownOnce: {
    id: 'developers.shown.once',
    defaultMessage:
      'Copy it now and keep it somewhere safe: it is shown only this once. The examples below use it until you leave this page.',
  },
  shownDone: { id: 'developers.shown.done', defaultMessage: 'I have saved it' },
  copy: { id: 'developers.copy', defaultMessage: 'Copy' },
  copied: { id: 'developers.copied', defaultMessage: 'Copied' },

  examplesTitle: { id: 'developers.examples.title', defaultMessage: 'Try it with curl' },
  examplesIntro: {
    id: 'developers.examples.intro',
    defaultMessage:
      'Send the key in the {header} header. Each key may make 60 calls a minute; the {limits} headers of every answer say how many are left.',
  },
  examplesPlaceholder: {
    id: 'developers.examples.placeholder',
    defaultMessage: 'Replace YOUR_API_KEY with your key: keys are shown only when they are created.',
  },
  exampleKeySum: { id: 'developers.examples.key-sum', defaultMessage: 'Totals of last month' },
  exampleReports: { id: 'developers.examples.reports', defaultMessage: 'Report rows per day and campaign' },
  examplePayments: { id: 'developers.examples.payments', defaultMessage: 'Your payments' },
  mockNote: {
    id: 'developers.examples.mock-note',
    defaultMessage:
      'This demo answers in your browser, where curl cannot reach it. Start the mock server with "npm run mock" and call http://127.0.0.1:4000 instead.',
  },
  referenceTitle: { id: 'developers.reference.title', defaultMessage: 'API reference' },
  referenceIntro: {
    id: 'developers.reference.intro',
    defaultMessage: 'Every call a key can make, its parameters, answers and errors, and how to check a postback signature.',
  },
  referenceOpen: { id: 'developers.reference.open', defaultMessage: 'Open the API reference' },
});

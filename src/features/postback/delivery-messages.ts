// Messages of the signed deliveries on the postback page (issue 20): the signing secret, the
// deliveries with their retry schedule and attempts, replays and the test send per event type.
import { defineMessages } from '@/i18n/define-messages';

export const deliveryMessages = defineMessages({
  // signing secret
  secretTitle: { id: 'postback.secret.title', defaultMessage: 'Signing secret' },
  secretIntro: {
    id: 'postback.secret.intro',
    defaultMessage:
      'Every delivery carries the headers {signature} and {timestamp}: the HMAC-SHA256 of "timestamp.payload" with this secret. Check it on your side and refuse what does not match.',
  },
  secretNone: { id: 'postback.secret.none', defaultMessage: 'No signing secret yet. Deliveries are only sent once you create one.' },
  secretCurrent: { id: 'postback.secret.current', defaultMessage: 'Secret ending in {hint}, created on {date}.' },
  secretPrevious: {
    id: 'postback.secret.previous',
    defaultMessage:
      'The previous secret (ending in {hint}) also signs until {date}, so your receiver can switch without losing a delivery.',
  },
  secretCreate: { id: 'postback.secret.create', defaultMessage: 'Create signing secret' },
  secretRotate: { id: 'postback.secret.rotate', defaultMessage: 'Rotate secret' },
  secretGrace: { id: 'postback.secret.grace', defaultMessage: 'Keep the old secret signing for' },
  graceNone: { id: 'postback.secret.grace.none', defaultMessage: 'No time: stop it now' },
  graceHour: { id: 'postback.secret.grace.hour', defaultMessage: '1 hour' },
  graceDay: { id: 'postback.secret.grace.day', defaultMessage: '24 hours' },
  graceWeek: { id: 'postback.secret.grace.week', defaultMessage: '7 days' },
  secretConfirm: { id: 'postback.secret.confirm', defaultMessage: 'Make a new secret' },
  cancel: { id: 'postback.secret.cancel', defaultMessage: 'Cancel' },
  secretShownOnce: {
    id: 'postback.secret.shown-once',
    defaultMessage: 'Copy this secret now and keep it on your server. It is shown only this once.',
  },
  secretDone: { id: 'postback.secret.done', defaultMessage: 'I have saved it' },
  copy: { id: 'postback.copy', defaultMessage: 'Copy' },
  copied: { id: 'postback.copied', defaultMessage: 'Copied' },

  // test send
  testEvent: { id: 'postback.test.event', defaultMessage: 'Event to send' },
  testEventSample: { id: 'postback.test.event.sample', defaultMessage: 'Test (no event)' },
  testNeedsSecret: { id: 'postback.test.needs-secret', defaultMessage: 'Create a signing secret first: every delivery is signed.' },
  testSampleIntro: {
    id: 'postback.test.sample-intro',
    defaultMessage:
      'Sends a signed sample of the chosen event to your saved endpoint, retried like any delivery. It does not count as a change.',
  },

  // deliveries
  title: { id: 'postback.deliveries.title', defaultMessage: 'Deliveries' },
  intro: {
    id: 'postback.deliveries.intro',
    defaultMessage:
      'A failed delivery is tried again after 1, 4, 16, 64 and 256 minutes, six attempts in all. Player identifiers are sent hashed: no personal data leaves.',
  },
  filterEvent: { id: 'postback.deliveries.filter.event', defaultMessage: 'Event' },
  filterStatus: { id: 'postback.deliveries.filter.status', defaultMessage: 'Status' },
  filterSince: { id: 'postback.deliveries.filter.since', defaultMessage: 'From' },
  filterUntil: { id: 'postback.deliveries.filter.until', defaultMessage: 'To' },
  filterAll: { id: 'postback.deliveries.filter.all', defaultMessage: 'All' },
  statusDelivered: { id: 'postback.deliveries.status.delivered', defaultMessage: 'Delivered' },
  statusRetrying: { id: 'postback.deliveries.status.retrying', defaultMessage: 'Retrying' },
  statusFailed: { id: 'postback.deliveries.status.failed', defaultMessage: 'Failed' },
  refresh: { id: 'postback.deliveries.refresh', defaultMessage: 'Refresh' },
  empty: { id: 'postback.deliveries.empty', defaultMessage: 'No deliveries match.' },
  select: { id: 'postback.deliveries.select', defaultMessage: 'Select delivery {id}' },
  selectPage: { id: 'postback.deliveries.select-page', defaultMessage: 'Select every finished delivery on this page' },
  replaySelected: {
    id: 'postback.deliveries.replay-selected',
    defaultMessage: '{count, plural, one {Replay # delivery} other {Replay # deliveries}}',
  },
  replay: { id: 'postback.deliveries.replay', defaultMessage: 'Replay' },
  replayDone: {
    id: 'postback.deliveries.replay-done',
    defaultMessage: '{count, plural, one {# delivery replayed.} other {# deliveries replayed.}}',
  },
  replaySkipped: {
    id: 'postback.deliveries.replay-skipped',
    defaultMessage: '{count, plural, one {# skipped: still retrying or not found.} other {# skipped: still retrying or not found.}}',
  },
  replayOf: { id: 'postback.deliveries.replay-of', defaultMessage: 'Replay of #{id}' },
  testBadge: { id: 'postback.deliveries.test-badge', defaultMessage: 'Test' },
  colDate: { id: 'postback.deliveries.col.date', defaultMessage: 'Date' },
  colEvent: { id: 'postback.deliveries.col.event', defaultMessage: 'Event' },
  colStatus: { id: 'postback.deliveries.col.status', defaultMessage: 'Status' },
  colAttempts: { id: 'postback.deliveries.col.attempts', defaultMessage: 'Attempts' },
  colLast: { id: 'postback.deliveries.col.last', defaultMessage: 'Last answer' },
  attempts: { id: 'postback.deliveries.attempts', defaultMessage: '{made} of {max}' },
  nextAttempt: {
    id: 'postback.deliveries.next-attempt',
    defaultMessage: 'Next attempt {date} · {left, plural, one {# attempt left} other {# attempts left}}',
  },
  details: { id: 'postback.deliveries.details', defaultMessage: 'Attempts of delivery {id}' },
  showAttempts: { id: 'postback.deliveries.show-attempts', defaultMessage: 'Attempts' },
  hideAttempts: { id: 'postback.deliveries.hide-attempts', defaultMessage: 'Hide' },
  attemptNumber: { id: 'postback.attempt.number', defaultMessage: 'Attempt {n}' },
  attemptRequest: { id: 'postback.attempt.request', defaultMessage: 'Payload (signed)' },
  attemptAnswer: { id: 'postback.attempt.answer', defaultMessage: 'Answer (first 1,024 characters)' },
  attemptSignature: { id: 'postback.attempt.signature', defaultMessage: 'Signature' },
  errorTimeout: { id: 'postback.attempt.error.timeout', defaultMessage: 'No answer in 10 s' },
  errorConnection: { id: 'postback.attempt.error.connection', defaultMessage: 'Connection failed' },
  errorBlocked: {
    id: 'postback.attempt.error.blocked',
    defaultMessage: 'Not sent: private and local network addresses are never called',
  },
});

// Messages of the Security page's two-factor sign-in, sessions and security events (issue 17).
import { defineMessages } from '@/i18n/define-messages';

export const twoFactorMessages = defineMessages({
  title: { id: 'account-security.two-factor.title', defaultMessage: 'Two-factor sign-in' },
  on: { id: 'account-security.two-factor.on', defaultMessage: 'On since {date}. Recovery codes left: {left}.' },
  off: {
    id: 'account-security.two-factor.off',
    defaultMessage:
      'Off. With it on, signing in and changing your bank account, PIX key, postback URL, e-mail or password also ask for a code of an authenticator app.',
  },
  required: {
    id: 'account-security.two-factor.required',
    defaultMessage: 'Your administrator requires two-factor sign-in. Turn it on to go on using the portal.',
  },
  start: { id: 'account-security.two-factor.start', defaultMessage: 'Turn on two-factor sign-in' },
  scan: {
    id: 'account-security.two-factor.scan',
    defaultMessage:
      'Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, …), or type the key below.',
  },
  qrAlt: { id: 'account-security.two-factor.qr-alt', defaultMessage: 'QR code to add this account to an authenticator app' },
  qrFailed: { id: 'account-security.two-factor.qr-failed', defaultMessage: 'The QR code could not be drawn. Type the key instead.' },
  manualKey: { id: 'account-security.two-factor.manual-key', defaultMessage: 'Key to type in the app' },
  copy: { id: 'account-security.two-factor.copy', defaultMessage: 'Copy' },
  copied: { id: 'account-security.two-factor.copied', defaultMessage: 'Copied' },
  code: { id: 'account-security.two-factor.code', defaultMessage: 'Code from the app' },
  codeFormat: { id: 'account-security.two-factor.code-format', defaultMessage: 'The code has 6 digits.' },
  wrongCode: {
    id: 'account-security.two-factor.wrong-code',
    defaultMessage: 'That code is not right. Check the time on your phone and try the newest code.',
  },
  confirm: { id: 'account-security.two-factor.confirm', defaultMessage: 'Confirm and turn on' },
  cancel: { id: 'account-security.two-factor.cancel', defaultMessage: 'Cancel' },
  enabled: { id: 'account-security.two-factor.enabled', defaultMessage: 'Two-factor sign-in is on.' },
  codesTitle: { id: 'account-security.two-factor.codes-title', defaultMessage: 'Your recovery codes' },
  codesIntro: {
    id: 'account-security.two-factor.codes-intro',
    defaultMessage:
      'Each code signs you in once if you lose your phone. They are shown only now: copy or download them and keep them somewhere safe.',
  },
  copyCodes: { id: 'account-security.two-factor.copy-codes', defaultMessage: 'Copy codes' },
  downloadCodes: { id: 'account-security.two-factor.download-codes', defaultMessage: 'Download codes' },
  codesSaved: { id: 'account-security.two-factor.codes-saved', defaultMessage: 'I have saved them' },
  newCodes: { id: 'account-security.two-factor.new-codes', defaultMessage: 'Make new recovery codes' },
  newCodesHint: {
    id: 'account-security.two-factor.new-codes-hint',
    defaultMessage: 'Lost them, or used most of them? New codes replace all the old ones.',
  },
  newCodesTitle: { id: 'account-security.two-factor.new-codes-title', defaultMessage: 'Your new recovery codes' },
  oldCodesGone: {
    id: 'account-security.two-factor.old-codes-gone',
    defaultMessage: 'Your old recovery codes no longer work: only these ten do.',
  },
  newCodesFailed: {
    id: 'account-security.two-factor.new-codes-failed',
    defaultMessage: 'No new codes were made, so your old ones still work. Try again.',
  },
  newCodesDone: {
    id: 'account-security.two-factor.new-codes-done',
    defaultMessage: 'New recovery codes saved. The old ones no longer work.',
  },
  disableTitle: { id: 'account-security.two-factor.disable-title', defaultMessage: 'Turn off two-factor sign-in' },
  disable: { id: 'account-security.two-factor.disable', defaultMessage: 'Turn off' },
  disableCode: { id: 'account-security.two-factor.disable-code', defaultMessage: 'Code from the app or a recovery code' },
  password: { id: 'account-security.two-factor.password', defaultMessage: 'Password' },
  togglePassword: { id: 'account-security.two-factor.toggle-password', defaultMessage: 'Show or hide the characters' },
  wrongPassword: { id: 'account-security.two-factor.wrong-password', defaultMessage: 'That password is not right.' },
  fillIn: { id: 'account-security.two-factor.fill-in', defaultMessage: 'Fill this in to go on.' },
  disabled: { id: 'account-security.two-factor.disabled', defaultMessage: 'Two-factor sign-in is off.' },
  disableRequired: {
    id: 'account-security.two-factor.disable-required',
    defaultMessage: 'Your administrator requires two-factor sign-in, so it cannot be turned off.',
  },
  failed: { id: 'account-security.two-factor.failed', defaultMessage: 'That did not work. What you typed is kept; try again.' },
  loadFailed: { id: 'account-security.load-failed', defaultMessage: 'We could not load this part of the page.' },
  retry: { id: 'account-security.retry', defaultMessage: 'Try again' },
  impersonated: {
    id: 'account-security.impersonated',
    defaultMessage: "You are viewing as this partner in an administrator's session: security changes are not available here.",
  },
});

export const sessionMessages = defineMessages({
  title: { id: 'account-security.sessions.title', defaultMessage: 'Where you are signed in' },
  thisDevice: { id: 'account-security.sessions.this-device', defaultMessage: 'This device' },
  administrator: { id: 'account-security.sessions.administrator', defaultMessage: 'Administrator {name} viewing as you' },
  device: { id: 'account-security.sessions.device', defaultMessage: '{browser} on {os}' },
  unknownDevice: { id: 'account-security.sessions.unknown-device', defaultMessage: 'Unknown device' },
  unknownPlace: { id: 'account-security.sessions.unknown-place', defaultMessage: 'Place unknown' },
  lastSeen: { id: 'account-security.sessions.last-seen', defaultMessage: 'Last active {date}' },
  signOut: { id: 'account-security.sessions.sign-out', defaultMessage: 'Sign out' },
  signOutLabel: { id: 'account-security.sessions.sign-out-label', defaultMessage: 'Sign out the session of {device}' },
  signOutOthers: { id: 'account-security.sessions.sign-out-others', defaultMessage: 'Sign out all other sessions' },
  signedOut: { id: 'account-security.sessions.signed-out', defaultMessage: 'That session was signed out.' },
  signedOutOthers: {
    id: 'account-security.sessions.signed-out-others',
    defaultMessage: '{count, plural, one {# other session was} other {# other sessions were}} signed out.',
  },
  onlyThis: { id: 'account-security.sessions.only-this', defaultMessage: 'No other session is open.' },
});

export const eventMessages = defineMessages({
  title: { id: 'account-security.events.title', defaultMessage: 'Security events' },
  intro: {
    id: 'account-security.events.intro',
    defaultMessage: 'Sign-ins, two-factor changes, bank and contact changes, and every time an administrator signed in as you.',
  },
  empty: { id: 'account-security.events.empty', defaultMessage: 'No security events yet.' },
  reason: { id: 'account-security.events.reason', defaultMessage: 'Reason given: {reason}' },
  more: { id: 'account-security.events.more', defaultMessage: 'Show more' },
  sign_in: { id: 'account-security.events.type.sign-in', defaultMessage: 'Signed in' },
  sign_in_failed: { id: 'account-security.events.type.sign-in-failed', defaultMessage: 'A sign-in failed' },
  two_factor_enabled: { id: 'account-security.events.type.two-factor-enabled', defaultMessage: 'Two-factor sign-in turned on' },
  two_factor_disabled: { id: 'account-security.events.type.two-factor-disabled', defaultMessage: 'Two-factor sign-in turned off' },
  recovery_code_used: { id: 'account-security.events.type.recovery-code-used', defaultMessage: 'Signed in with a recovery code' },
  recovery_codes_regenerated: { id: 'account-security.events.type.recovery-codes-regenerated', defaultMessage: 'New recovery codes made' },
  bank_account_changed: { id: 'account-security.events.type.bank-account-changed', defaultMessage: 'Bank account or PIX key changed' },
  email_changed: { id: 'account-security.events.type.email-changed', defaultMessage: 'E-mail changed' },
  password_changed: { id: 'account-security.events.type.password-changed', defaultMessage: 'Password changed' },
  postback_url_changed: { id: 'account-security.events.type.postback-url-changed', defaultMessage: 'Postback URL changed' },
  session_revoked: { id: 'account-security.events.type.session-revoked', defaultMessage: 'A session was signed out' },
  other_sessions_revoked: {
    id: 'account-security.events.type.other-sessions-revoked',
    defaultMessage: 'All other sessions were signed out',
  },
  admin_login_as: { id: 'account-security.events.type.admin-login-as', defaultMessage: 'Administrator {name} signed in as you' },
  unknown: { id: 'account-security.events.type.unknown', defaultMessage: 'Another security event' },
});

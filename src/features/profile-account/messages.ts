// Messages of the personal-data, security and settings pages of the profile.
import { defineMessages } from '@/i18n/define-messages';

export const personalDataMessages = defineMessages({
  title: { id: 'profile-account.personal.title', defaultMessage: 'Personal data' },
  formTitle: { id: 'profile-account.personal.form.title', defaultMessage: 'Your details' },
  username: { id: 'profile-account.personal.username', defaultMessage: 'Username' },
  email: { id: 'profile-account.personal.email', defaultMessage: 'E-mail' },
  firstName: { id: 'profile-account.personal.first-name', defaultMessage: 'First name' },
  lastName: { id: 'profile-account.personal.last-name', defaultMessage: 'Last name' },
  country: { id: 'profile-account.personal.country', defaultMessage: 'Country' },
  currency: { id: 'profile-account.personal.currency', defaultMessage: 'Currency' },
  manager: { id: 'profile-account.personal.manager', defaultMessage: 'Affiliate manager' },
  memberSince: { id: 'profile-account.personal.member-since', defaultMessage: 'Member since' },
  onceADay: {
    id: 'profile-account.personal.once-a-day',
    defaultMessage: 'Personal data can be updated once a day. Changes take 5 to 10 minutes to show everywhere.',
  },
  save: { id: 'profile-account.personal.save', defaultMessage: 'Save changes' },
  nothingChanged: { id: 'profile-account.personal.nothing-changed', defaultMessage: 'Nothing was changed.' },
  saved: { id: 'profile-account.personal.saved', defaultMessage: 'Personal data saved.' },
  savedWait: {
    id: 'profile-account.personal.saved-wait',
    defaultMessage: 'Your changes were saved. They take 5 to 10 minutes to show everywhere in the portal.',
  },
  nextUpdate: { id: 'profile-account.personal.next-update', defaultMessage: 'You can update your personal data again on {date}.' },
  dailyLimit: {
    id: 'profile-account.personal.error.daily-limit',
    defaultMessage: 'Your personal data was already updated today. You can update it again on {date}. Your input is still here.',
  },
  dailyLimitNoDate: {
    id: 'profile-account.personal.error.daily-limit-no-date',
    defaultMessage: 'Your personal data was already updated today. Try again tomorrow. Your input is still here.',
  },
  // E-mail verification.
  emailTitle: { id: 'profile-account.email.title', defaultMessage: 'E-mail verification' },
  emailVerified: { id: 'profile-account.email.verified', defaultMessage: 'Verified' },
  emailNotVerified: { id: 'profile-account.email.not-verified', defaultMessage: 'Not verified' },
  emailVerifiedText: { id: 'profile-account.email.verified-text', defaultMessage: 'Your e-mail {email} is verified.' },
  emailIntro: {
    id: 'profile-account.email.intro',
    defaultMessage: 'Confirm your e-mail {email}: we send you a code, and you type it here.',
  },
  sendCode: { id: 'profile-account.email.send', defaultMessage: 'Send code' },
  resendCode: { id: 'profile-account.email.resend', defaultMessage: 'Send a new code' },
  codeSent: { id: 'profile-account.email.sent', defaultMessage: 'We sent a code to {email}. Earlier codes no longer work.' },
  code: { id: 'profile-account.email.code', defaultMessage: 'Verification code' },
  verify: { id: 'profile-account.email.verify', defaultMessage: 'Verify e-mail' },
  wrongCode: { id: 'profile-account.email.error.wrong-code', defaultMessage: 'This code is wrong or expired. Check it or send a new one.' },
  emailDone: { id: 'profile-account.email.done', defaultMessage: 'E-mail verified.' },
  // E-mail change (issue 17 item 3: after a step-up).
  changeEmailTitle: { id: 'profile-account.email-change.title', defaultMessage: 'Change e-mail' },
  changeEmailIntro: {
    id: 'profile-account.email-change.intro',
    defaultMessage: 'Current e-mail: {email}. A new address starts unverified: confirm it with the code we send it.',
  },
  newEmail: { id: 'profile-account.email-change.new', defaultMessage: 'New e-mail' },
  changeEmail: { id: 'profile-account.email-change.submit', defaultMessage: 'Change e-mail' },
  emailChanged: { id: 'profile-account.email-change.done', defaultMessage: 'E-mail changed to {email}. Confirm it with the code we send.' },
  emailSame: { id: 'profile-account.email-change.error.same', defaultMessage: 'This is already your e-mail.' },
  emailTaken: { id: 'profile-account.email-change.error.taken', defaultMessage: 'This e-mail belongs to another account.' },
  emailStepUpFailed: {
    id: 'profile-account.email-change.error.step-up',
    defaultMessage: 'We could not confirm it was you, so the e-mail was not changed. Try again.',
  },
  emailChangeFailed: {
    id: 'profile-account.email-change.error.failed',
    defaultMessage: 'The e-mail was not changed: something went wrong. What you typed is kept; try again.',
  },
  // Tax payer id (CPF).
  cpfTitle: { id: 'profile-account.cpf.title', defaultMessage: 'CPF' },
  cpf: { id: 'profile-account.cpf.label', defaultMessage: 'CPF' },
  cpfIntro: {
    id: 'profile-account.cpf.intro',
    defaultMessage: 'Your CPF is needed for personal payouts and for a CPF PIX key. Once saved it cannot be changed here.',
  },
  cpfSet: { id: 'profile-account.cpf.set', defaultMessage: 'Your CPF is registered. To change it, contact partner support.' },
  cpfInvalid: { id: 'profile-account.cpf.error.invalid', defaultMessage: 'Enter a valid CPF.' },
  cpfInUse: { id: 'profile-account.cpf.error.in-use', defaultMessage: 'This CPF belongs to another account.' },
  cpfSave: { id: 'profile-account.cpf.save', defaultMessage: 'Save CPF' },
  cpfSaved: { id: 'profile-account.cpf.saved', defaultMessage: 'CPF saved.' },
});

export const securityMessages = defineMessages({
  title: { id: 'profile-account.security.title', defaultMessage: 'Security' },
  passwordTitle: { id: 'profile-account.security.password.title', defaultMessage: 'Change password' },
  currentPassword: { id: 'profile-account.security.password.current', defaultMessage: 'Current password' },
  newPassword: { id: 'profile-account.security.password.new', defaultMessage: 'New password' },
  newPasswordHint: {
    id: 'profile-account.security.password.new.hint',
    defaultMessage: 'At least 6 characters, different from the current one.',
  },
  confirmPassword: { id: 'profile-account.security.password.confirm', defaultMessage: 'Confirm the new password' },
  togglePassword: { id: 'profile-account.security.password.toggle', defaultMessage: 'Show or hide the characters' },
  samePassword: { id: 'profile-account.security.password.error.same', defaultMessage: 'Choose a password different from the current one.' },
  wrongPassword: { id: 'profile-account.security.password.error.wrong', defaultMessage: 'The current password is wrong.' },
  notAvailable: {
    id: 'profile-account.security.password.error.not-available',
    defaultMessage: 'Changing the password is not available here. Contact partner support.',
  },
  tooMany: {
    id: 'profile-account.security.password.error.rate-limited',
    defaultMessage: 'Too many attempts. Wait a few minutes and try again.',
  },
  failed: {
    id: 'profile-account.security.password.error.failed',
    defaultMessage: 'The password could not be changed. Try again in a moment; what you typed is still here.',
  },
  changePassword: { id: 'profile-account.security.password.submit', defaultMessage: 'Change password' },
  passwordChanged: {
    id: 'profile-account.security.password.changed',
    defaultMessage: 'Password changed. Use the new one the next time you sign in.',
  },
  logTitle: { id: 'profile-account.security.log.title', defaultMessage: 'Activity log' },
  logIntro: {
    id: 'profile-account.security.log.intro',
    defaultMessage:
      'Sign-ins and changes to your account, newest first. If you do not recognise an entry, change your password and contact support.',
  },
  logEmpty: { id: 'profile-account.security.log.empty', defaultMessage: 'No activity yet.' },
  colDate: { id: 'profile-account.security.log.col.date', defaultMessage: 'Date' },
  colAction: { id: 'profile-account.security.log.col.action', defaultMessage: 'Activity' },
  colIp: { id: 'profile-account.security.log.col.ip', defaultMessage: 'IP address' },
  colAgent: { id: 'profile-account.security.log.col.agent', defaultMessage: 'Device (user agent)' },
  byAdmin: { id: 'profile-account.security.log.by-admin', defaultMessage: 'By administrator {username}' },
});

export const settingsMessages = defineMessages({
  title: { id: 'profile-account.settings.title', defaultMessage: 'Settings' },
  intro: {
    id: 'profile-account.settings.intro',
    defaultMessage: 'Values that adjust your alerts. Each saved value counts as one change; at most {max} changes a day.',
  },
  used: { id: 'profile-account.settings.used', defaultMessage: '{used} of {max} changes used today' },
  usedAll: {
    id: 'profile-account.settings.used-all',
    defaultMessage: 'All {max} changes for today are used. You can change settings again tomorrow.',
  },
  save: { id: 'profile-account.settings.save', defaultMessage: 'Save' },
  saveNamed: { id: 'profile-account.settings.save-named', defaultMessage: 'Save {name}' },
  saved: { id: 'profile-account.settings.saved', defaultMessage: 'Setting saved.' },
  unchanged: { id: 'profile-account.settings.unchanged', defaultMessage: 'This is already the saved value.' },
  lastChange: { id: 'profile-account.settings.last-change', defaultMessage: 'Last changed {date}' },
  neverChanged: { id: 'profile-account.settings.never-changed', defaultMessage: 'Default value' },
  dailyLimit: {
    id: 'profile-account.settings.error.daily-limit',
    defaultMessage: 'You already made {max} changes today. You can change settings again on {date}. Your input is still here.',
  },
  dailyLimitNoDate: {
    id: 'profile-account.settings.error.daily-limit-no-date',
    defaultMessage: 'You already made {max} changes today. Try again tomorrow. Your input is still here.',
  },
  unknown: { id: 'profile-account.settings.error.unknown', defaultMessage: 'This setting no longer exists. Reload the page.' },
  empty: { id: 'profile-account.settings.empty', defaultMessage: 'There are no settings to adjust.' },
  lowBalanceAlert: { id: 'profile-account.settings.key.low-balance-alert', defaultMessage: 'Low balance alert (R$)' },
  lowBalanceAlertHint: {
    id: 'profile-account.settings.key.low-balance-alert.hint',
    defaultMessage: 'Notify me when the balance reaches this amount.',
  },
  commissionAlert: { id: 'profile-account.settings.key.commission-alert', defaultMessage: 'Commission alert (R$)' },
  commissionAlertHint: {
    id: 'profile-account.settings.key.commission-alert.hint',
    defaultMessage: "Notify me when a day's commission passes this amount.",
  },
  dailySummaryHour: { id: 'profile-account.settings.key.daily-summary-hour', defaultMessage: 'Daily summary hour' },
  dailySummaryHourHint: {
    id: 'profile-account.settings.key.daily-summary-hour.hint',
    defaultMessage: 'Hour (Brazil time) of the daily summary e-mail.',
  },
});

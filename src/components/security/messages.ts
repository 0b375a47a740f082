// Messages of the step-up dialog (issue 17), shared by every sensitive change.
import { defineMessages } from '@/i18n/define-messages';

export const stepUpMessages = defineMessages({
  title: { id: 'security.step-up.title', defaultMessage: 'Confirm it is you' },
  introCode: {
    id: 'security.step-up.intro-code',
    defaultMessage: 'This change protects your payouts and your account. Enter the current code of your authenticator app.',
  },
  introPassword: {
    id: 'security.step-up.intro-password',
    defaultMessage: 'This change protects your payouts and your account. Enter your password to go on.',
  },
  code: { id: 'security.step-up.code', defaultMessage: 'Code from the app' },
  recoveryCode: { id: 'security.step-up.recovery-code', defaultMessage: 'Recovery code' },
  password: { id: 'security.step-up.password', defaultMessage: 'Password' },
  useRecovery: { id: 'security.step-up.use-recovery', defaultMessage: 'Use a recovery code instead' },
  useApp: { id: 'security.step-up.use-app', defaultMessage: 'Use the code from the app instead' },
  codeFormat: { id: 'security.step-up.code-format', defaultMessage: 'The code has 6 digits.' },
  required: { id: 'security.step-up.required', defaultMessage: 'Fill this in to go on.' },
  wrongCode: { id: 'security.step-up.wrong-code', defaultMessage: 'That code is not right, or it was already used.' },
  wrongPassword: { id: 'security.step-up.wrong-password', defaultMessage: 'That password is not right.' },
  locked: { id: 'security.step-up.locked', defaultMessage: 'Too many wrong tries. Try again after {time}.' },
  failed: { id: 'security.step-up.failed', defaultMessage: 'We could not check it. Your changes are kept; try again.' },
  confirm: { id: 'security.step-up.confirm', defaultMessage: 'Confirm and save' },
  cancel: { id: 'security.step-up.cancel', defaultMessage: 'Cancel' },
  togglePassword: { id: 'security.step-up.toggle-password', defaultMessage: 'Show or hide the characters' },
  impersonated: {
    id: 'security.impersonated',
    defaultMessage: "Not available in an administrator's session: only the partner can change this, from their own sign-in.",
  },
});

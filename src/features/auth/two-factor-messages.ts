// Messages of the second sign-in step (issue 17): loaded with the step, never with /auth's first
// paint.
import { defineMessages } from '@/i18n/define-messages';

export const twoFactorStepMessages = defineMessages({
  form: { id: 'auth.two-factor.form', defaultMessage: 'Two-factor sign-in' },
  intro: {
    id: 'auth.two-factor.intro',
    defaultMessage: 'Your password is right. Enter the 6-digit code your authenticator app shows for this account.',
  },
  introRecovery: {
    id: 'auth.two-factor.intro-recovery',
    defaultMessage: 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each code works once.',
  },
  code: { id: 'auth.two-factor.code', defaultMessage: 'Code from the app' },
  recoveryCode: { id: 'auth.two-factor.recovery-code', defaultMessage: 'Recovery code' },
  codeFormat: { id: 'auth.two-factor.code-format', defaultMessage: 'The code has 6 digits.' },
  recoveryFormat: { id: 'auth.two-factor.recovery-format', defaultMessage: 'A recovery code looks like 7hq2m-xk4pd.' },
  submit: { id: 'auth.two-factor.submit', defaultMessage: 'Verify and sign in' },
  useRecovery: { id: 'auth.two-factor.use-recovery', defaultMessage: 'Use a recovery code instead' },
  useApp: { id: 'auth.two-factor.use-app', defaultMessage: 'Use the code from the app instead' },
  back: { id: 'auth.two-factor.back', defaultMessage: 'Back to the password' },
  wrongCode: { id: 'auth.two-factor.wrong-code', defaultMessage: 'That code is not right, or it was already used. Try the next code.' },
  expired: {
    id: 'auth.two-factor.expired',
    defaultMessage: 'This sign-in has expired or had too many wrong codes. Enter your password again.',
  },
});

// Messages of the e-mail code sign-in and the password reset (both through the identity provider).
import { defineMessages } from '@/i18n/define-messages';

export const codeMessages = defineMessages({
  emailForm: { id: 'auth.code.email-form', defaultMessage: 'Send a sign-in code' },
  codeForm: { id: 'auth.code.code-form', defaultMessage: 'Enter the sign-in code' },
  email: { id: 'auth.code.email', defaultMessage: 'E-mail' },
  send: { id: 'auth.code.send', defaultMessage: 'Send code' },
  sent: { id: 'auth.code.sent', defaultMessage: 'We sent a code to {email}. It can take a minute to arrive.' },
  sentAgain: { id: 'auth.code.sent-again', defaultMessage: 'We sent a new code to {email}.' },
  code: { id: 'auth.code.code', defaultMessage: 'Code' },
  codeFormat: { id: 'auth.code.code-format', defaultMessage: 'Enter the 6 digits of the code.' },
  verify: { id: 'auth.code.verify', defaultMessage: 'Sign in' },
  resend: { id: 'auth.code.resend', defaultMessage: 'Send a new code' },
  resendIn: { id: 'auth.code.resend-in', defaultMessage: 'Send a new code in {seconds} s' },
  changeEmail: { id: 'auth.code.change-email', defaultMessage: 'Use another e-mail' },
  withPassword: { id: 'auth.code.with-password', defaultMessage: 'Sign in with your password' },
  invalidCode: {
    id: 'auth.code.error.invalid-code',
    defaultMessage: 'This code is not valid or has expired. Check it or ask for a new one.',
  },
  notConfigured: {
    id: 'auth.code.error.not-configured',
    defaultMessage: 'Signing in with an e-mail code is not available here. Sign in with your username and password.',
  },
});

export const resetMessages = defineMessages({
  form: { id: 'auth.reset.form', defaultMessage: 'Ask for a password-reset e-mail' },
  email: { id: 'auth.reset.email', defaultMessage: 'E-mail' },
  submit: { id: 'auth.reset.submit', defaultMessage: 'Send reset link' },
  sentTitle: { id: 'auth.reset.sent.title', defaultMessage: 'Check your e-mail' },
  sentBody: {
    id: 'auth.reset.sent.body',
    defaultMessage: 'If an account uses {email}, a link to choose a new password is on its way. Look in the spam folder too.',
  },
  back: { id: 'auth.reset.back', defaultMessage: 'Back to sign in' },
  notConfigured: {
    id: 'auth.reset.error.not-configured',
    defaultMessage: 'Password reset by e-mail is not available here. Contact partner support to reset your password.',
  },
});

export const identityErrorMessages = defineMessages({
  rateLimited: { id: 'auth.identity.error.rate-limited', defaultMessage: 'Too many requests. Try again after {time}.' },
  rateLimitedNoTime: {
    id: 'auth.identity.error.rate-limited-no-time',
    defaultMessage: 'Too many requests. Wait a few minutes and try again.',
  },
});

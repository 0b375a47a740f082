import { defineMessages } from '../../i18n/define-messages';

export const authMessages = defineMessages({
  title: { id: 'auth.signin.title', defaultMessage: 'Sign in to the partner portal' },
  login: { id: 'auth.signin.login', defaultMessage: 'Username or e-mail' },
  password: { id: 'auth.signin.password', defaultMessage: 'Password' },
  submit: { id: 'auth.signin.submit', defaultMessage: 'Sign in' },
  invalidCredentials: { id: 'auth.signin.error.invalid-credentials', defaultMessage: 'Invalid user or password.' },
  notApproved: { id: 'auth.signin.error.not-approved', defaultMessage: 'Your account has not been approved.' },
  underReview: { id: 'auth.signin.error.under-review', defaultMessage: 'Your account is under review. We will e-mail you when it is approved.' },
  locked: { id: 'auth.signin.error.locked', defaultMessage: 'Too many failed attempts. Try again after {time}.' },
  banned: { id: 'auth.signin.error.banned', defaultMessage: 'This account is banned.' },
  bannedUntil: { id: 'auth.signin.error.banned-until', defaultMessage: 'This account is banned until {date}.' },
  network: { id: 'auth.signin.error.network', defaultMessage: 'We could not reach the server. Check your connection and try again.' },
  generic: { id: 'auth.signin.error.generic', defaultMessage: 'Something went wrong. Try again in a moment.' },
});

// Messages of the sign-in area: the layout, the step links and the password sign-in (spec §8).
import { defineMessages } from '@/i18n/define-messages';

export const authMessages = defineMessages({
  title: { id: 'auth.signin.title', defaultMessage: 'Sign in to the partner portal' },
  subtitle: { id: 'auth.signin.subtitle', defaultMessage: 'Welcome back. Use your username or e-mail and your password.' },
  login: { id: 'auth.signin.login', defaultMessage: 'Username or e-mail' },
  password: { id: 'auth.signin.password', defaultMessage: 'Password' },
  submit: { id: 'auth.signin.submit', defaultMessage: 'Sign in' },
  // Names the eye button without the word "password", so the field's label stays unique.
  togglePassword: { id: 'auth.password.toggle', defaultMessage: 'Show or hide the characters' },
  forgot: { id: 'auth.signin.forgot', defaultMessage: 'Forgot your password?' },
  or: { id: 'auth.signin.or', defaultMessage: 'or' },
  withCode: { id: 'auth.signin.with-code', defaultMessage: 'Sign in with an e-mail code' },
  noAccount: { id: 'auth.signin.no-account', defaultMessage: 'New to the programme?' },
  toSignUp: { id: 'auth.signin.to-signup', defaultMessage: 'Become a partner' },
  invalidCredentials: { id: 'auth.signin.error.invalid-credentials', defaultMessage: 'Invalid user or password.' },
  notApproved: { id: 'auth.signin.error.not-approved', defaultMessage: 'Your account has not been approved.' },
  underReview: {
    id: 'auth.signin.error.under-review',
    defaultMessage: 'Your account is under review. We will e-mail you when it is approved.',
  },
  locked: { id: 'auth.signin.error.locked', defaultMessage: 'Too many failed attempts. Try again after {time}.' },
  lockedNoTime: { id: 'auth.signin.error.locked-no-time', defaultMessage: 'Too many failed attempts. Wait a few minutes and try again.' },
  banned: { id: 'auth.signin.error.banned', defaultMessage: 'This account is banned.' },
  bannedUntil: { id: 'auth.signin.error.banned-until', defaultMessage: 'This account is banned until {date}.' },
  network: { id: 'auth.signin.error.network', defaultMessage: 'We could not reach the server. Check your connection and try again.' },
  generic: { id: 'auth.signin.error.generic', defaultMessage: 'Something went wrong. Try again in a moment.' },
});

/** Why the last session ended on its own, said on the sign-in step (issue 17 item 4). */
export const sessionEndMessages = defineMessages({
  revoked: { id: 'auth.signin.ended.revoked', defaultMessage: 'This session was signed out from another device. Sign in again.' },
  expired: { id: 'auth.signin.ended.expired', defaultMessage: 'Your session has ended. Sign in again.' },
});

export const authLayoutMessages = defineMessages({
  brand: { id: 'auth.layout.brand', defaultMessage: 'Partner portal' },
  headline: { id: 'auth.layout.headline', defaultMessage: 'Turn your audience into commission' },
  lead: {
    id: 'auth.layout.lead',
    defaultMessage: 'Campaigns, reports and payouts for the brand’s affiliate partners across Latin America.',
  },
  campaigns: { id: 'auth.layout.benefit.campaigns', defaultMessage: 'Tracking links for every campaign, ready in a minute' },
  reports: { id: 'auth.layout.benefit.reports', defaultMessage: 'Registrations, first deposits and commission in one report' },
  payouts: { id: 'auth.layout.benefit.payouts', defaultMessage: 'Payouts by PIX, twice a month' },
  subAffiliates: { id: 'auth.layout.benefit.sub-affiliates', defaultMessage: 'Earn on the partners you bring in' },
  responsible: { id: 'auth.layout.responsible', defaultMessage: '18+ · Play responsibly.' },
  version: { id: 'auth.layout.version', defaultMessage: 'Version {version}' },
  loading: { id: 'auth.layout.loading', defaultMessage: 'Loading…' },
  checkingSession: { id: 'auth.layout.checking-session', defaultMessage: 'Checking your session…' },
});

/** The headings of the other steps: /auth shows them while a step's form loads, so they live
 * here rather than in the steps' own message modules (which load with their forms). */
export const authStepHeadings = {
  signup: defineMessages({
    title: { id: 'auth.signup.title', defaultMessage: 'Become a partner' },
    subtitle: {
      id: 'auth.signup.subtitle',
      defaultMessage: 'Create your account in a minute. We review every new partner before the first sign-in.',
    },
  }),
  code: defineMessages({
    title: { id: 'auth.code.title', defaultMessage: 'Sign in with a code' },
    subtitle: { id: 'auth.code.subtitle', defaultMessage: 'We will e-mail you a 6-digit code. No password needed.' },
  }),
  reset: defineMessages({
    title: { id: 'auth.reset.title', defaultMessage: 'Reset your password' },
    subtitle: {
      id: 'auth.reset.subtitle',
      defaultMessage: 'Enter the e-mail of your account and we will send you a link to choose a new password.',
    },
  }),
};

// Maps a sign-in refusal to its message (spec §8 login messages): the password sign-in's typed
// ApiError and the code sign-in's refusals share the reasons, so they share the texts.
import type { IntlShape } from 'react-intl';
import type { ApiError } from '@/api/api-error';
import type { ProblemReason } from '@/api/generated/model/problemReason';
import { authMessages } from './messages';

/** The text for a refusal reason; `retryAt` says when a lock ends or a ban is lifted. */
export function refusalText(intl: IntlShape, reason: ProblemReason | undefined, retryAt?: string): string {
  switch (reason) {
    case 'invalid_credentials':
      return intl.formatMessage(authMessages.invalidCredentials);
    case 'not_approved':
      return intl.formatMessage(authMessages.notApproved);
    case 'under_review':
      return intl.formatMessage(authMessages.underReview);
    case 'locked':
      return retryAt
        ? intl.formatMessage(authMessages.locked, { time: intl.formatTime(retryAt, { hour: '2-digit', minute: '2-digit' }) })
        : intl.formatMessage(authMessages.lockedNoTime);
    case 'banned':
      return retryAt
        ? intl.formatMessage(authMessages.bannedUntil, { date: intl.formatDate(retryAt, { dateStyle: 'long' }) })
        : intl.formatMessage(authMessages.banned);
    default:
      return intl.formatMessage(authMessages.generic);
  }
}

export function signInErrorText(intl: IntlShape, error: ApiError): string {
  if (error.kind !== 'http') return intl.formatMessage(authMessages.network);
  return refusalText(intl, error.reason, error.problem?.retryAt);
}

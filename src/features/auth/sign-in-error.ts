// Maps a sign-in refusal (typed ApiError) to its message (spec §8 login messages).
import type { IntlShape } from 'react-intl';
import dayjs from 'dayjs';
import type { ApiError } from '../../api/api-error';
import { authMessages } from './messages';

export function signInErrorText(intl: IntlShape, error: ApiError): string {
  if (error.kind !== 'http') return intl.formatMessage(authMessages.network);
  const retryAt = error.problem?.retryAt;
  switch (error.reason) {
    case 'invalid_credentials':
      return intl.formatMessage(authMessages.invalidCredentials);
    case 'not_approved':
      return intl.formatMessage(authMessages.notApproved);
    case 'under_review':
      return intl.formatMessage(authMessages.underReview);
    case 'locked':
      return intl.formatMessage(authMessages.locked, { time: retryAt ? dayjs(retryAt).format('LT') : '15 min' });
    case 'banned':
      return retryAt
        ? intl.formatMessage(authMessages.bannedUntil, { date: dayjs(retryAt).format('L') })
        : intl.formatMessage(authMessages.banned);
    default:
      return intl.formatMessage(authMessages.generic);
  }
}

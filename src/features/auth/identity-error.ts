// The text for a failure of the identity provider (code sign-in, password reset).
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { isIdentityError } from '@/lib/identity/identity-provider';
import { authMessages } from './messages';
import { codeMessages, identityErrorMessages } from './identity-messages';
import { refusalText } from './sign-in-error';

/** `notConfigured` is the method's own "not available here" message. */
export function identityErrorText(intl: IntlShape, error: unknown, notConfigured: MessageDescriptor): string {
  if (!isIdentityError(error)) return intl.formatMessage(authMessages.generic);
  switch (error.kind) {
    case 'not_configured':
      return intl.formatMessage(notConfigured);
    case 'invalid_code':
      return intl.formatMessage(codeMessages.invalidCode);
    case 'refused':
      return refusalText(intl, error.reason, error.retryAt);
    case 'rate_limited':
      return error.retryAt
        ? intl.formatMessage(identityErrorMessages.rateLimited, {
            time: intl.formatTime(error.retryAt, { hour: '2-digit', minute: '2-digit' }),
          })
        : intl.formatMessage(identityErrorMessages.rateLimitedNoTime);
    case 'network':
      return intl.formatMessage(authMessages.network);
    default:
      return intl.formatMessage(authMessages.generic);
  }
}

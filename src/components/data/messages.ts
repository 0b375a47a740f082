import { defineMessages } from '../../i18n/define-messages';

export const dataMessages = defineMessages({
  loading: { id: 'data.loading', defaultMessage: 'Loading…' },
  empty: { id: 'data.empty', defaultMessage: 'Nothing here yet.' },
  errorTitle: { id: 'data.error.title', defaultMessage: 'We could not load this.' },
  errorNetwork: { id: 'data.error.network', defaultMessage: 'The connection failed. Check your network and try again.' },
  errorForbidden: { id: 'data.error.forbidden', defaultMessage: 'You do not have permission to see this.' },
  errorServer: { id: 'data.error.server', defaultMessage: 'The server had a problem. Try again in a moment.' },
  retry: { id: 'data.retry', defaultMessage: 'Try again' },
});

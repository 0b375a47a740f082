// The payment provider's (Pagfast) states of a payout, in the user's language. The provider sends
// them as English capitals (older answers in `state`, newer in `transactionState`); a state it
// adds later is shown as sent rather than hidden.
import type { IntlShape } from 'react-intl';
import type { PagfastResponse } from '@/api/generated/model/pagfastResponse';
import { defineMessages } from '@/i18n/define-messages';

const messages = defineMessages({
  CREATED: { id: 'wallet.provider-state.created', defaultMessage: 'Created' },
  REGISTERED: { id: 'wallet.provider-state.registered', defaultMessage: 'Registered' },
  COMPLETED: { id: 'wallet.provider-state.completed', defaultMessage: 'Completed' },
  CANCELLED: { id: 'wallet.provider-state.cancelled', defaultMessage: 'Cancelled' },
  REVERSED: { id: 'wallet.provider-state.reversed', defaultMessage: 'Reversed' },
  ERROR: { id: 'wallet.provider-state.error', defaultMessage: 'Error' },
  FAILED: { id: 'wallet.provider-state.failed', defaultMessage: 'Failed' },
});

const isKnown = (state: string): state is keyof typeof messages => Object.hasOwn(messages, state);

/** The state of one provider answer, translated when known, as sent otherwise, '—' when absent. */
export function providerStateLabel(intl: IntlShape, response: PagfastResponse): string {
  const state = response.transactionState ?? response.state;
  if (!state) return '—';
  const key = state.trim().toUpperCase();
  return isKnown(key) ? intl.formatMessage(messages[key]) : state;
}

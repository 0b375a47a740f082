// Toasts for the outcome of an action. Feature wrappers call these after a mutation:
// notifySuccess with their own translated text, notifyError with whatever was thrown. An error
// becomes a generic translated notice by its status and reason (network failure, no permission,
// not found, anything else) — never by parsing its message. Specific refusals (payout codes,
// demo limits, …) are the feature's to word; it shows those itself and does not call this.
// The texts are <FormattedMessage> elements, translated where the toasts render (inside the
// IntlProvider), so this module needs no intl instance.
import { createElement, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { notifications, notificationsStore, type NotificationData } from '@mantine/notifications';
import { isApiError } from '../api/api-error';
import { defineMessages } from '../i18n/define-messages';
import { requestToasts } from './toast-request';

export const notifyMessages = defineMessages({
  generic: { id: 'shell.notify.error.generic', defaultMessage: 'Something went wrong. Try again in a moment.' },
  network: { id: 'shell.notify.error.network', defaultMessage: 'We could not reach the server. Check your connection and try again.' },
  forbidden: { id: 'shell.notify.error.forbidden', defaultMessage: 'You do not have permission to do that.' },
  notFound: { id: 'shell.notify.error.not-found', defaultMessage: 'We could not find what you asked for.' },
  errorTitle: { id: 'shell.notify.error.title', defaultMessage: 'Error' },
});

export type ErrorNotice = keyof Pick<typeof notifyMessages, 'generic' | 'network' | 'forbidden' | 'notFound'>;

/** Which notice an error gets; null when none should show (a cancel, or the invalid-token reload). */
export function errorNotice(error: unknown): ErrorNotice | null {
  if (!isApiError(error)) return 'generic';
  if (error.kind === 'canceled' || error.isInvalidToken) return null;
  if (error.kind === 'network' || error.kind === 'timeout') return 'network';
  if (error.status === 403) return 'forbidden';
  if (error.status === 404) return 'notFound';
  return 'generic';
}

/**
 * Shows a toast. At the limit (5, 1 on a small screen) the oldest toasts make room: the newest
 * outcome is the one the user is waiting for, so it never waits in Mantine's queue behind older
 * ones (which a pointer resting on the stack would keep open).
 */
export function showToast(data: NotificationData): string {
  requestToasts();
  const { notifications: shown, limit } = notificationsStore.getState();
  if (!data.id || !shown.some((n) => n.id === data.id)) {
    for (const old of shown.slice(0, Math.max(0, shown.length - limit + 1))) if (old.id) notifications.hide(old.id);
  }
  return notifications.show(data);
}

export function notifySuccess(message: ReactNode, title?: ReactNode): string {
  return showToast({ color: 'teal', title, message });
}

export function notifyError(error: unknown): string | null {
  const notice = errorNotice(error);
  if (!notice) return null;
  return showToast({
    color: 'red',
    title: createElement(FormattedMessage, notifyMessages.errorTitle),
    message: createElement(FormattedMessage, notifyMessages[notice]),
  });
}

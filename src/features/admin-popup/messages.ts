import { defineMessages } from '@/i18n/define-messages';

/** Fixed Portuguese texts of spec §8, shown as written in every language. */
export const fixedTexts = {
  notFound: 'Conta nao encontrada',
  searchFailed: 'Erro ao procurar afiliado.',
} as const;

export const adminPopupMessages = defineMessages({
  open: { id: 'admin-popup.open', defaultMessage: 'Admin tools' },
  title: { id: 'admin-popup.title', defaultMessage: 'Find a partner' },
  search: { id: 'admin-popup.search', defaultMessage: 'Username, e-mail or ID' },
  searchHint: { id: 'admin-popup.search.hint', defaultMessage: 'Type at least {minimum} characters (or an ID).' },
  searching: { id: 'admin-popup.searching', defaultMessage: 'Searching…' },
  resultLabel: { id: 'admin-popup.result', defaultMessage: 'Partner found' },
  partnerId: { id: 'admin-popup.partner-id', defaultMessage: 'ID {id}' },
  reason: { id: 'admin-popup.reason', defaultMessage: 'Reason for logging in as this partner' },
  reasonHint: { id: 'admin-popup.reason.hint', defaultMessage: 'Kept in the audit log.' },
  loginAs: { id: 'admin-popup.login-as', defaultMessage: 'Log in as {username}' },
  loginFailed: { id: 'admin-popup.login-as.failed', defaultMessage: 'Could not log in as the partner. Try again.' },
  noToken: { id: 'admin-popup.login-as.no-token', defaultMessage: 'The server did not send the partner’s session. Try again.' },
  blocked: {
    id: 'admin-popup.blocked',
    defaultMessage: 'Your browser blocked the new window. Allow pop-ups for this site and try again.',
  },
  waitingTitle: { id: 'admin-popup.waiting.title', defaultMessage: 'Logged in as {username} in another window' },
  waitingBody: {
    id: 'admin-popup.waiting.body',
    defaultMessage: 'This tab is paused while that window is open. Close it to go back to your own account.',
  },
  end: { id: 'admin-popup.waiting.end', defaultMessage: 'Close the partner window' },
  restored: { id: 'admin-popup.restored', defaultMessage: 'You are back in your own account.' },
});

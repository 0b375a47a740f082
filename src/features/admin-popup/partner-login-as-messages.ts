// Texts of the "Log in as" button on the admin partner page (the rest are the popup's own).
import { defineMessages } from '@/i18n/define-messages';

export const partnerLoginAsMessages = defineMessages({
  button: { id: 'admin-popup.partner-page.button', defaultMessage: 'Log in as' },
  title: { id: 'admin-popup.partner-page.title', defaultMessage: 'Log in as {username}' },
  intro: {
    id: 'admin-popup.partner-page.intro',
    defaultMessage: 'A new window opens in the partner’s session. Say why; the reason is kept in the audit log.',
  },
});

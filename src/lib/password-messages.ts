// The messages of the shared new-password rules (lib/password-rules.ts). The id keeps its
// original sign-up name so the translations and tests that know it stay valid.
import { defineMessages } from '../i18n/define-messages';

export const passwordMessages = defineMessages({
  passwordMismatch: { id: 'auth.signup.error.password-mismatch', defaultMessage: 'The passwords do not match.' },
});

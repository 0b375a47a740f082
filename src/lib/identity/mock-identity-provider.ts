// The identity provider of mock mode (loaded only when the in-browser mock runs). It sends no
// e-mail: the code is always 123456. A verified code signs in the demo account that owns the
// e-mail, with a token issued by the same mock store the API handlers read, so the rest of the
// app cannot tell it from a password sign-in. Accounts that may not sign in are refused with the
// same reasons as the password sign-in.
import { logActivity } from '@mocks/handlers/support';
import { getStore } from '@mocks/runtime';
import { IdentityError, type IdentityProvider } from './identity-provider';

export const MOCK_SIGN_IN_CODE = '123456';
const ANSWER_DELAY_MS = 400;

const answerLater = () => new Promise<void>((resolve) => setTimeout(resolve, ANSWER_DELAY_MS));

export const mockIdentityProvider: IdentityProvider = {
  async sendSignInCode() {
    await answerLater();
  },

  async verifySignInCode(email, code) {
    await answerLater();
    const store = getStore();
    const wanted = email.trim().toLowerCase();
    const user = [store.userByLogin(wanted)].find((u) => u?.Email.toLowerCase() === wanted);
    // An unknown address gets the same answer as a wrong code: nothing tells who has an account.
    if (!user || code.trim() !== MOCK_SIGN_IN_CODE) throw new IdentityError('invalid_code');
    const now = store.clock.now().getTime();
    if (user.Status === 'banned' && (!user.UnbanDate || Date.parse(user.UnbanDate) > now)) {
      throw new IdentityError('refused', 'banned', user.UnbanDate ?? undefined);
    }
    if (user.Status === 'under_review' || user.Status === 'not_approved') throw new IdentityError('refused', user.Status);
    return store.issueToken(user.ID);
  },

  async sendPasswordReset() {
    await answerLater();
  },

  // Checks the current password of the token's user in the mock store and sets the new one, so
  // a later sign-in needs it; the change shows in the user's activity log like the API's actions.
  async changePassword(token, currentPassword, newPassword) {
    await answerLater();
    const store = getStore();
    const user = store.userForToken(token);
    if (!user) throw new IdentityError('refused', 'invalid_token');
    if (user.Password !== currentPassword) throw new IdentityError('invalid_password');
    store.update('users', user.ID, { Password: newPassword });
    logActivity(store, user, 'password_change', 'Senha alterada', new Request('http://identity.mock/password/change'));
  },
};

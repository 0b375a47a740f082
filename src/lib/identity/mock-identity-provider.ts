// The identity provider of mock mode (loaded only when the in-browser mock runs). It sends no
// e-mail: the code is always 123456. A verified code signs in the demo account that owns the
// e-mail, with a token issued by the same mock store the API handlers read, so the rest of the
// app cannot tell it from a password sign-in. Accounts that may not sign in are refused with the
// same reasons as the password sign-in.
import { openSignedInSession, twoFactorChallenge } from '@mocks/handlers/account-security';
import { logActivity } from '@mocks/handlers/support';
import { recordSecurityEvent, sessionOfToken, twoFactorOn } from '@mocks/db/security';
import { stepUpFresh } from '@mocks/rules/account-security';
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
    // An e-mail code is no second factor: an account with two-factor sign-in takes the same
    // second step as after its password (issue 17).
    const request = new Request('http://identity.mock/passwordless/verify');
    return twoFactorChallenge(store, user) ?? openSignedInSession(store, user, request);
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
    // A sensitive change (issue 17): never in a "Log in as" session; with two-factor sign-in on,
    // a fresh code first (the current password is the proof when it is off).
    const session = sessionOfToken(store, token, user.ID);
    if (store.tokenSession(token)?.actorId) throw new IdentityError('refused', 'impersonation_forbidden');
    if (twoFactorOn(store, user.ID) && !stepUpFresh(session?.StepUpUntil ?? null, store.clock.now().getTime())) {
      throw new IdentityError('refused', 'step_up_required');
    }
    if (user.Password !== currentPassword) throw new IdentityError('invalid_password');
    store.update('users', user.ID, { Password: newPassword });
    const request = new Request('http://identity.mock/password/change');
    logActivity(store, user, 'password_change', 'Senha alterada', request);
    recordSecurityEvent(store, user.ID, 'password_changed', request);
  },
};

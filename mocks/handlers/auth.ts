// Sign-in, sign-up and the username check (design doc, "Accounts and sign-in"). Bodies are read
// with the contract's schemas; the sign-in outcome (the lock after repeated failures, automatic
// unban) is the pure rule in rules/sign-in.ts; this file writes the rule's update back and answers.
import { isValidCpf } from '@brazilian-utils/brazilian-utils';
import { HttpResponse } from 'msw';
import { getCheckUsernameMockHandler, getSignInMockHandler, getSignUpMockHandler } from '@/api/generated/endpoints/auth/auth.msw';
import { checkUsernameBody, signInBody, signUpBody } from '@/api/generated/zod/auth/auth.zod';
import { anyone } from '../http/auth';
import { readBody } from '../http/body';
import { answerAsIs, invalid, problem } from '../http/respond';
import { signInOutcome } from '../rules/sign-in';
import type { UserRecord } from '../db/types';
import { newUserDefaults } from '../db/new-user';
import { openSignedInSession, twoFactorChallenge } from './account-security';
import { recordSecurityEvent } from '../db/security';
import { logActivity, nowIso } from './support';

export const digitsOnly = (s: string) => s.replace(/\D/g, '');

/** Another account already holds this CPF (compared without mask). */
export function cpfInUse(users: Iterable<UserRecord>, cpf: string, exceptId?: number): boolean {
  const wanted = digitsOnly(cpf);
  for (const u of users) if (u.ID !== exceptId && u.TaxPayerId && digitsOnly(u.TaxPayerId) === wanted) return true;
  return false;
}

const signIn = getSignInMockHandler(
  anyone(async ({ request, store }) => {
    const { login, password } = await readBody(request, signInBody);
    const user = store.userByLogin(login);
    const now = store.clock.now();
    const result = signInOutcome(user, password, now);
    if (user && Object.keys(result.update).length) store.update('users', user.ID, result.update);
    const retry = result.retryAt ? { retryAt: new Date(result.retryAt).toISOString() } : {};
    switch (result.outcome) {
      case 'invalid_credentials':
        if (user) recordSecurityEvent(store, user.ID, 'sign_in_failed', request);
        throw problem(401, 'Invalid user or password', 'invalid_credentials');
      case 'locked':
        throw problem(423, 'Account locked after too many failed attempts', 'locked', retry);
      case 'banned':
        throw problem(403, 'Account banned', 'banned', retry);
      case 'not_approved':
        throw problem(403, 'Account not approved', 'not_approved');
      case 'under_review':
        throw problem(403, 'Account under review', 'under_review');
      case 'ok':
        break;
    }
    const signedIn = user as UserRecord;
    // Two-factor sign-in on (issue 17): the password only earns a challenge for the second step.
    const challenge = twoFactorChallenge(store, signedIn);
    if (challenge) answerAsIs(HttpResponse.json(challenge, { status: 202 }));
    logActivity(store, signedIn, 'sign_in', 'Login realizado', request);
    return openSignedInSession(store, signedIn, request);
  }),
);

const signUp = getSignUpMockHandler(
  anyone(async ({ request, store }) => {
    const body = await readBody(request, signUpBody, { trim: ['firstName', 'lastName', 'email'], names: ['firstName', 'lastName'] });
    const { username, firstName, lastName, email, password, taxPayerId: cpf } = body;
    // What the schema cannot say: the two passwords agree, the CPF's check digits.
    const wrong = [
      ...(password !== body.passwordConfirmation ? [{ field: 'passwordConfirmation', message: 'Passwords do not match' }] : []),
      ...(!isValidCpf(cpf) ? [{ field: 'taxPayerId', message: 'Invalid CPF' }] : []),
    ];
    if (wrong.length) throw invalid(wrong);

    const taken = [
      store.userByLogin(username) ? 'username' : null,
      store.userByLogin(email) ? 'email' : null,
      cpfInUse(store.db.users.values(), cpf) ? 'taxPayerId' : null,
    ].filter((f): f is string => f !== null);
    if (taken.length) {
      throw problem(409, 'Data already in use', 'data_in_use', { fields: taken.map((field) => ({ field, message: 'Already in use' })) });
    }
    const now = nowIso(store);
    store.insert('users', {
      ...newUserDefaults(),
      ID: store.nextId('users'),
      FirstName: firstName,
      LastName: lastName,
      Email: email,
      Username: username,
      Password: password,
      TermsAccepted: false,
      TaxPayerId: digitsOnly(cpf),
      Status: 'under_review',
      EmailVerified: false,
      CreatedAt: now,
    });
    return { message: 'Account created; it is under review', status: 'under_review' as const };
  }),
);

const checkUsername = getCheckUsernameMockHandler(
  anyone(async ({ request, store }) => {
    const { username } = await readBody(request, checkUsernameBody);
    return { available: !store.userByLogin(username) };
  }),
);

export const authHandlers = [signIn, signUp, checkUsername];

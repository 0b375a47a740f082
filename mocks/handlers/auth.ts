// Sign-in, sign-up and the username check (design doc, "Accounts and sign-in"). The sign-in
// outcome (lock after 5 failures for 15 minutes, automatic unban) is the pure rule in
// rules/sign-in.ts; this file only reads the body, writes the rule's update back and answers.
import { isValidCpf } from '@brazilian-utils/brazilian-utils';
import { http, HttpResponse } from 'msw';
import type { SignUp201 } from '@/api/generated/model/signUp201';
import type { TokenRecord } from '@/api/generated/model/tokenRecord';
import { readJson, problem } from '../http/respond';
import { PASSWORD_MIN_LENGTH } from '../rules/constants';
import { signInOutcome } from '../rules/sign-in';
import { getStore } from '../runtime';
import type { UserRecord } from '../db/types';
import { openSignedInSession, twoFactorChallenge } from './account-security';
import { recordSecurityEvent } from '../db/security';
import { BodyCheck, logActivity, nowIso } from './support';

export const USERNAME_PATTERN = /^[a-zA-Z0-9_]{3,16}$/;
export const CPF_PATTERN = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const digitsOnly = (s: string) => s.replace(/\D/g, '');

/** Another account already holds this CPF (compared without mask). */
export function cpfInUse(users: Iterable<UserRecord>, cpf: string, exceptId?: number): boolean {
  const wanted = digitsOnly(cpf);
  for (const u of users) if (u.ID !== exceptId && u.TaxPayerId && digitsOnly(u.TaxPayerId) === wanted) return true;
  return false;
}

const signIn = http.post('*/api/auth/signin', async ({ request }) => {
  const store = getStore();
  const check = new BodyCheck(await readJson(request), ['login', 'password']);
  const login = check.str('login', { required: true, min: 1, max: 128 });
  const password = check.str('password', { required: true, min: PASSWORD_MIN_LENGTH, max: 128 });
  if (!check.ok || login === undefined || password === undefined) return check.problem();

  const user = store.userByLogin(login);
  const now = store.clock.now();
  const result = signInOutcome(user, password, now);
  if (user && Object.keys(result.update).length) store.update('users', user.ID, result.update);
  const retry = result.retryAt ? { retryAt: new Date(result.retryAt).toISOString() } : {};
  switch (result.outcome) {
    case 'invalid_credentials':
      if (user) recordSecurityEvent(store, user.ID, 'sign_in_failed', request);
      return problem(401, 'Invalid user or password', 'invalid_credentials');
    case 'locked':
      return problem(423, 'Account locked after too many failed attempts', 'locked', retry);
    case 'banned':
      return problem(403, 'Account banned', 'banned', retry);
    case 'not_approved':
      return problem(403, 'Account not approved', 'not_approved');
    case 'under_review':
      return problem(403, 'Account under review', 'under_review');
    case 'ok':
      break;
  }
  const signedIn = user as UserRecord;
  // Two-factor sign-in on (issue 17): the password only earns a challenge for the second step.
  const challenge = twoFactorChallenge(store, signedIn);
  if (challenge) return HttpResponse.json(challenge, { status: 202 });
  logActivity(store, signedIn, 'sign_in', 'Login realizado', request);
  const body: TokenRecord = openSignedInSession(store, signedIn, request);
  return HttpResponse.json(body);
});

const SIGN_UP_FIELDS = ['username', 'firstName', 'lastName', 'email', 'password', 'passwordConfirmation', 'taxPayerId', 'am', 'bta'];

const signUp = http.post('*/api/auth/signup', async ({ request }) => {
  const store = getStore();
  const check = new BodyCheck(await readJson(request), SIGN_UP_FIELDS);
  const username = check.str('username', { required: true, min: 3, max: 16, pattern: USERNAME_PATTERN });
  const firstName = check.str('firstName', { required: true, min: 1, max: 32, trim: true, name: true });
  const lastName = check.str('lastName', { required: true, min: 1, max: 32, trim: true, name: true });
  const email = check.str('email', { required: true, max: 128, pattern: EMAIL_PATTERN, trim: true });
  const password = check.str('password', { required: true, min: PASSWORD_MIN_LENGTH, max: 128 });
  const confirmation = check.str('passwordConfirmation', { required: true, min: PASSWORD_MIN_LENGTH, max: 128 });
  const cpf = check.str('taxPayerId', { required: true, pattern: CPF_PATTERN });
  check.str('am', { max: 64 });
  check.str('bta', { max: 64 });
  if (password !== undefined && confirmation !== undefined && password !== confirmation) {
    check.fail('passwordConfirmation', 'Passwords do not match');
  }
  if (cpf !== undefined && !isValidCpf(cpf)) check.fail('taxPayerId', 'Invalid CPF');
  if (!check.ok || !username || !firstName || !lastName || !email || !password || !cpf) return check.problem();

  const taken = [
    store.userByLogin(username) ? 'username' : null,
    store.userByLogin(email) ? 'email' : null,
    cpfInUse(store.db.users.values(), cpf) ? 'taxPayerId' : null,
  ].filter((f): f is string => f !== null);
  if (taken.length) {
    return problem(409, 'Data already in use', 'data_in_use', { fields: taken.map((field) => ({ field, message: 'Already in use' })) });
  }
  const now = nowIso(store);
  store.insert('users', {
    ID: store.nextId('users'),
    FirstName: firstName,
    LastName: lastName,
    Email: email,
    Username: username,
    Password: password,
    Permissions: ['affiliate'],
    TermsAccepted: false,
    AffiliateManager: null,
    Balance: 0,
    SubBalance: 0,
    PendingCommission: 0,
    TaxPayerId: digitsOnly(cpf),
    Country: 'BR',
    Currency: 'BRL',
    Status: 'under_review',
    EmailVerified: false,
    CreatedAt: now,
    ProfileUpdatedAt: null,
    ProfileUpdateAvailableAt: null,
    LastLoginAt: null,
    BannedAt: null,
    BanReason: null,
    UnbanDate: null,
    ParentID: null,
    PaymentType: 'person',
    MustUseReceipt: false,
    FailedSignIns: 0,
    LockedUntil: null,
  });
  const body: SignUp201 = { message: 'Account created; it is under review', status: 'under_review' };
  return HttpResponse.json(body, { status: 201 });
});

const checkUsername = http.post('*/api/auth/username-check', async ({ request }) => {
  const check = new BodyCheck(await readJson(request), ['username']);
  const username = check.str('username', { required: true, min: 3, max: 16, pattern: USERNAME_PATTERN });
  if (!check.ok || !username) return check.problem();
  return HttpResponse.json({ available: !getStore().userByLogin(username) });
});

export const authHandlers = [signIn, signUp, checkUsername];

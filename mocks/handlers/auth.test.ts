// Sign-in outcomes (incl. the lock at the 5th failure and its release after 15 minutes), sign-up
// validation and conflicts, the username check, and the token rules every /api/me call shares.
import { describe, expect, it } from 'vitest';
import { checkUsername, signIn, signUp } from '@/api/generated/endpoints/auth/auth';
import { getProfile } from '@/api/generated/endpoints/profile/profile';
import type { SignUpBody } from '@/api/generated/model/signUpBody';
import type { TokenRecord } from '@/api/generated/model/tokenRecord';
import { DEMO_IDS, DEMO_PASSWORD, type DemoAccount } from '../db/demo-accounts';
import { as, refusal, store, tokenOf, setupMockApi } from './test-kit';

setupMockApi();
const wrong = (login = 'affiliate') => refusal(signIn({ login, password: 'wrong-password' }));
const minutes = (n: number) => store().clock.advance(n * 60_000);

describe('signIn', () => {
  it('answers a bearer token by username or e-mail, resets failures, stamps LastLoginAt and logs', async () => {
    store().update('users', DEMO_IDS.affiliate, { FailedSignIns: 3 });
    const t = (await signIn({ login: 'AFFILIATE@example.com', password: DEMO_PASSWORD })) as TokenRecord;
    expect(t).toMatchObject({ type: 'bearer', token: expect.any(String) });
    const user = store().db.users.get(DEMO_IDS.affiliate)!;
    expect(user).toMatchObject({ FailedSignIns: 0, LastLoginAt: store().clock.now().toISOString() });
    expect(store().ownedBy('activityLogs', user.ID).at(-1)).toMatchObject({ Action: 'sign_in' });
    expect((await getProfile({ headers: { Authorization: `Bearer ${t.token}` } })).ID).toBe(user.ID);
  });

  it.each<[string, () => string, number, string]>([
    ['unknown login', () => 'nobody-here', 401, 'invalid_credentials'],
    ['under review', () => 'review', 403, 'under_review'],
    ['not approved', () => [...store().db.users.values()].find((u) => u.Status === 'not_approved')!.Username, 403, 'not_approved'],
  ])('%s → %i %s', async (_name, login, status, reason) => {
    const e = await refusal(signIn({ login: login(), password: DEMO_PASSWORD }));
    expect([e.status, e.reason]).toEqual([status, reason]);
  });

  it('refuses a banned account with its unban date, and lets it in once that date has passed', async () => {
    const unban = store().db.users.get(DEMO_IDS.banned)!.UnbanDate!;
    const e = await refusal(signIn({ login: 'banned', password: DEMO_PASSWORD }));
    expect([e.status, e.reason, e.problem?.retryAt]).toEqual([403, 'banned', new Date(unban).toISOString()]);
    store().clock.set(new Date(Date.parse(unban) + 1000));
    expect(await signIn({ login: 'banned', password: DEMO_PASSWORD })).toMatchObject({ type: 'bearer' });
    expect(store().db.users.get(DEMO_IDS.banned)).toMatchObject({ Status: 'active', BanReason: null });
  });

  it('locks at the 5th failure in a row for 15 minutes, even for the right password', async () => {
    for (let i = 1; i <= 4; i++) expect((await wrong()).status).toBe(401);
    const locked = await wrong();
    const until = new Date(store().clock.now().getTime() + 15 * 60_000).toISOString();
    expect([locked.status, locked.reason, locked.problem?.retryAt]).toEqual([423, 'locked', until]);
    minutes(14);
    expect((await refusal(signIn({ login: 'affiliate', password: DEMO_PASSWORD }))).status).toBe(423);
    minutes(1);
    expect(await signIn({ login: 'affiliate', password: DEMO_PASSWORD })).toMatchObject({ type: 'bearer' });
  });

  it('counts failures again from zero after the lock ends', async () => {
    for (let i = 0; i < 5; i++) await wrong();
    minutes(15);
    for (let i = 1; i <= 4; i++) expect((await wrong()).status).toBe(401);
    expect((await wrong()).status).toBe(423);
  });

  it('answers 400 validation for a short password', async () => {
    const e = await refusal(signIn({ login: 'affiliate', password: '12345' }));
    expect([e.status, e.reason, Object.keys(e.fieldErrors)]).toEqual([400, 'validation', ['password']]);
  });
});

describe('signUp', () => {
  const valid: SignUpBody = {
    username: 'novo_parceiro',
    firstName: 'Nova',
    lastName: 'Parceira',
    email: 'nova@example.com',
    password: 'secret1',
    passwordConfirmation: 'secret1',
    taxPayerId: '390.533.447-05',
    am: '',
    bta: '',
  };

  it('creates an account under review, which then cannot sign in yet', async () => {
    expect(await signUp(valid)).toEqual({ message: expect.any(String), status: 'under_review' });
    expect(store().userByLogin('novo_parceiro')).toMatchObject({
      Status: 'under_review',
      TaxPayerId: '39053344705',
      Permissions: ['affiliate'],
    });
    expect((await refusal(signIn({ login: 'nova@example.com', password: 'secret1' }))).reason).toBe('under_review');
    expect(await checkUsername({ username: 'novo_parceiro' })).toEqual({ available: false });
  });

  it.each<[string, Partial<SignUpBody>, string]>([
    ['username too long', { username: 'a'.repeat(17) }, 'username'],
    ['username with a space', { username: 'with space' }, 'username'],
    ['first name too long', { firstName: 'x'.repeat(33) }, 'firstName'],
    ['e-mail too long', { email: `${'x'.repeat(120)}@example.com` }, 'email'],
    ['passwords differ', { passwordConfirmation: 'secret2' }, 'passwordConfirmation'],
    ['CPF check digits', { taxPayerId: '390.533.447-06' }, 'taxPayerId'],
  ])('%s → 400 on %s', async (_name, patch, field) => {
    const e = await refusal(signUp({ ...valid, ...patch }));
    expect([e.status, e.reason, Object.keys(e.fieldErrors)]).toEqual([400, 'validation', [field]]);
  });

  it.each<[string, Partial<SignUpBody>]>([
    ['username', { username: 'AFFILIATE' }],
    ['e-mail', { email: 'newbie@example.com' }],
    ['CPF', { taxPayerId: '' }],
  ])('409 data_in_use when the %s is taken', async (_name, patch) => {
    const cpf = store().db.users.get(DEMO_IDS.affiliate)!.TaxPayerId!;
    const e = await refusal(signUp({ ...valid, ...patch, ...(patch.taxPayerId === '' ? { taxPayerId: cpf } : {}) }));
    expect([e.status, e.reason]).toEqual([409, 'data_in_use']);
  });

  it('checks usernames', async () => {
    expect(await checkUsername({ username: 'free_name_1' })).toEqual({ available: true });
    expect(await checkUsername({ username: 'Newbie' })).toEqual({ available: false });
    expect((await refusal(checkUsername({ username: 'no' }))).status).toBe(400);
  });
});

describe('tokens on /api/me', () => {
  it.each<DemoAccount>(['affiliate', 'newbie', 'admin', 'analyst'])('a permission-less call works for %s', async (who) => {
    expect((await getProfile(as(who))).ID).toBe(DEMO_IDS[who]);
  });

  it('401 unauthorized without a token; 403 "Invalid token" for an unknown or expired one', async () => {
    const none = await refusal(getProfile());
    expect([none.status, none.reason]).toEqual([401, 'unauthorized']);
    const bad = await refusal(getProfile({ headers: { Authorization: 'Bearer mock.1.9999999999999.1.abc' } }));
    expect([bad.status, bad.reason, bad.problem?.message, bad.isInvalidToken]).toEqual([403, 'invalid_token', 'Invalid token', true]);
    const token = tokenOf('affiliate');
    store().clock.advance(25 * 60 * 60_000);
    expect((await refusal(getProfile({ headers: { Authorization: `Bearer ${token}` } }))).isInvalidToken).toBe(true);
  });
});

// Account security through the generated client against the Node mock (issue 17): the second
// sign-in step with real TOTP codes and recovery codes, enrolment and disabling, the step-up and
// the 24-hour payout hold, sessions (a signed-out one gets 401), security events, impersonation's
// refusals and its 30-minute end, and the administrators' two-factor rule.
import { describe, expect, it } from 'vitest';
import {
  confirmTwoFactor,
  disableTwoFactor,
  getSecurityEvents,
  getSecurityOverview,
  getSessions,
  revokeOtherSessions,
  revokeSession,
  startStepUp,
  startTwoFactorSetup,
  verifyTwoFactorSignIn,
} from '@/api/generated/endpoints/account-security/account-security';
import { adminUpdateSecurityPolicy } from '@/api/generated/endpoints/admin-audit/admin-audit';
import { adminLoginAsPartner } from '@/api/generated/endpoints/admin-partners/admin-partners';
import { signIn } from '@/api/generated/endpoints/auth/auth';
import { saveBankAccount } from '@/api/generated/endpoints/bank-account/bank-account';
import { getPayoutEligibilityFull, requestPayout } from '@/api/generated/endpoints/payments/payments';
import { getProfile } from '@/api/generated/endpoints/profile/profile';
import { getCampaigns } from '@/api/generated/endpoints/campaigns/campaigns';
import type { TokenRecord } from '@/api/generated/model/tokenRecord';
import type { TwoFactorChallenge } from '@/api/generated/model/twoFactorChallenge';
import { DEMO_IDS, DEMO_PASSWORD } from '../db/demo-accounts';
import { SECURE_LOGIN_AS_REASON, SECURE_RECOVERY_CODES, SECURE_TOTP_SECRET } from '../db/seed-security';
import { totpCode } from '../rules/account-security';
import { as, refusal, setupMockApi, steppedUp, store } from './test-kit';

setupMockApi();
const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
const code = (secret = SECURE_TOTP_SECRET) => totpCode(secret, store().clock.now().getTime());
const minutes = (n: number) => store().clock.advance(n * 60_000);
const account = {
  bankCode: '260',
  accountAgency: '0001',
  accountNumber: '123456-7',
  pixKeyType: 'email' as const,
  pixKey: 'beatriz.nova@example.com',
};

async function challengeFor(login: string): Promise<TwoFactorChallenge> {
  const answer = await signIn({ login, password: DEMO_PASSWORD });
  expect(answer).toHaveProperty('challenge');
  return answer as TwoFactorChallenge;
}

describe('two-factor sign-in', () => {
  it('asks the second step after the right password; a code signs in once', async () => {
    const first = await challengeFor('secure');
    expect(first.methods).toEqual(['totp', 'recovery_code']);
    expect((await refusal(verifyTwoFactorSignIn({ challenge: first.challenge, code: '000000' }))).reason).toBe('invalid_code');
    const token = (await verifyTwoFactorSignIn({ challenge: first.challenge, code: code() })).token;
    expect((await getProfile(bearer(token))).TwoFactorEnabled).toBe(true);
    // The challenge is spent, and the same code does not work twice.
    expect((await refusal(verifyTwoFactorSignIn({ challenge: first.challenge, code: code() }))).reason).toBe('challenge_expired');
    const second = await challengeFor('secure');
    expect((await refusal(verifyTwoFactorSignIn({ challenge: second.challenge, code: code() }))).reason).toBe('invalid_code');
  });

  it('takes a recovery code once, and ends the challenge after 5 wrong codes or 5 minutes', async () => {
    const c = await challengeFor('secure');
    await verifyTwoFactorSignIn({ challenge: c.challenge, recoveryCode: SECURE_RECOVERY_CODES[0].toUpperCase() });
    const again = await challengeFor('secure');
    expect((await refusal(verifyTwoFactorSignIn({ challenge: again.challenge, recoveryCode: SECURE_RECOVERY_CODES[0] }))).reason).toBe(
      'invalid_code',
    );
    for (let i = 0; i < 3; i++) await refusal(verifyTwoFactorSignIn({ challenge: again.challenge, code: '111111' }));
    expect((await refusal(verifyTwoFactorSignIn({ challenge: again.challenge, code: '111111' }))).reason).toBe('challenge_expired');
    const late = await challengeFor('secure');
    minutes(6);
    expect((await refusal(verifyTwoFactorSignIn({ challenge: late.challenge, code: code() }))).reason).toBe('challenge_expired');
    const events = await getSecurityEvents({ pageSize: 5 }, as('secure'));
    expect(events.items.map((e) => e.Type)).toContain('recovery_code_used');
  });

  it('enrols with a code of the new secret, answers 10 recovery codes once, and disables with password and code', async () => {
    const options = as('affiliate');
    const setup = await startTwoFactorSetup(options);
    expect(setup.otpauthUri).toContain(`secret=${setup.secret}`);
    expect((await refusal(confirmTwoFactor({ code: '123456' }, options))).fieldErrors).toHaveProperty('code');
    const { codes } = await confirmTwoFactor({ code: code(setup.secret) }, options);
    expect(codes).toHaveLength(10);
    expect(await getSecurityOverview(options)).toMatchObject({ TwoFactorEnabled: true, RecoveryCodesLeft: 10 });
    // Signing in now takes the second step; a recovery code of the new set works.
    const c = await challengeFor('affiliate');
    await verifyTwoFactorSignIn({ challenge: c.challenge, recoveryCode: codes[0]! });
    expect((await getSecurityOverview(options)).RecoveryCodesLeft).toBe(9);

    minutes(1);
    const wrong = await refusal(disableTwoFactor({ password: 'wrong-pass', code: code(setup.secret) }, options));
    expect(wrong.fieldErrors).toHaveProperty('password');
    await disableTwoFactor({ password: DEMO_PASSWORD, code: code(setup.secret) }, options);
    expect(await signIn({ login: 'affiliate', password: DEMO_PASSWORD })).toHaveProperty('token');
  });
});

describe('step-up and the payout hold', () => {
  it('refuses a bank change without a step-up, takes a fresh code, then holds payouts 24 hours (2014)', async () => {
    const options = as('secure');
    expect((await refusal(saveBankAccount(account, options))).reason).toBe('step_up_required');
    // With two-factor sign-in on, the password is not enough.
    expect((await refusal(startStepUp({ password: DEMO_PASSWORD }, options))).fieldErrors).toHaveProperty('code');
    const { until } = await startStepUp({ code: code() }, options);
    expect(Date.parse(until)).toBe(store().clock.now().getTime() + 5 * 60_000);
    await saveBankAccount(account, options);

    const full = await getPayoutEligibilityFull({}, options);
    expect(full.holdUntil).toBe(new Date(store().clock.now().getTime() + 24 * 3_600_000).toISOString());
    expect(full.checks.find((c) => c.code === 2014)).toEqual({ code: 2014, ok: false });
    const refused = await refusal(requestPayout({ pixKeyType: 'email', pixKey: account.pixKey }, options));
    expect([refused.code, refused.problem?.retryAt]).toEqual([2014, full.holdUntil]);
    minutes(24 * 60);
    expect((await getPayoutEligibilityFull({}, as('secure'))).holdUntil).toBeNull();
  });

  it('the step-up lasts 5 minutes; 5 wrong tries lock it for 15', async () => {
    const options = await steppedUp('affiliate');
    minutes(6);
    expect((await refusal(saveBankAccount(account, options))).reason).toBe('step_up_required');
    for (let i = 0; i < 5; i++) await refusal(startStepUp({ password: 'wrong-pass' }, options));
    const locked = await refusal(startStepUp({ password: DEMO_PASSWORD }, options));
    expect([locked.status, locked.reason]).toEqual([429, 'locked']);
  });
});

describe('sessions', () => {
  it('lists this device and the others; one signed out gets 401, then all others', async () => {
    const mine = (await verifyTwoFactorSignIn({ challenge: (await challengeFor('secure')).challenge, code: code() })).token;
    const other = store().issueToken(DEMO_IDS.secure).token;
    await getCampaigns(bearer(other));
    const list = await getSessions(bearer(mine));
    expect(list.items.filter((s) => s.Current)).toHaveLength(1);
    expect(list.items).toHaveLength(4); // this one, the one above and the two seeded devices
    expect(list.items.find((s) => s.Device.Type === 'mobile')?.Place).toMatchObject({ Country: 'BR' });

    const otherId = list.items.find((s) => !s.Current && s.LastSeenAt === store().clock.now().toISOString())!.ID;
    await revokeSession(otherId, bearer(mine));
    const gone = await refusal(getCampaigns(bearer(other)));
    expect([gone.status, gone.reason]).toEqual([401, 'session_revoked']);
    expect((await revokeOtherSessions(bearer(mine))).revoked).toBe(2);
    expect((await getSessions(bearer(mine))).items).toHaveLength(1);
    expect((await refusal(revokeSession(otherId, bearer(mine)))).status).toBe(404);
  });
});

describe('an administrator\'s "Log in as"', () => {
  it('is shown to the partner with the reason, may not make sensitive changes, and ends after 30 minutes', async () => {
    const headers: Record<string, string> = {};
    await adminLoginAsPartner(
      DEMO_IDS.secure,
      { reason: 'Checking a payout complaint' },
      { ...as('admin'), onHeaders: (h) => Object.assign(headers, h) },
    );
    const session = bearer(headers.authorization!);
    expect((await refusal(startTwoFactorSetup(session))).reason).toBe('impersonation_forbidden');
    expect((await refusal(saveBankAccount(account, session))).reason).toBe('impersonation_forbidden');
    expect((await getSecurityOverview(session)).Impersonated).toBe(true);

    const events = await getSecurityEvents({}, as('secure'));
    const logins = events.items.filter((e) => e.Type === 'admin_login_as');
    expect(logins.map((e) => [e.Administrator, e.Reason])).toEqual([
      ['admin', 'Checking a payout complaint'],
      ['admin', SECURE_LOGIN_AS_REASON],
    ]);
    minutes(31);
    expect((await refusal(getProfile(session))).isInvalidToken).toBe(true);
  });
});

describe("the administrators' two-factor rule", () => {
  it('lets a partner without it do nothing but enrol from the next sign-in; an open session goes on', async () => {
    const open = as('affiliate');
    await getCampaigns(open);
    await adminUpdateSecurityPolicy({ requireTwoFactorForAdmins: false, requireTwoFactorForPartners: true }, as('admin'));
    await getCampaigns(open);

    const fresh = bearer(((await signIn({ login: 'affiliate', password: DEMO_PASSWORD })) as TokenRecord).token);
    expect((await getProfile(fresh)).TwoFactorEnrolmentRequired).toBe(true);
    expect((await refusal(getCampaigns(fresh))).reason).toBe('two_factor_enrolment_required');
    const setup = await startTwoFactorSetup(fresh);
    await confirmTwoFactor({ code: code(setup.secret) }, fresh);
    expect((await getProfile(fresh)).TwoFactorEnrolmentRequired).toBe(false);
    await getCampaigns(fresh);
    // Covered by the rule, it cannot be turned off.
    minutes(1);
    const off = await refusal(disableTwoFactor({ password: DEMO_PASSWORD, code: code(setup.secret) }, fresh));
    expect(off.status).toBe(409);
  });
});

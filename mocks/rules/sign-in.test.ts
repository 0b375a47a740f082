// Sign-in outcomes, the 5-attempt lock and the automatic unban.
import { describe, expect, it } from 'vitest';
import { signInOutcome, type SignInUser } from './sign-in';

const now = new Date('2026-11-05T15:00:00Z');
const user: SignInUser = { Password: 'demo1234', Status: 'active', FailedSignIns: 0, LockedUntil: null, UnbanDate: null };
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

describe('signInOutcome', () => {
  it.each<[string, SignInUser | undefined, string]>([
    ['unknown user', undefined, 'invalid_credentials'],
    ['under review', { ...user, Status: 'under_review' }, 'under_review'],
    ['not approved', { ...user, Status: 'not_approved' }, 'not_approved'],
    ['banned for good', { ...user, Status: 'banned' }, 'banned'],
    ['active', user, 'ok'],
  ])('%s → %s', (_name, u, outcome) => expect(signInOutcome(u, 'demo1234', now).outcome).toBe(outcome));

  it('hides the account state behind a wrong password', () => {
    expect(signInOutcome({ ...user, Status: 'banned' }, 'wrong!', now).outcome).toBe('invalid_credentials');
  });

  it('locks at the 5th failed attempt in a row and releases after 15 minutes', () => {
    let record = { ...user };
    const outcomes: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = signInOutcome(record, 'wrong!', now);
      outcomes.push(r.outcome);
      record = { ...record, ...r.update };
    }
    expect(outcomes).toEqual(['invalid_credentials', 'invalid_credentials', 'invalid_credentials', 'invalid_credentials', 'locked']);
    expect(record.LockedUntil).toBe(minutes(15).toISOString());

    const stillLocked = signInOutcome(record, 'demo1234', minutes(14.99));
    expect(stillLocked).toMatchObject({ outcome: 'locked', retryAt: minutes(15).toISOString() });

    const released = signInOutcome(record, 'demo1234', minutes(15));
    expect(released.outcome).toBe('ok');
    expect(released.update).toMatchObject({ FailedSignIns: 0, LockedUntil: null });
  });

  it('resets the counter on success so misses must be in a row', () => {
    const r = signInOutcome({ ...user, FailedSignIns: 4 }, 'demo1234', now);
    expect(r.update.FailedSignIns).toBe(0);
  });

  it('keeps a ban until UnbanDate, then lifts it at sign-in', () => {
    const banned = { ...user, Status: 'banned', UnbanDate: minutes(60).toISOString() };
    expect(signInOutcome(banned, 'demo1234', now)).toMatchObject({ outcome: 'banned', retryAt: banned.UnbanDate });
    const later = signInOutcome(banned, 'demo1234', minutes(60));
    expect(later.outcome).toBe('ok');
    expect(later.update).toMatchObject({ Status: 'active', BanReason: null, UnbanDate: null });
  });
});

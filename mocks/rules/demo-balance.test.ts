// Demo-balance limits (daily count, weekly amount, Sunday reset) and the refusal statuses.
import { describe, expect, it } from 'vitest';
import { demoLimits, demoRequestRefusal, type DemoRequestLike } from './demo-balance';

// 2026-11-14 is a Saturday; Sunday 2026-11-15 00:00 in Brazil is 03:00Z.
const saturdayLate = new Date('2026-11-15T02:59:00Z');
const sundayStart = new Date('2026-11-15T03:00:00Z');
const approvedThisWeek: DemoRequestLike[] = [
  { ID: 1, Amount: 200, Status: 'approved', CreatedAt: '2026-11-10T15:00:00.000Z' },
  { ID: 2, Amount: 100.5, Status: 'approved', CreatedAt: '2026-11-08T03:00:00.000Z' },
  { ID: 3, Amount: 300, Status: 'approved', CreatedAt: '2026-11-08T02:59:00.000Z' }, // last week
  { ID: 4, Amount: 50, Status: 'declined', CreatedAt: '2026-11-12T15:00:00.000Z' },
];

describe('demoLimits', () => {
  it('sums this week’s approved amount until Saturday 23:59 and resets on Sunday 00:00 (UTC−3)', () => {
    const sat = demoLimits(approvedThisWeek, {}, saturdayLate);
    expect(sat).toMatchObject({ weekApprovedAmount: 300.5, requestAmountAvailable: 199.5, weekBlock: false });
    const sun = demoLimits(approvedThisWeek, {}, sundayStart);
    expect(sun).toMatchObject({ weekApprovedAmount: 0, requestAmountAvailable: 500, todayRequestsCount: 0 });
  });

  it('subtracts pending amounts and blocks the week under R$2 until next Sunday', () => {
    const requests: DemoRequestLike[] = [
      { ID: 1, Amount: 400, Status: 'approved', CreatedAt: '2026-11-09T15:00:00.000Z' },
      { ID: 2, Amount: 98.01, Status: 'pending', CreatedAt: '2026-11-10T15:00:00.000Z' },
    ];
    const limits = demoLimits(requests, {}, new Date('2026-11-11T12:00:00Z'));
    expect(limits).toMatchObject({
      requestAmountAvailable: 1.99,
      weekBlock: true,
      canRequestAt: '2026-11-15T03:00:00.000Z',
    });
  });

  it('counts today’s requests in Brazilian days and points to next midnight when used up', () => {
    const now = new Date('2026-11-11T02:00:00Z'); // still the 10th in Brazil
    const requests: DemoRequestLike[] = ['2026-11-10T03:00:00.000Z', '2026-11-10T20:00:00.000Z', '2026-11-11T01:00:00.000Z'].map(
      (CreatedAt, i) => ({ ID: i + 1, Amount: 10, Status: 'declined', CreatedAt }),
    );
    const limits = demoLimits(requests, {}, now);
    expect(limits).toMatchObject({ todayRequestsCount: 3, dailyRequestsAvailable: 0, canRequestAt: '2026-11-11T03:00:00.000Z' });
    expect(demoLimits(requests, {}, new Date('2026-11-11T03:00:00Z')).todayRequestsCount).toBe(0);
  });

  it('counts a cancelled request in today’s requests only: not pending, not in progress', () => {
    const now = new Date('2026-11-11T12:00:00Z');
    const cancelled: DemoRequestLike[] = [
      { ID: 1, Amount: 100, Status: 'pending', CreatedAt: '2026-11-11T11:00:00.000Z', CancelledAt: '2026-11-11T11:30:00.000Z' },
    ];
    const limits = demoLimits(cancelled, { dailyRequestLimit: 1 }, now);
    expect(limits).toMatchObject({
      todayRequestsCount: 1,
      dailyRequestsAvailable: 0,
      requestAmountAvailable: 500,
      canRequestAt: '2026-11-12T03:00:00.000Z',
    });
    expect(demoRequestRefusal(limits, cancelled, 10)).toBe(429);
  });

  it('takes per-partner limits', () => {
    const limits = demoLimits([], { dailyRequestLimit: 1, weeklyMaximumAmount: 50 }, sundayStart);
    expect(limits).toMatchObject({ dailyRequestLimit: 1, dailyRequestsAvailable: 1, weeklyMaximumAmount: 50, requestAmountAvailable: 50 });
  });
});

describe('demoRequestRefusal', () => {
  const fresh = demoLimits([], {}, sundayStart);

  it.each([
    [1.99, 400],
    [2, null],
    [2.001, 400],
    [Number.NaN, 400],
    [500, null],
    [500.01, 406],
  ])('amount %d → %s', (amount, code) => expect(demoRequestRefusal(fresh, [], amount)).toBe(code));

  it('refuses with 409 while a request is pending, 429 when today’s count is used', () => {
    const pending: DemoRequestLike[] = [{ ID: 7, Amount: 20, Status: 'pending', CreatedAt: '2026-11-15T04:00:00.000Z' }];
    const now = new Date('2026-11-15T12:00:00Z');
    expect(demoRequestRefusal(demoLimits(pending, {}, now), pending, 10)).toBe(409);
    const used = demoLimits([], { dailyRequestLimit: 0 }, now);
    expect(demoRequestRefusal(used, [], 10)).toBe(429);
  });

  it('lets a pending request be edited up to its own amount plus what is left', () => {
    const pending: DemoRequestLike[] = [{ ID: 7, Amount: 20, Status: 'pending', CreatedAt: '2026-11-15T04:00:00.000Z' }];
    const limits = demoLimits(pending, { dailyRequestLimit: 1 }, new Date('2026-11-15T12:00:00Z'));
    expect(demoRequestRefusal(limits, pending, 500, { ID: 7, Amount: 20 })).toBeNull();
    expect(demoRequestRefusal(limits, pending, 500.01, { ID: 7, Amount: 20 })).toBe(406);
  });
});

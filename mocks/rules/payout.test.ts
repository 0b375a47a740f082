// Payout rules: truncation, the window, the amount and qualification boundaries, and each refusal code.
import { describe, expect, it } from 'vitest';
import {
  firstPayoutRefusal,
  inPayoutWindow,
  nextWindowOpensAt,
  payoutAmount,
  payoutChecks,
  PAYOUT_CHECK_ORDER,
  type PayoutInput,
  qualificationSince,
  truncate2,
} from './payout';

const ok: PayoutInput = {
  now: new Date('2026-11-05T15:00:00Z'),
  user: { FirstName: 'Ana', LastName: 'Souza', TaxPayerId: '52998224725', Balance: 1843.57, SubBalance: 0 },
  payments: [{ Status: 'Completed' }, { Status: 'Cancelled' }, { Status: 'Rejected' }, { Status: 'Error' }],
  category: 'person',
  pixKeyType: 'cpf',
  qftd: 10,
  ftd: 0,
  business: { Approval: 'approved' },
  mustUseReceipt: false,
  invoiceFileId: null,
  userMediaIds: ['media-1'],
};
const refusal = (patch: Partial<PayoutInput>) => firstPayoutRefusal({ ...ok, ...patch });
const withUser = (patch: Partial<NonNullable<PayoutInput['user']>>) => ({ user: { ...ok.user!, ...patch } });

describe('truncate2', () => {
  it.each([
    [1.999, 1.99],
    [0.29, 0.29],
    [1843.579, 1843.57],
    [1843.57, 1843.57],
    [0.1 + 0.2, 0.3],
    [249.999, 249.99],
    [-1.999, -1.99],
    [0, 0],
  ])('%d → %d', (n, want) => expect(truncate2(n)).toBe(want));
});

describe('payout window (UTC−3)', () => {
  it.each([
    ['2026-11-01T03:00:00Z', true],
    ['2026-11-10T23:00:00Z', true],
    ['2026-11-11T02:00:00Z', true], // still the 10th in Brazil
    ['2026-11-11T03:00:00Z', false],
    ['2026-11-15T12:00:00Z', false],
    ['2026-11-16T03:00:00Z', true],
    ['2026-11-25T12:00:00Z', true],
    ['2026-11-26T03:00:00Z', false],
    ['2026-12-01T02:59:00Z', false], // 30 November in Brazil
  ])('%s open: %s', (iso, open) => {
    expect(inPayoutWindow(new Date(iso))).toBe(open);
    expect(refusal({ now: new Date(iso) })).toBe(open ? null : 2007);
  });

  it.each([
    ['2026-11-05T12:00:00Z', '2026-11-16T03:00:00.000Z'],
    ['2026-11-12T12:00:00Z', '2026-11-16T03:00:00.000Z'],
    ['2026-11-26T12:00:00Z', '2026-12-01T03:00:00.000Z'],
    ['2026-12-28T12:00:00Z', '2027-01-01T03:00:00.000Z'],
  ])('after %s the next window opens %s', (iso, opens) => {
    expect(nextWindowOpensAt(new Date(iso)).toISOString()).toBe(opens);
  });
});

describe('payout boundaries', () => {
  it.each([
    [249.99, 2009],
    [249.999, 2009],
    [250, null],
    [250.001, null],
  ])('balance %d → %s', (Balance, code) => expect(refusal(withUser({ Balance }))).toBe(code));

  it('uses SubBalance for sub-affiliate categories', () => {
    expect(payoutAmount({ Balance: 1000, SubBalance: 12.349 }, 'person_sb')).toBe(12.34);
    expect(refusal({ category: 'person_sb' })).toBe(2009);
  });

  it.each([
    [9, 14, 2008],
    [10, 0, null],
    [0, 14, 2008],
    [0, 15, null],
  ])('qftd %i ftd %i → %s', (qftd, ftd, code) => expect(refusal({ qftd, ftd })).toBe(code));
});

describe('each payout code', () => {
  it.each<[string, Partial<PayoutInput>, number]>([
    ['no partner', { user: null }, 2000],
    ['no first name', withUser({ FirstName: ' ' }), 2001],
    ['no last name', withUser({ LastName: '' }), 2001],
    ['no taxpayer id, person', withUser({ TaxPayerId: null }), 2002],
    ['no taxpayer id, cpf key', { ...withUser({ TaxPayerId: null }), category: 'business', pixKeyType: 'cpf' }, 2002],
    ['pending payment', { payments: [{ Status: 'Waiting_NF' }] }, 2004],
    ['payment in process', { payments: [{ Status: 'Registered' }] }, 2010],
    ['business required', { category: 'business', business: null }, 2011],
    ['business not approved', { category: 'business', business: { Approval: 'pending' } }, 2012],
    ['missing invoice', { mustUseReceipt: true }, 2005],
    ['invalid invoice', { mustUseReceipt: true, invoiceFileId: 'media-9' }, 2006],
    ['invoice not required', { invoiceFileId: 'media-1' }, 2013],
  ])('%s → %i', (_name, patch, code) => expect(refusal(patch)).toBe(code));

  it('accepts a business payout without taxpayer id and with a non-cpf key', () => {
    expect(refusal({ ...withUser({ TaxPayerId: null }), category: 'business', pixKeyType: 'email' })).toBeNull();
    expect(refusal({ mustUseReceipt: true, invoiceFileId: 'media-1' })).toBeNull();
  });

  it('reports every check in the design order and answers with the first failure', () => {
    const input = { ...ok, now: new Date('2026-11-12T12:00:00Z'), payments: [{ Status: 'Pending' }], qftd: 0 };
    const checks = payoutChecks(input);
    expect(checks.map((c) => c.code)).toEqual(PAYOUT_CHECK_ORDER);
    expect(checks.filter((c) => !c.ok).map((c) => c.code)).toEqual([2007, 2004, 2008]);
    expect(firstPayoutRefusal(input)).toBe(2007);
  });
});

describe('qualificationSince', () => {
  it('starts at the last Completed payment, in Brazilian days', () => {
    const payments = [
      { Status: 'Completed', CreatedAt: '2026-09-01T12:00:00.000Z' },
      { Status: 'Completed', CreatedAt: '2026-10-02T01:00:00.000Z' },
      { Status: 'Rejected', CreatedAt: '2026-10-20T12:00:00.000Z' },
    ];
    expect(qualificationSince(payments)).toBe('2026-10-01');
    expect(qualificationSince([])).toBe('2024-05-01');
  });
});

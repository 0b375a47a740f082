// Payout rules through the API, against the store: each boundary of the design doc (amount,
// window days in UTC−3, QFTD/FTD), every refusal code the mock can give, the effects of a payout
// (payment, balance, notification, log), eligibility and the invoice step.
import { describe, expect, it } from 'vitest';
import { uploadMedia } from '@/api/generated/endpoints/media/media';
import {
  getPayment,
  getPaymentInfo,
  getPayments,
  getPayoutEligibility,
  getPayoutEligibilityFull,
  requestPayout,
  sendPaymentInvoice,
} from '@/api/generated/endpoints/payments/payments';
import type { RequestPayoutBody } from '@/api/generated/model/requestPayoutBody';
import { DEMO_IDS } from '../db/demo-accounts';
import type { PaymentCategory, PaymentStatus } from '../db/enums';
import type { PaymentRecord } from '../db/types';
import { as, brazil, refusal, setReportFigures, store, setupMockApi } from './test-kit';

setupMockApi();
const ME = DEMO_IDS.affiliate;
const cpf = () => store().db.users.get(ME)!.TaxPayerId as string;
const body = (extra: Partial<RequestPayoutBody> = {}): RequestPayoutBody => ({ pixKeyType: 'cpf', pixKey: cpf(), ...extra });
const payout = (extra: Partial<RequestPayoutBody> = {}, who: Parameters<typeof as>[0] = 'affiliate') => requestPayout(body(extra), as(who));
const setUser = (patch: Parameters<ReturnType<typeof store>['update']>[2]) => store().update('users', ME, patch as never);

function addPayment(Status: PaymentStatus, Category: PaymentCategory = 'person', UserID: number = ME): PaymentRecord {
  const now = store().clock.now().toISOString();
  return store().create('payments', {
    UserID,
    Amount: 300,
    Status,
    Category,
    CreatedAt: now,
    UpdatedAt: now,
    InvoiceFileID: null,
    PixKeyType: 'email',
    PixKey: 'x@example.com',
    Reason: null,
    PagfastResponses: [],
    Affiliate: {
      AffiliateData: {
        NGRCommissionRatio: 0.3,
        QftdFtdRatio: 70,
        DepositFirstDepositRatio: 2,
        HighCommission: false,
        LowQFTDConversion: false,
        LowInitialDeposits: false,
      },
    },
  });
}
const pdf = (name = 'nota.pdf') => new File(['%PDF-1.4 nota fiscal'], name, { type: 'application/pdf' });

describe('requestPayout: success', () => {
  it('pays the whole balance truncated to cents, empties it, notifies and logs', async () => {
    setUser({ Balance: 1843.579 });
    const notes = store().ownedBy('notifications', ME).length;
    const payment = await payout();
    expect(payment).toMatchObject({
      Amount: 1843.57,
      Status: 'Pending',
      Category: 'person',
      PixKeyType: 'cpf',
      PixKey: cpf(),
      InvoiceFileID: null,
    });
    expect(payment.Affiliate).toMatchObject({ ID: ME, Username: 'affiliate' });
    expect(store().db.users.get(ME)!.Balance).toBeCloseTo(0.009, 6);
    expect(store().ownedBy('notifications', ME)).toHaveLength(notes + 1);
    expect(store().ownedBy('activityLogs', ME).at(-1)).toMatchObject({ Action: 'payout_request' });
    expect(await getPayment(payment.ID, as('affiliate'))).toEqual(payment);
    expect((await getPayments({ status: 'Pending' }, as('affiliate'))).items.map((p) => p.ID)).toEqual([payment.ID]);
    // The new payment is pending: a second request is refused with 2004.
    setUser({ Balance: 500 });
    expect((await refusal(payout())).code).toBe(2004);
  });

  it('pays the sub-affiliate balance for the _sb categories', async () => {
    setUser({ SubBalance: 300.456 });
    const payment = await payout({ category: 'person_sb' });
    expect(payment).toMatchObject({ Amount: 300.45, Category: 'person_sb' });
    expect(store().db.users.get(ME)).toMatchObject({ Balance: 1843.57 });
  });
});

describe('requestPayout: boundaries', () => {
  it.each([
    [249.99, 2009],
    [249.999, 2009],
    [250, null],
  ])('balance %d → %s', async (Balance, code) => {
    setUser({ Balance });
    if (code) {
      const e = await refusal(payout());
      expect([e.status, e.reason, e.code]).toEqual([400, 'payout_refused', code]);
    } else expect((await payout()).Amount).toBe(250);
  });

  // Times are Brazil's (UTC−3); the seed's day is 2026-11-05.
  it.each([
    ['2026-11-10T23:59', null],
    ['2026-11-11T00:00', 2007],
    ['2026-11-15T23:59', 2007],
    ['2026-11-16T00:00', null],
    ['2026-11-25T23:59', null],
    ['2026-11-26T00:00', 2007],
    ['2026-12-01T00:00', null],
  ])('at %s (UTC−3) → %s', async (local, code) => {
    store().clock.set(brazil(local));
    if (code) expect((await refusal(payout())).code).toBe(code);
    else expect((await payout()).Status).toBe('Pending');
  });

  it.each([
    [{ QFTD: 9, FTD: 0 }, 2008],
    [{ QFTD: 10, FTD: 0 }, null],
    [{ QFTD: 0, FTD: 14 }, 2008],
    [{ QFTD: 0, FTD: 15 }, null],
    [{ QFTD: 9, FTD: 14 }, 2008],
  ])('qualification %j → %s', async (figures, code) => {
    setReportFigures(ME, figures);
    if (code) expect((await refusal(payout())).code).toBe(code);
    else expect((await payout()).Status).toBe('Pending');
  });

  it('counts qualification only since the last Completed payment', async () => {
    setReportFigures(ME, { QFTD: 10 });
    const last = addPayment('Completed');
    // Completed tomorrow (Brazil): today's QFTD no longer count.
    store().update('payments', last.ID, { CreatedAt: brazil('2026-11-06T00:00').toISOString() });
    store().clock.set(brazil('2026-11-06T10:00'));
    expect((await refusal(payout())).code).toBe(2008);
  });
});

describe('requestPayout: each refusal code', () => {
  const media = () => store().ownedBy('media', ME)[0]!.ID;
  it.each<[string, () => void, Partial<RequestPayoutBody>, number]>([
    ['2001 no first name', () => setUser({ FirstName: ' ' }), {}, 2001],
    ['2001 no last name', () => setUser({ LastName: '' }), {}, 2001],
    ['2002 no CPF, person', () => setUser({ TaxPayerId: null }), { pixKeyType: 'email', pixKey: 'a@example.com' }, 2002],
    ['2002 no CPF, cpf key for a business', () => setUser({ TaxPayerId: null }), { category: 'business', pixKey: '52998224725' }, 2002],
    ['2004 pending payment', () => addPayment('Waiting_NF'), {}, 2004],
    ['2004 analysing payment', () => addPayment('Analyzing'), {}, 2004],
    ['2010 payment in process', () => addPayment('Registered'), {}, 2010],
    ['2010 payment created', () => addPayment('Created'), {}, 2010],
    ['2011 no business', () => store().remove('businesses', store().ownedBy('businesses', ME)[0]!.ID), { category: 'business' }, 2011],
    [
      '2012 business pending',
      () => store().update('businesses', store().ownedBy('businesses', ME)[0]!.ID, { Approval: 'pending' }),
      { category: 'business' },
      2012,
    ],
    ['2005 invoice missing', () => setUser({ MustUseReceipt: true }), {}, 2005],
    ['2006 invoice of nobody', () => setUser({ MustUseReceipt: true }), { invoiceFileId: 'media-999999' }, 2006],
    ['2013 invoice not required', () => undefined, { invoiceFileId: 'OWN' }, 2013],
  ])('%s', async (_name, arrange, extra, code) => {
    arrange();
    const e = await refusal(payout(extra.invoiceFileId === 'OWN' ? { ...extra, invoiceFileId: media() } : extra));
    expect([e.status, e.reason, e.code]).toEqual([400, 'payout_refused', code]);
    expect(
      store()
        .ownedBy('payments', ME)
        .some((p) => p.Status === 'Pending' && p.CreatedAt === store().clock.now().toISOString()),
    ).toBe(false);
  });

  it('403 for a caller without the affiliate role (the analyst), before any payout rule', async () => {
    const e = await refusal(requestPayout({ pixKeyType: 'email', pixKey: 'analyst@example.com' }, as('analyst')));
    expect([e.status, e.reason, e.code]).toEqual([403, 'forbidden', undefined]);
  });

  it('2006 for another partner’s file', async () => {
    setUser({ MustUseReceipt: true });
    const theirs = [...store().db.media.values()].find((m) => m.OwnerID !== ME)!.ID;
    expect((await refusal(payout({ invoiceFileId: theirs }))).code).toBe(2006);
  });

  it('takes an uploaded invoice when one is required', async () => {
    setUser({ MustUseReceipt: true });
    const { fileId } = await uploadMedia({ file: pdf() }, as('affiliate'));
    expect(await payout({ invoiceFileId: fileId })).toMatchObject({ Status: 'Pending', InvoiceFileID: fileId });
  });

  it('answers 400 validation for a key that does not match its type', async () => {
    const e = await refusal(payout({ pixKeyType: 'phone', pixKey: 'not-a-phone' }));
    expect([e.status, e.reason, e.fieldErrors.pixKey]).toEqual([400, 'validation', expect.any(String)]);
  });
});

describe('eligibility', () => {
  it('is eligible inside the window and names the first failing check outside it', async () => {
    expect(await getPayoutEligibility(undefined, as('affiliate'))).toEqual({ eligible: true });
    store().clock.set(brazil('2026-11-12T12:00'));
    expect(await getPayoutEligibility(undefined, as('affiliate'))).toEqual({ eligible: false, code: 2007 });
  });

  it('lists every check but the invoice ones, with the window and figures', async () => {
    setReportFigures(ME, { QFTD: 3, FTD: 7 });
    store().clock.set(brazil('2026-11-12T12:00'));
    const full = await getPayoutEligibilityFull({ category: 'person' }, as('affiliate'));
    expect(full).toMatchObject({
      eligible: false,
      amount: 1843.57,
      qftd: 3,
      ftd: 7,
      window: { open: false, nextOpensAt: '2026-11-16T03:00:00.000Z' },
    });
    expect(full.checks.map((c) => c.code)).not.toEqual(expect.arrayContaining([2005]));
    expect(full.checks.filter((c) => !c.ok).map((c) => c.code)).toEqual([2007, 2008]);
  });

  it('answers the payment info from the user and the bank account', async () => {
    expect(await getPaymentInfo(as('affiliate'))).toEqual({
      mustUseReceipt: false,
      paymentType: 'person',
      paymentPixKey: cpf(),
      paymentPixKeyType: 'cpf',
    });
  });
});

describe('invoice', () => {
  it('moves Waiting_NF to NF_Sent with an own file', async () => {
    const payment = addPayment('Waiting_NF');
    const { fileId } = await uploadMedia({ file: pdf() }, as('affiliate'));
    const sent = await sendPaymentInvoice(payment.ID, { invoiceFileId: fileId }, as('affiliate'));
    expect(sent).toMatchObject({ ID: payment.ID, Status: 'NF_Sent', InvoiceFileID: fileId });
  });

  it('refuses 2006 for a file that is not the partner’s, 2013 when not waiting for one, 404 for others’ payments', async () => {
    const waiting = addPayment('Waiting_NF');
    const theirs = [...store().db.media.values()].find((m) => m.OwnerID !== ME)!.ID;
    expect((await refusal(sendPaymentInvoice(waiting.ID, { invoiceFileId: theirs }, as('affiliate')))).code).toBe(2006);
    const pending = addPayment('Pending');
    const own = store().ownedBy('media', ME)[0]!.ID;
    expect((await refusal(sendPaymentInvoice(pending.ID, { invoiceFileId: own }, as('affiliate')))).code).toBe(2013);
    const other = addPayment('Waiting_NF', 'person', DEMO_IDS.newbie);
    expect((await refusal(sendPaymentInvoice(other.ID, { invoiceFileId: own }, as('affiliate')))).status).toBe(404);
    expect((await refusal(getPayment(other.ID, as('affiliate')))).status).toBe(404);
    expect((await refusal(getPayment(99_999_999, as('affiliate')))).status).toBe(404);
  });
});

describe('payments list', () => {
  it('pages and sorts the partner’s own payments', async () => {
    const page = await getPayments({ page: 1, pageSize: 5, sort: 'Amount', order: 'asc' }, as('affiliate'));
    expect(page).toMatchObject({ page: 1, pageSize: 5, total: store().ownedBy('payments', ME).length });
    const amounts = page.items.map((p) => p.Amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(page.items.every((p) => p.Affiliate.ID === ME)).toBe(true);
  });
});

// The payout-case demo accounts (issue 14.5): each one meets, through the wallet, a payout refusal
// no other demo account can, and together with `affiliate` they hold every payment status.
// Seeded last, after every bulk table, so the bulk data (and every seeded partner's ID) is the
// same as without them; their IDs (10,001 and up) and their records' IDs follow everything else.
// Each is a Brazilian partner inside a payout window with a balance over the minimum; what sets
// it apart (the checks in rules/payout.ts, in the order they run):
//   pending      2004 — payments Pending, Analyzing, NF_Sent and one Waiting_NF (its invoice is
//                sent from the wallet: Details → Send invoice; the file is already uploaded, not
//                yet sent); a demo-balance request in progress (edit, cancel; a new one is 409)
//   processing   2010 — payments Created and Registered (at the provider)
//   unqualified  2008 — a payout completed 3 days ago and almost no traffic since
//   nocompany    no CPF and no company: Person → 2002, Company → 2011 (to the bank-account step)
//   newcompany   a company still under review: Company → 2012 (Person goes through)
//   receipts     must send an invoice with each payout: 2005 without one, 2006 with an id that is
//                not one of its uploads (only through the API: the form never sends one)
// Their campaigns' traffic is set in reports.ts (busy, or quiet for `unqualified`).
import { DEMO_IDS, type PayoutCaseAccount } from './demo-accounts';
import { addActivity, addDemoRequest, addNotification } from './seed-activity';
import { addBankAccount, addBusiness } from './seed-business';
import { DAY, type SeedContext } from './seed-context';
import { addCampaign, addDemoUser } from './seed-partners';
import { buildPayments, type PaymentDraft } from './seed-payments';
import type { UserRecord } from './types';

interface Case {
  name: readonly [string, string];
  fields: Partial<UserRecord>;
  campaigns: readonly string[];
  business?: 'approved' | 'pending';
  /** The PIX key saved in the bank account. */
  key: 'email' | 'cpf' | 'cnpj';
  /** [status, category, days ago, amount] */
  payments: readonly (readonly [PaymentDraft['Status'], PaymentDraft['Category'], number, number])[];
}

const CASES: Record<PayoutCaseAccount, Case> = {
  pending: {
    name: ['Helena', 'Duarte'],
    fields: { Balance: 1520.4 },
    campaigns: ['Stories-Helena', 'Grupo-VIP'],
    business: 'approved',
    key: 'email',
    payments: [
      ['Completed', 'person', 75, 1180],
      ['NF_Sent', 'business', 12, 2310.5],
      ['Analyzing', 'person', 8, 940],
      ['Waiting_NF', 'business', 5, 1875.25],
      ['Pending', 'person', 3, 620.8],
    ],
  },
  processing: {
    name: ['Rodrigo', 'Nunes'],
    fields: { Balance: 890.15 },
    campaigns: ['Canal-Rodrigo', 'Palpites-Diarios'],
    key: 'cpf',
    payments: [
      ['Completed', 'person', 44, 1325],
      ['Registered', 'person', 2, 760.3],
      ['Created', 'person', 1, 410],
    ],
  },
  unqualified: {
    name: ['Camila', 'Rocha'],
    fields: { Balance: 642.9 },
    campaigns: ['Blog-Camila'],
    key: 'cpf',
    payments: [
      ['Completed', 'person', 70, 980.6],
      ['Completed', 'person', 3, 1210],
    ],
  },
  nocompany: {
    name: ['Tiago', 'Moreira'],
    fields: { Balance: 1045.7, TaxPayerId: null },
    campaigns: ['Tiago-Apostas', 'Live-Sexta'],
    key: 'email',
    payments: [['Completed', 'admin', 90, 300]],
  },
  newcompany: {
    name: ['Larissa', 'Teles'],
    fields: { Balance: 1390.05 },
    campaigns: ['Larissa-Tips', 'Reels-Semanais'],
    business: 'pending',
    key: 'email',
    payments: [['Completed', 'person', 52, 870]],
  },
  receipts: {
    name: ['Fernanda', 'Castro'],
    fields: { Balance: 2260.6, MustUseReceipt: true, PaymentType: 'business' },
    campaigns: ['Castro-Midia', 'Parcerias-Castro'],
    business: 'approved',
    key: 'cnpj',
    payments: [
      ['Completed', 'business', 40, 2890.4],
      ['Completed', 'business', 101, 1930],
    ],
  },
};

export function seedPayoutCases(ctx: SeedContext, manager: string): void {
  const days = ctx.daysAgo;
  const drafts: PaymentDraft[] = [];
  (Object.entries(CASES) as [PayoutCaseAccount, Case][]).forEach(([account, c], index) => {
    const user = addDemoUser(ctx, account, c.name, {
      TaxPayerId: ctx.cpf(),
      AffiliateManager: manager,
      PendingCommission: ctx.money(50, 400),
      CreatedAt: days(420 + index * 37),
      LastLoginAt: days(1 + index),
      ...c.fields,
    });
    c.campaigns.forEach((name, i) => addCampaign(ctx, user.ID, name, days(400 - i * 120), 'Campanha principal do canal'));
    const business = c.business ? addBusiness(ctx, user, c.business, index) : null;
    const key = c.key === 'cnpj' ? (business?.CNPJ as string) : c.key === 'cpf' ? (user.TaxPayerId as string) : user.Email;
    addBankAccount(ctx, user, c.key, key, '260');
    for (const [Status, Category, daysAgo, Amount] of c.payments) {
      drafts.push({ UserID: user.ID, Status, Category, CreatedMs: ctx.nowMs - daysAgo * DAY, Amount });
    }
    addNotification(ctx, user.ID, account === 'pending' ? 1 : 0, false, days(2));
    addActivity(ctx, user.ID, 0, days(1 + index));
  });
  buildPayments(ctx, drafts);
  // After the payments, which number them: the invoice `pending` uploaded for its Waiting_NF
  // payment but has not sent yet, and its demo-balance request in progress.
  const waiting = [...ctx.db.payments.values()].find((p) => p.UserID === DEMO_IDS.pending && p.Status === 'Waiting_NF');
  if (waiting) ctx.addMedia(DEMO_IDS.pending, `nota-fiscal-${waiting.ID}.pdf`, 'application/pdf', days(1));
  addDemoRequest(ctx, DEMO_IDS.pending, 'pending', 180, ctx.nowMs - 0.5 * DAY);
}

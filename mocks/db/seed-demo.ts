// The six demo accounts (fixed IDs, password demo1234) and everything that makes each one show
// its case: the affiliate can request a payout inside a window, the newbie cannot, the admin
// holds every permission, the analyst three underscore-spelled reads, one account waits for
// review and one is banned.
import { lastSundayStart } from '../rules/brazil-time';
import { PERMISSIONS } from '../rules/permissions';
import { DEMO_IDS } from './demo-accounts';
import { addActivity, addDemoRequest, addNotification, addPostback, addSetting } from './seed-activity';
import { addBankAccount, addBusiness } from './seed-business';
import { DAY, type SeedContext } from './seed-context';
import { addCampaign, addDemoUser } from './seed-partners';
import type { PaymentDraft } from './seed-payments';
import type { UserRecord } from './types';

const AFFILIATE_CAMPAIGNS = ['Instagram-Stories', 'YouTube-Review', 'Telegram-VIP', 'Blog-Palpites', 'TikTok-Cassino', 'Copa-2026'];
/** Sub-affiliates of the demo affiliate, four levels deep: child → parent. */
const AFFILIATE_TREE: readonly (readonly [number, number])[] = [
  [7, 1],
  [8, 1],
  [9, 1],
  [10, 1],
  [11, 1],
  [12, 1],
  [13, 7],
  [14, 7],
  [15, 8],
  [16, 8],
  [17, 9],
  [18, 9],
  [19, 13],
  [20, 13],
  [21, 14],
  [22, 19],
];
export const DEMO_TREE_LAST_ID = 22;

export function seedDemoUsers(ctx: SeedContext, manager: string): void {
  const days = ctx.daysAgo;
  const user = (account: keyof typeof DEMO_IDS, FirstName: string, LastName: string, fields: Partial<UserRecord>) =>
    addDemoUser(ctx, account, [FirstName, LastName], fields);
  user('affiliate', 'Mariana', 'Albuquerque', {
    TaxPayerId: ctx.cpf(),
    Balance: 1843.57,
    SubBalance: 312.4,
    PendingCommission: 428.15,
    AffiliateManager: manager,
    CreatedAt: days(720),
    LastLoginAt: days(1),
    ProfileUpdatedAt: days(40),
  });
  user('newbie', 'Lucas', 'Ferreira', {
    TermsAccepted: false,
    Balance: 87.4,
    PendingCommission: 35.2,
    EmailVerified: false,
    CreatedAt: days(6),
  });
  user('admin', 'Renata', 'Lima', { Permissions: [...PERMISSIONS], TaxPayerId: ctx.cpf(), CreatedAt: days(1000), LastLoginAt: days(0.2) });
  user('analyst', 'Paulo', 'Ribeiro', {
    Permissions: ['admin_payments_read', 'admin_business_read', 'admin_affiliates_read'],
    CreatedAt: days(500),
  });
  user('review', 'Beatriz', 'Campos', { Status: 'under_review', TaxPayerId: ctx.cpf(), TermsAccepted: false, CreatedAt: days(2) });
  user('banned', 'Rafael', 'Teixeira', {
    Status: 'banned',
    TaxPayerId: ctx.cpf(),
    BanReason: 'Tráfego fraudulento detectado em várias campanhas',
    BannedAt: days(10),
    UnbanDate: ctx.iso(ctx.nowMs + 20 * DAY),
    CreatedAt: days(400),
  });
}

/** Call after the bulk partners exist: the affiliate's tree borrows partners 7–22. */
export function seedDemoData(ctx: SeedContext): PaymentDraft[] {
  const at = (daysAgo: number) => ctx.nowMs - daysAgo * DAY;
  const affiliate = ctx.db.users.get(DEMO_IDS.affiliate) as UserRecord;
  AFFILIATE_CAMPAIGNS.forEach((name, i) =>
    addCampaign(ctx, DEMO_IDS.affiliate, name, ctx.iso(at(700 - i * 90)), 'Campanha principal do canal'),
  );
  addCampaign(ctx, DEMO_IDS.newbie, 'Meu-Primeiro-Link', ctx.iso(at(5)));
  for (const [child, parent] of AFFILIATE_TREE) {
    const sub = ctx.db.users.get(child);
    if (!sub) continue;
    const wasBrazilian = sub.Country === 'BR';
    Object.assign(sub, {
      ParentID: parent,
      Status: 'active',
      Country: 'BR',
      Currency: 'BRL',
      BanReason: null,
      BannedAt: null,
      UnbanDate: null,
    });
    if (!wasBrazilian) sub.TaxPayerId = ctx.cpf();
  }
  addBusiness(ctx, affiliate, 'approved', 0);
  addBankAccount(ctx, affiliate, 'cpf', affiliate.TaxPayerId as string, '260');

  // Four approved requests, one of them this week, and one declined; none pending, so a new one is allowed.
  const week = lastSundayStart(ctx.now).getTime();
  addDemoRequest(ctx, DEMO_IDS.affiliate, 'approved', 120, week - 20 * DAY);
  addDemoRequest(ctx, DEMO_IDS.affiliate, 'approved', 200, week - 13 * DAY);
  addDemoRequest(ctx, DEMO_IDS.affiliate, 'declined', 300, week - 9 * DAY);
  addDemoRequest(ctx, DEMO_IDS.affiliate, 'approved', 150, week + (ctx.nowMs - week) / 2);

  for (let i = 0; i < 6; i++) addNotification(ctx, DEMO_IDS.affiliate, i, i >= 3, ctx.iso(at(i * 4 + 1)));
  addNotification(ctx, DEMO_IDS.newbie, 5, false, ctx.iso(at(1)));
  addSetting(ctx, DEMO_IDS.affiliate, 'campaignLimit', 10);
  addSetting(ctx, DEMO_IDS.affiliate, 'demoDailyRequestLimit', 3);
  addSetting(ctx, DEMO_IDS.affiliate, 'demoWeeklyMaximumAmount', 500);
  addPostback(ctx, affiliate, 12);
  for (let i = 0; i < 7; i++) addActivity(ctx, DEMO_IDS.affiliate, i, ctx.iso(at(i * 3 + 0.5)));
  addActivity(ctx, DEMO_IDS.affiliate, 0, ctx.iso(at(2)), DEMO_IDS.admin); // the admin logged in as her

  // Payments in many states but none pending or in process; the last Completed one is 35 days
  // old, so the busy campaigns have qualified her again whatever day `now` is.
  const mine = (
    Status: PaymentDraft['Status'],
    Category: PaymentDraft['Category'],
    daysAgo: number,
    Amount: number,
    extra: Partial<PaymentDraft> = {},
  ): PaymentDraft => ({ UserID: DEMO_IDS.affiliate, Status, Category, CreatedMs: at(daysAgo), Amount, ...extra });
  return [
    mine('Completed', 'person', 35, 1250),
    mine('Completed', 'person_sb', 50, 312.4),
    mine('Completed', 'person', 66, 980.4),
    mine('Completed', 'person', 97, 1530),
    mine('Completed', 'business', 128, 760.15),
    mine('Completed', 'person', 190, 2045.9),
    mine('Error', 'person', 20, 640.3, { Cause: 'INVALID_PIX_KEY' }),
    mine('Error', 'person', 140, 455, { Cause: 'INSUFFICIENT_FUNDS' }),
    mine('Cancelled', 'person', 80, 300),
    mine('Rejected', 'business', 110, 520.75),
    mine('Reversed', 'person', 150, 890),
    mine('Completed', 'admin', 60, 150),
    mine('Completed', 'admin_debit', 100, 45.5),
    { UserID: DEMO_IDS.banned, Status: 'Completed', Category: 'person', CreatedMs: at(200), Amount: 410 },
    { UserID: DEMO_IDS.banned, Status: 'Rejected', Category: 'person', CreatedMs: at(12), Amount: 2750 },
  ];
}

// Account security's seed (issue 17), run last so every other record keeps its ID:
//   secure (10,007) — a Brazilian partner ready for a payout, with two-factor sign-in on. Its
//   authenticator secret and recovery codes are fixed (README, "Demo accounts"): a test computes
//   the current code from SECURE_TOTP_SECRET. Two other sessions (phone, laptop), its security
//   events (sign-ins, the enrolment, an administrator's "Log in as" with the reason given).
//   The audit log's history: a few of `admin`'s actions on demo accounts.
//   The two-factor rule: required for nobody.
import { hashRecoveryCode } from '../rules/account-security';
import { DEMO_IDS } from './demo-accounts';
import { addActivity, addNotification } from './seed-activity';
import { addBankAccount, addBusiness } from './seed-business';
import { DAY, type SeedContext } from './seed-context';
import { addCampaign, addDemoUser } from './seed-partners';
import { buildPayments } from './seed-payments';
import { POLICY_ID } from './security';
import { USER_AGENTS } from './seed-texts';

/** Base32 (RFC 4648): what the authenticator app holds for `secure`. */
export const SECURE_TOTP_SECRET = 'PARTNERPORTALDEMOSECRETKEY234567';
/** The recovery codes of `secure` (each works once; a reset brings them back). */
export const SECURE_RECOVERY_CODES = [
  'recov-ery01',
  'recov-ery02',
  'recov-ery03',
  'recov-ery04',
  'recov-ery05',
  'recov-ery06',
  'recov-ery07',
  'recov-ery08',
  'recov-ery09',
  'recov-ery10',
] as const;
export const SECURE_LOGIN_AS_REASON = 'Checking the wallet screen reported in ticket 4821';

const WINDOWS_CHROME = USER_AGENTS[0] as string;
const IPHONE_SAFARI = USER_AGENTS[1] as string;
const MAC_SAFARI = USER_AGENTS[3] as string;

export function seedSecurity(ctx: SeedContext, manager: string): void {
  const days = ctx.daysAgo;
  const user = addDemoUser(ctx, 'secure', ['Beatriz', 'Falcão'], {
    TaxPayerId: ctx.cpf(),
    AffiliateManager: manager,
    Balance: 1684.3,
    PendingCommission: ctx.money(50, 400),
    CreatedAt: days(380),
    LastLoginAt: days(1),
  });
  ['Beatriz-Odds', 'Canal-Seguro'].forEach((name, i) =>
    addCampaign(ctx, user.ID, name, days(360 - i * 100), 'Campanha principal do canal'),
  );
  addBusiness(ctx, user, 'approved', 3);
  addBankAccount(ctx, user, 'email', user.Email, '260');
  buildPayments(ctx, [{ UserID: user.ID, Status: 'Completed', Category: 'person', CreatedMs: ctx.nowMs - 62 * DAY, Amount: 1422.5 }]);
  addNotification(ctx, user.ID, 0, false, days(2));
  addActivity(ctx, user.ID, 0, days(1));

  const enabledAt = days(40);
  const twoFactorId = ctx.nextId('twoFactor');
  ctx.db.twoFactor.set(twoFactorId, {
    ID: twoFactorId,
    UserID: user.ID,
    Secret: SECURE_TOTP_SECRET,
    PendingSecret: null,
    EnabledAt: enabledAt,
    RecoveryCodes: SECURE_RECOVERY_CODES.map((code) => ({ Hash: hashRecoveryCode(code), UsedAt: null })),
    LastStep: -1,
    FailedStepUps: 0,
    StepUpLockedUntil: null,
  });

  // Two other devices still signed in (their tokens are not known to anyone: they only show).
  const session = (ip: string, agent: string, createdDays: number, seenDays: number) => {
    const ID = ctx.nextId('sessions');
    ctx.db.sessions.set(ID, {
      ID,
      UserID: user.ID,
      TokenKey: `seeded-${ID}`,
      ActorID: null,
      CreatedAt: days(createdDays),
      LastSeenAt: days(seenDays),
      ExpiresAt: ctx.iso(ctx.nowMs + 20 * 60 * 60_000),
      Ip: ip,
      UserAgent: agent,
      RevokedAt: null,
      StepUpUntil: null,
      EnrolmentOnly: false,
    });
  };
  session('189.40.77.15', IPHONE_SAFARI, 0.9, 0.2);
  session('177.92.10.4', MAC_SAFARI, 0.8, 0.5);

  const event = (Type: string, at: string, Ip: string, UserAgent: string, ActorID: number | null = null, Reason: string | null = null) => {
    const ID = ctx.nextId('securityEvents');
    ctx.db.securityEvents.set(ID, { ID, UserID: user.ID, Type, CreatedAt: at, Ip, UserAgent, ActorID, Reason });
  };
  event('sign_in', days(41), '177.92.10.4', WINDOWS_CHROME);
  event('two_factor_enabled', enabledAt, '177.92.10.4', WINDOWS_CHROME);
  event('sign_in_failed', days(12), '45.160.3.90', WINDOWS_CHROME);
  event('admin_login_as', days(3), '10.0.0.12', WINDOWS_CHROME, DEMO_IDS.admin, SECURE_LOGIN_AS_REASON);
  event('sign_in', days(0.9), '189.40.77.15', IPHONE_SAFARI);
  event('sign_in', days(0.8), '177.92.10.4', MAC_SAFARI);

  // What `admin` did lately, so the audit log has a history to filter.
  const audit = (
    at: string,
    Action: string,
    TargetType: string,
    TargetID: string | null,
    TargetLabel: string | null,
    Reason: string | null,
    Changes: { Field: string; Before: string | null; After: string | null }[],
  ) => {
    const ID = ctx.nextId('auditLog');
    ctx.db.auditLog.set(ID, {
      ID,
      ActorID: DEMO_IDS.admin,
      CreatedAt: at,
      Ip: '10.0.0.12',
      UserAgent: WINDOWS_CHROME,
      Action,
      TargetType,
      TargetID,
      TargetLabel,
      Reason,
      Changes,
    });
  };
  const banned = ctx.db.users.get(DEMO_IDS.banned);
  audit(
    days(20),
    'partner.ban',
    'partner',
    String(DEMO_IDS.banned),
    banned?.Username ?? 'banned',
    banned?.BanReason ?? 'Fraudulent traffic from paid ads',
    [{ Field: 'Status', Before: 'active', After: 'banned' }],
  );
  audit(days(9), 'security_policy.update', 'security_policy', null, null, null, [
    { Field: 'RequireForAdmins', Before: 'true', After: 'false' },
  ]);
  audit(days(3), 'partner.login_as', 'partner', String(user.ID), user.Username, SECURE_LOGIN_AS_REASON, []);
  audit(days(2), 'export.csv', 'export', 'payments', null, null, [{ Field: 'rows', Before: null, After: '2500' }]);

  ctx.db.securityPolicy.set(POLICY_ID, {
    ID: POLICY_ID,
    RequireForAdmins: false,
    RequireForPartners: false,
    UpdatedAt: days(9),
    UpdatedBy: DEMO_IDS.admin,
  });
}

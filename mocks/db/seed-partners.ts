// Partners 7 and up, with their campaigns: the bulk of the seed, so each record is a handful of
// faker calls and nothing more (10,000 of them must seed in well under a second).
import { DEMO_IDS, DEMO_PASSWORD, FIRST_PARTNER_ID, demoLogin } from './demo-accounts';
import { newUserDefaults } from './new-user';
import { DAY, slug, type SeedContext } from './seed-context';
import { BAN_REASONS, CAMPAIGN_DESCRIPTIONS, CAMPAIGN_SUFFIXES, CAMPAIGN_WORDS } from './seed-texts';
import type { AccountStatus, Country, Currency } from './enums';
import type { UserRecord } from './types';

const CURRENCY: Record<Country, Currency> = { BR: 'BRL', AR: 'ARS', CL: 'CLP', CR: 'CRC', MX: 'MXN', PE: 'PEN' };
const COUNTRY_WEIGHTS: readonly (readonly [Country, number])[] = [
  ['BR', 70],
  ['MX', 8],
  ['AR', 6],
  ['CL', 6],
  ['PE', 5],
  ['CR', 5],
];
const STATUS_WEIGHTS: readonly (readonly [AccountStatus, number])[] = [
  ['active', 85],
  ['under_review', 6],
  ['not_approved', 4],
  ['banned', 5],
];
const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'];

/** A complete user with quiet defaults (every seeded account signs in with demo1234); callers override the rest. */
export function baseUser(
  ctx: SeedContext,
  fields: Pick<UserRecord, 'ID' | 'FirstName' | 'LastName' | 'Username' | 'Email'> & Partial<UserRecord>,
): UserRecord {
  return {
    ...newUserDefaults(),
    Password: DEMO_PASSWORD,
    TermsAccepted: true,
    TaxPayerId: null,
    Status: 'active',
    EmailVerified: true,
    CreatedAt: ctx.ago(300, 900),
    ...fields,
  };
}

/** A demo account (its fixed ID and login, demo1234) with the given fields, stored. */
export function addDemoUser(
  ctx: SeedContext,
  account: keyof typeof DEMO_IDS,
  [FirstName, LastName]: readonly [string, string],
  fields: Partial<UserRecord>,
): UserRecord {
  const user = baseUser(ctx, { ID: DEMO_IDS[account], FirstName, LastName, ...demoLogin(account), Password: DEMO_PASSWORD, ...fields });
  ctx.db.users.set(user.ID, user);
  return user;
}

/** A tax ID in the partner country's usual shape; a valid CPF for Brazil. */
function taxPayerId(ctx: SeedContext, country: Country): string {
  switch (country) {
    case 'BR':
      return ctx.cpf();
    case 'CL':
      return `${ctx.digits(8)}-${ctx.digits(1)}`;
    case 'MX':
      return ctx.code(4).replace(/\d/g, 'X') + ctx.digits(6) + ctx.code(3);
    case 'PE':
      return ctx.digits(8);
    case 'CR':
      return ctx.digits(9);
    default:
      return ctx.digits(11);
  }
}

export function seedPartners(ctx: SeedContext, total: number, managers: readonly string[]): void {
  const { faker, db } = ctx;
  for (let ID = FIRST_PARTNER_ID; ID <= total; ID++) {
    const FirstName = faker.person.firstName();
    const LastName = faker.person.lastName();
    const first = slug(FirstName) || 'parceiro';
    const Country = ctx.weighted(COUNTRY_WEIGHTS);
    const Status = ctx.weighted(STATUS_WEIGHTS);
    const banned = Status === 'banned';
    const unban = banned ? ctx.rnd() : 1;
    const CreatedAt = ctx.ago(20, 900);
    db.users.set(
      ID,
      baseUser(ctx, {
        ID,
        FirstName,
        LastName,
        Country,
        Status,
        CreatedAt,
        Username: `${first.slice(0, 10)}${ID}`,
        Email: `${first}.${slug(LastName)}${ID}@${ctx.pick(EMAIL_DOMAINS)}`,
        Currency: CURRENCY[Country],
        TaxPayerId: ctx.rnd() < 0.9 ? taxPayerId(ctx, Country) : null,
        TermsAccepted: ctx.rnd() < 0.9,
        EmailVerified: ctx.rnd() < 0.85,
        AffiliateManager: ctx.rnd() < 0.7 ? ctx.pick(managers) : null,
        // Most balances are small and a few are large, as in a real programme.
        Balance: Status === 'active' ? Math.floor(ctx.rnd() ** 3 * 2_000_000) / 100 : 0,
        SubBalance: ctx.rnd() < 0.2 ? ctx.money(0, 900) : 0,
        PendingCommission: ctx.money(0, 2500),
        LastLoginAt: Status === 'active' ? ctx.ago(0, 30) : null,
        BannedAt: banned ? ctx.ago(1, 60) : null,
        BanReason: banned ? ctx.pick(BAN_REASONS) : null,
        // Some bans already ran out (lifted at the next sign-in), some still run, some never end.
        UnbanDate:
          unban < 0.3 ? ctx.iso(ctx.nowMs - ctx.int(1, 10) * DAY) : unban < 0.7 ? ctx.iso(ctx.nowMs + ctx.int(5, 60) * DAY + DAY) : null,
        // A few partners sit in the middle of a sign-in lock, for the admin's unlock action.
        ...(ID % 97 === 0 ? { FailedSignIns: 0, LockedUntil: new Date(ctx.nowMs + 10 * 60_000).toISOString() } : {}),
      }),
    );
  }
}

/** Sub-affiliates: a share of partners were referred by an earlier one. */
export function linkParents(ctx: SeedContext, from: number, total: number): void {
  for (let id = from + 1; id <= total; id++) {
    const user = ctx.db.users.get(id);
    if (user && ctx.rnd() < 0.15) user.ParentID = ctx.int(from, id - 1);
  }
}

export function addCampaign(ctx: SeedContext, UserID: number, Name: string, CreatedAt: string, Description = ''): void {
  const ID = ctx.nextId('campaigns');
  const Code = ctx.code(8);
  ctx.db.campaigns.set(ID, {
    ID,
    UserID,
    Name,
    Description,
    CreatedAt,
    Code,
    TrackingLink: `https://apostas.example.com/registro?btag=${Code}`,
  });
}

export function seedCampaigns(ctx: SeedContext, fromId: number): void {
  for (const user of ctx.db.users.values()) {
    if (user.ID < fromId || user.Status === 'under_review') continue;
    const count = ctx.int(0, 4);
    for (let i = 0; i < count; i++) {
      const name = `${ctx.pick(CAMPAIGN_WORDS)}-${ctx.pick(CAMPAIGN_SUFFIXES)}-${i + 1}`;
      const joined = Date.parse(user.CreatedAt);
      addCampaign(ctx, user.ID, name, ctx.iso(joined + ctx.rnd() * (ctx.nowMs - joined)), ctx.pick(CAMPAIGN_DESCRIPTIONS));
    }
  }
}

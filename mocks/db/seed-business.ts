// Businesses (with their documents and AI analysis) and bank accounts, for the demo affiliate
// and a share of Brazilian partners; every approval state is present.
import { BANKS } from './banks';
import type { SeedContext } from './seed-context';
import { aiAnalysis, CITIES, COMPANY_KINDS, DISTRICTS } from './seed-texts';
import { BUSINESS_APPROVALS, type BusinessApproval, type PixKeyType } from './enums';
import type { BusinessRecord, UserRecord } from './types';

const AREA_CODES = ['11', '21', '31', '41', '51', '61', '71', '81', '85', '92'];
const ADVERTISING_CNAES = ['7319-0/02', '7311-4/00', '7319-0/03', '7319-0/99', '6319-4/00'];

export function addBusiness(
  ctx: SeedContext,
  user: UserRecord,
  Approval: BusinessApproval,
  variant: number,
  alphanumeric = false,
): BusinessRecord {
  const { faker } = ctx;
  const ID = ctx.nextId('businesses');
  const [City, State] = ctx.pick(CITIES);
  const Street = faker.location.street();
  const Number = faker.location.buildingNumber();
  const Complement = ctx.rnd() < 0.5 ? faker.location.secondaryAddress() : '';
  const District = ctx.pick(DISTRICTS);
  const PostalCode = faker.location.zipCode();
  const Name = `${user.LastName} ${ctx.pick(COMPANY_KINDS)} Ltda`;
  const CNAEs = [ctx.pick(ADVERTISING_CNAES), ...(ctx.rnd() < 0.6 ? [ctx.pick(ctx.cnaeCodes)] : [])];
  const CreatedAt = ctx.ago(15, 400);
  const business: BusinessRecord = {
    ID,
    AffiliateID: user.ID,
    CNPJ: ctx.cnpj(alphanumeric),
    Name,
    NameAlias: `${ctx.pick(['Agência', 'Studio', 'Grupo'])} ${user.LastName}`,
    FullAddress: `${Street}, ${Number}${Complement ? ` - ${Complement}` : ''} - ${District}, ${City} - ${State}, ${PostalCode}`,
    PostalCode,
    Street,
    Number,
    Complement,
    District,
    City,
    State,
    CNAEs,
    CNPJCardMediaID: ctx.addMedia(user.ID, 'cartao-cnpj.pdf', 'application/pdf', CreatedAt),
    SocialContractMediaID: ctx.addMedia(user.ID, 'contrato-social.pdf', 'application/pdf', CreatedAt),
    // Some pending businesses have not been through the AI reviewer yet.
    AIAnalysis: Approval === 'pending' && variant % 3 === 2 ? null : aiAnalysis(Approval, Name, CNAEs[0] as string, variant),
    Approval,
    ApprovalReason: Approval === 'rejected' ? 'Documentos divergentes; envie o contrato social atualizado.' : null,
    CreatedAt,
    UpdatedAt: Approval === 'pending' ? CreatedAt : ctx.ago(1, 14),
  };
  ctx.db.businesses.set(ID, business);
  return business;
}

export function addBankAccount(ctx: SeedContext, user: UserRecord, PixKeyType: PixKeyType, PixKey: string, BankCode?: string): void {
  const ID = ctx.nextId('bankAccounts');
  const CreatedAt = ctx.ago(5, 300);
  ctx.db.bankAccounts.set(ID, {
    ID,
    UserID: user.ID,
    BankCode: BankCode ?? ctx.pick(BANKS).Code,
    AccountAgency: ctx.digits(4),
    AccountNumber: `${ctx.digits(ctx.int(5, 8))}-${ctx.digits(1)}`,
    PixKeyType,
    PixKey,
    CreatedAt,
    UpdatedAt: CreatedAt,
  });
}

export function seedBusinessesAndAccounts(ctx: SeedContext, fromId: number): void {
  let variant = 0;
  for (const user of ctx.db.users.values()) {
    if (user.ID < fromId || user.Country !== 'BR' || user.Status !== 'active') continue;
    if (ctx.rnd() < 0.12) {
      // The first three walk through every approval state; later ones mostly end approved.
      const approval =
        BUSINESS_APPROVALS[variant] ??
        ctx.weighted([
          ['approved', 60],
          ['pending', 25],
          ['rejected', 15],
        ] as const);
      const business = addBusiness(ctx, user, approval, variant, variant % 10 === 4);
      variant += 1;
      if (approval === 'approved' && ctx.rnd() < 0.5) {
        user.PaymentType = 'business';
        user.MustUseReceipt = ctx.rnd() < 0.6;
        addBankAccount(ctx, user, 'cnpj', business.CNPJ);
        continue;
      }
    }
    if (ctx.rnd() < 0.6) {
      const type = user.TaxPayerId && ctx.rnd() < 0.5 ? 'cpf' : ctx.pick(['email', 'phone', 'random'] as const);
      const key =
        type === 'cpf'
          ? (user.TaxPayerId as string)
          : type === 'email'
            ? user.Email
            : type === 'phone'
              ? `+55${ctx.pick(AREA_CODES)}9${ctx.digits(8)}`
              : ctx.uuid();
      addBankAccount(ctx, user, type, key);
    }
  }
}

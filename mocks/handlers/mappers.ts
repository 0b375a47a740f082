// Store records → the contract's shapes. Each mapper is typed with the generated model, so the
// compiler proves an answer has every required field and nothing else; nullable and optional
// fields are handled here once (the contract's `additionalProperties: false` forbids extras,
// and an optional non-nullable field must be left out rather than sent as null).
// Shared by the user and the admin handlers.
import type { BankAccount } from '@/api/generated/model/bankAccount';
import type { Business } from '@/api/generated/model/business';
import type { Cnae } from '@/api/generated/model/cnae';
import type { DemoBalanceRequest } from '@/api/generated/model/demoBalanceRequest';
import type { PagfastResponse } from '@/api/generated/model/pagfastResponse';
import type { Payment } from '@/api/generated/model/payment';
import type { Permission } from '@/api/generated/model/permission';
import type { User } from '@/api/generated/model/user';
import type { Store } from '../db/store';
import { truncate2 } from '../rules/payout';
import type {
  BankAccountRecord,
  BusinessRecord,
  DemoBalanceRequestRecord,
  PagfastResponse as PagfastRecord,
  PaymentRecord,
  UserRecord,
} from '../db/types';

const orNull = (s: string | null | undefined): string | null => (s ? s : null);

/**
 * With `now`, a `ProfileUpdateAvailableAt` that has passed reads as null ("allowed now").
 * Money is truncated to cents (the contract's multipleOf 0.01). `TaxPayerId` is a CPF
 * (11 digits) in the contract; partners of other countries carry other tax IDs in the seed,
 * which the contract cannot express, so they read as null.
 */
export function toUser(u: UserRecord, now?: Date): User {
  const availableAt =
    u.ProfileUpdateAvailableAt && (!now || Date.parse(u.ProfileUpdateAvailableAt) > now.getTime()) ? u.ProfileUpdateAvailableAt : null;
  return {
    ID: u.ID,
    FirstName: u.FirstName,
    LastName: u.LastName,
    Email: u.Email,
    Username: u.Username,
    // uniqueItems in the contract; the store may hold both spellings of one name, kept as is.
    Permissions: [...new Set(u.Permissions)] as Permission[],
    TermsAccepted: u.TermsAccepted,
    AffiliateManager: orNull(u.AffiliateManager),
    Balance: truncate2(u.Balance),
    SubBalance: truncate2(u.SubBalance),
    PendingCommission: truncate2(u.PendingCommission),
    TaxPayerId: u.TaxPayerId && /^\d{11}$/.test(u.TaxPayerId) ? u.TaxPayerId : null,
    Country: u.Country,
    Currency: u.Currency,
    Status: u.Status,
    EmailVerified: u.EmailVerified,
    CreatedAt: u.CreatedAt,
    ProfileUpdatedAt: u.ProfileUpdatedAt,
    ProfileUpdateAvailableAt: availableAt,
  };
}

/** The provider's fields are all optional and non-nullable in the contract: nulls are left out. */
export function toPagfastResponse(r: PagfastRecord): PagfastResponse {
  const out: PagfastResponse = {};
  if (r.state) out.state = r.state;
  if (r.transactionState) out.transactionState = r.transactionState;
  if (r.date) out.date = r.date;
  if (r.transactionDate) out.transactionDate = r.transactionDate;
  if (r.transactionReceipt) out.transactionReceipt = r.transactionReceipt;
  if (r.stateErrorCause) out.stateErrorCause = r.stateErrorCause;
  return out;
}

/** `store` gives the paid partner (Affiliate.ID, Username, Email). */
export function toPayment(p: PaymentRecord, store: Store): Payment {
  const owner = store.db.users.get(p.UserID);
  const body: Payment = {
    ID: p.ID,
    Amount: truncate2(p.Amount),
    Status: p.Status,
    Category: p.Category,
    Reason: p.Reason,
    CreatedAt: p.CreatedAt,
    UpdatedAt: p.UpdatedAt,
    InvoiceFileID: p.InvoiceFileID,
    PagfastResponses: p.PagfastResponses.map(toPagfastResponse),
    Affiliate: {
      ID: p.UserID,
      Username: owner?.Username ?? `partner${p.UserID}`,
      Email: owner?.Email ?? `partner${p.UserID}@example.com`,
      AffiliateData: { ...p.Affiliate.AffiliateData },
    },
  };
  if (p.PixKeyType) body.PixKeyType = p.PixKeyType;
  if (p.PixKey) body.PixKey = p.PixKey;
  if (p.Nfse) body.Nfse = { ...p.Nfse };
  return body;
}

export function toBankAccount(a: BankAccountRecord, store: Store): BankAccount {
  const bank = store.db.banks.find((b) => b.Code === a.BankCode);
  return {
    BankCode: a.BankCode,
    Bank: bank
      ? { Code: bank.Code, ShortName: bank.ShortName, Name: bank.Name }
      : { Code: a.BankCode, ShortName: a.BankCode, Name: a.BankCode },
    AccountAgency: a.AccountAgency,
    AccountNumber: a.AccountNumber,
    PixKeyType: a.PixKeyType,
    PixKey: a.PixKey,
  };
}

export function toCnae(code: string, store: Store): Cnae {
  return { Code: code, Description: store.db.cnaes.find((c) => c.Code === code)?.Description ?? code };
}

/** With the owner's figures and, when one is saved, the owner's bank account. */
export function toBusiness(b: BusinessRecord, store: Store): Business {
  const owner = store.db.users.get(b.AffiliateID);
  const account = store.ownedBy('bankAccounts', b.AffiliateID)[0];
  const body: Business = {
    ID: b.ID,
    AffiliateID: b.AffiliateID,
    CNPJ: b.CNPJ,
    Name: b.Name,
    NameAlias: orNull(b.NameAlias),
    PostalCode: b.PostalCode,
    FullAddress: b.FullAddress,
    AddressNumber: b.Number,
    Complement: orNull(b.Complement),
    CNAEs: b.CNAEs.map((code) => toCnae(code, store)),
    CreatedAt: b.CreatedAt,
    UpdatedAt: b.UpdatedAt,
    CNPJCardMediaID: b.CNPJCardMediaID,
    SocialContractMediaID: b.SocialContractMediaID,
    AIAnalysis: b.AIAnalysis,
    ApprovalStatus: b.Approval,
    RejectionReason: b.Approval === 'rejected' ? b.ApprovalReason : null,
    Affiliate: {
      Email: owner?.Email ?? `partner${b.AffiliateID}@example.com`,
      Username: owner?.Username ?? `partner${b.AffiliateID}`,
      Balance: truncate2(owner?.Balance ?? 0),
      PendingCommission: truncate2(owner?.PendingCommission ?? 0),
    },
  };
  if (account) body.BankAccount = toBankAccount(account, store);
  return body;
}

/** Who a partner's request belongs to, as the admin lists show it (`partner<ID>` once the user is gone). */
export function requestOwner(userId: number, store: Store): { AffiliateID: number; Username: string } {
  return { AffiliateID: userId, Username: store.db.users.get(userId)?.Username ?? `partner${userId}` };
}

export function toDemoRequest(r: DemoBalanceRequestRecord, store: Store): DemoBalanceRequest {
  return {
    ID: r.ID,
    ...requestOwner(r.UserID, store),
    Amount: r.Amount,
    Reason: r.Reason,
    ProductIdentifier: r.ProductIdentifier,
    Status: r.Status,
    CreatedAt: r.CreatedAt,
    UpdatedAt: r.UpdatedAt,
    DecidedAt: r.ResolvedAt,
    DecisionReason: r.ResolutionReason,
  };
}

// Record types of the mock's in-memory store. Field names follow the spec's PascalCase entity
// names; dates are ISO 8601 UTC strings (so they sort as text); money is a number with cents.
// Suffixed `Record` so handlers can tell them from the generated API types of the same name.
import type {
  AccountStatus,
  BusinessApproval,
  Country,
  Currency,
  DemoBalanceStatus,
  PaymentCategory,
  PaymentStatus,
  PixKeyType,
} from './enums';

/** Every account: affiliates and administrators alike (the admin "partner" view reads the same record). */
export interface UserRecord {
  ID: number;
  FirstName: string;
  LastName: string;
  Email: string;
  Username: string;
  /** Plain text: this is a mock. */
  Password: string;
  Permissions: string[];
  TermsAccepted: boolean;
  /** Name of the partner's account manager, when one is assigned. */
  AffiliateManager: string | null;
  Balance: number;
  SubBalance: number;
  PendingCommission: number;
  TaxPayerId: string | null;
  Country: Country;
  Currency: Currency;
  Status: AccountStatus;
  EmailVerified: boolean;
  CreatedAt: string;
  ProfileUpdatedAt: string | null;
  ProfileUpdateAvailableAt: string | null;
  LastLoginAt: string | null;
  BannedAt: string | null;
  BanReason: string | null;
  UnbanDate: string | null;
  /** The referring partner; sub-affiliates form a tree through it. */
  ParentID: number | null;
  /** Payment info (`GET /me/payments/info`): default payout category and whether an invoice is needed. */
  PaymentType: 'person' | 'business';
  MustUseReceipt: boolean;
  /** Consecutive failed sign-ins, and the lock they caused. */
  FailedSignIns: number;
  LockedUntil: string | null;
}
export type PartnerRecord = UserRecord;

export interface CampaignRecord {
  ID: number;
  UserID: number;
  Name: string;
  Description: string;
  CreatedAt: string;
  TrackingLink: string;
  Code: string;
}

/** One campaign's day; not stored but generated on demand (see reports.ts). */
export interface ReportRow {
  /** Brazilian calendar day, YYYY-MM-DD. */
  Date: string;
  CampaignID: number;
  Commission: number;
  FTD: number;
  QFTD: number;
  Registrations: number;
}

/** The payment provider's answers; it names its fields in two ways, kept as received. */
export interface PagfastResponse {
  state?: string;
  transactionState?: string;
  date?: string;
  transactionDate?: string;
  transactionReceipt: string | null;
  stateErrorCause: string | null;
}

export interface AffiliateData {
  NGRCommissionRatio: number;
  /** Percent. */
  QftdFtdRatio: number;
  DepositFirstDepositRatio: number;
  HighCommission: boolean;
  LowQFTDConversion: boolean;
  LowInitialDeposits: boolean;
}

export interface PaymentRecord {
  ID: number;
  UserID: number;
  Amount: number;
  Status: PaymentStatus;
  Category: PaymentCategory;
  CreatedAt: string;
  UpdatedAt: string;
  InvoiceFileID: string | null;
  PixKeyType: PixKeyType | null;
  PixKey: string | null;
  /** Admin-created payments carry the admin's reason. */
  Reason: string | null;
  PagfastResponses: PagfastResponse[];
  Affiliate: { AffiliateData: AffiliateData };
  /** The NFS-e data sent with the invoice (issue 19.1); absent when none was sent. */
  Nfse?: NfseRecord;
}

/** An NFS-e as the partner sent it, the CNPJ stored without punctuation, uppercase. */
export interface NfseRecord {
  Number: string;
  VerificationCode: string;
  IssueDate: string;
  IssuerCnpj: string;
  ServiceCode: string;
  Amount: number;
  SentAt: string;
}

/** A data-subject request under the LGPD (issue 19.4): due 15 days after CreatedAt. */
export interface PrivacyRequestRecord {
  ID: number;
  UserID: number;
  Type: 'correction' | 'deletion';
  Field: 'name' | 'email' | 'taxPayerId' | 'bankAccount' | 'business' | 'other' | null;
  Details: string | null;
  Status: 'open' | 'in_progress' | 'completed' | 'refused';
  CreatedAt: string;
  Reply: string | null;
  RepliedAt: string | null;
  /** The administrator who answered last. */
  RepliedBy: number | null;
  ClosedAt: string | null;
}

export interface BusinessRecord {
  ID: number;
  AffiliateID: number;
  CNPJ: string;
  Name: string;
  NameAlias: string;
  FullAddress: string;
  PostalCode: string;
  Street: string;
  Number: string;
  Complement: string;
  District: string;
  City: string;
  State: string;
  CNAEs: string[];
  CNPJCardMediaID: string | null;
  SocialContractMediaID: string | null;
  AIAnalysis: string | null;
  Approval: BusinessApproval;
  /** The admin's reason for a rejection. */
  ApprovalReason: string | null;
  CreatedAt: string;
  UpdatedAt: string;
}

export interface BankAccountRecord {
  ID: number;
  UserID: number;
  BankCode: string;
  AccountAgency: string;
  AccountNumber: string;
  PixKeyType: PixKeyType;
  PixKey: string;
  CreatedAt: string;
  UpdatedAt: string;
}

export interface DemoBalanceRequestRecord {
  ID: number;
  UserID: number;
  Amount: number;
  Reason: string;
  ProductIdentifier: string;
  Status: DemoBalanceStatus;
  CreatedAt: string;
  UpdatedAt: string;
  ResolvedAt: string | null;
  /** Set by the admin who approved or declined. */
  ResolutionReason: string | null;
  /** When the partner cancelled it: gone from every list, but it keeps its day's slot (rules/demo-balance.ts). */
  CancelledAt: string | null;
}

export interface NotificationRecord {
  ID: number;
  UserID: number;
  Title: string;
  Message: string;
  Type: 'payment' | 'demo-balance' | 'business' | 'campaign' | 'system';
  Read: boolean;
  CreatedAt: string;
}

/** A numeric per-partner configuration value (spec: number, minimum 0). */
export interface SettingRecord {
  ID: number;
  UserID: number;
  Key: string;
  Value: number;
  UpdatedAt: string;
}

export interface PostbackSettingsRecord {
  ID: number;
  UserID: number;
  Endpoint: string;
  Method: 'GET' | 'POST';
  Events: string[];
  /** Extra query/body parameters; keys are unique. */
  Params: { key: string; value: string }[];
  Enabled: boolean;
  UpdatedAt: string;
}

export interface PostbackLogRecord {
  ID: number;
  UserID: number;
  Event: string;
  Url: string;
  StatusCode: number;
  Success: boolean;
  DurationMs: number;
  CreatedAt: string;
}

export interface ActivityLogRecord {
  ID: number;
  UserID: number;
  Action: string;
  Description: string;
  Ip: string;
  UserAgent: string;
  /** An admin acting on the partner's behalf (impersonation, ban…); null when the partner acted. */
  ActorID: number | null;
  CreatedAt: string;
}

export interface MediaRecord {
  ID: string;
  OwnerID: number;
  Name: string;
  Type: string;
  Size: number;
  /** Absent for seeded files: the handler serves a placeholder of `Type`. */
  Bytes?: Uint8Array;
  CreatedAt: string;
}

export interface BankRecord {
  /** COMPE code, 3 digits. */
  Code: string;
  ShortName: string;
  Name: string;
}

export interface CnaeRecord {
  /** Masked subclass code, NNNN-N/NN. */
  Code: string;
  Description: string;
}

/** The store's tables. Maps keep insertion (ID) order and give O(1) lookups. */
export interface Db {
  users: Map<number, UserRecord>;
  campaigns: Map<number, CampaignRecord>;
  payments: Map<number, PaymentRecord>;
  businesses: Map<number, BusinessRecord>;
  bankAccounts: Map<number, BankAccountRecord>;
  demoRequests: Map<number, DemoBalanceRequestRecord>;
  notifications: Map<number, NotificationRecord>;
  settings: Map<number, SettingRecord>;
  postbackSettings: Map<number, PostbackSettingsRecord>;
  postbackLogs: Map<number, PostbackLogRecord>;
  activityLogs: Map<number, ActivityLogRecord>;
  media: Map<string, MediaRecord>;
  privacyRequests: Map<number, PrivacyRequestRecord>;
  banks: readonly BankRecord[];
  cnaes: readonly CnaeRecord[];
}
export type TableName = Exclude<keyof Db, 'banks' | 'cnaes'>;

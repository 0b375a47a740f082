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
import type { InterfaceLanguage } from '@/api/generated/model/interfaceLanguage';

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
  /** The interface language the user chose (PUT /api/me/language); absent until they choose one. */
  Language?: InterfaceLanguage;
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
  // An attempt of a delivery (issue 20); absent on rows from before deliveries had attempts.
  DeliveryID?: number;
  Attempt?: number;
  RequestBody?: string;
  /** The answer's first 1024 characters, as received. */
  ResponseBody?: string | null;
  Error?: 'timeout' | 'connection' | 'blocked_target' | null;
  Signature?: string | null;
  Test?: boolean;
  Method?: 'GET' | 'POST';
}

/** The partner's postback signing secret and, during a grace period, the previous one. */
export interface PostbackSecretRecord {
  ID: number;
  UserID: number;
  /** Plain text: the server signs with it (this is a mock, and a real backend keeps it encrypted). */
  Secret: string;
  CreatedAt: string;
  PreviousSecret: string | null;
  PreviousExpiresAt: string | null;
}

/** One postback sent for an event (or a test send, or a replay) and its retry schedule. */
export interface PostbackDeliveryRecord {
  ID: number;
  UserID: number;
  Event: 'registration' | 'ftd' | 'qftd' | 'deposit' | 'test';
  Test: boolean;
  Method: 'GET' | 'POST';
  Url: string;
  RequestBody: string;
  Status: 'delivered' | 'retrying' | 'failed';
  Attempts: number;
  MaxAttempts: number;
  NextAttemptAt: string | null;
  LastStatusCode: number | null;
  LastDurationMs: number | null;
  LastResponseBody: string | null;
  LastError: 'timeout' | 'connection' | 'blocked_target' | null;
  ReplayOf: number | null;
  CreatedAt: string;
  UpdatedAt: string;
}

export interface ApiKeyRecord {
  ID: number;
  UserID: number;
  Name: string;
  /** `pk_` and the next four characters, shown in lists. */
  Prefix: string;
  /** SHA-256 (hex) of the key: the key itself is never stored. */
  Hash: string;
  Scopes: ('reports:read' | 'payments:read')[];
  CreatedAt: string;
  LastUsedAt: string | null;
  ExpiresAt: string | null;
  RevokedAt: string | null;
  /** The rate limit's current window (ms) and the calls counted in it. */
  WindowStart: number;
  WindowCount: number;
}

export interface ReportScheduleRecord {
  ID: number;
  UserID: number;
  Report: 'statistics';
  Frequency: 'weekly' | 'monthly';
  Format: 'csv';
  Paused: boolean;
  PausedBy: 'partner' | 'admin' | null;
  PausedAt: string | null;
  PauseReason: string | null;
  /** Null while paused. */
  NextSendAt: string | null;
  LastSentAt: string | null;
  /** When sends were last recorded up to (a send due later than this is still to come). */
  CheckedAt: string;
  CreatedAt: string;
  UpdatedAt: string;
  /** Gone from the partner's list; its sends stay. */
  DeletedAt: string | null;
}

/** One report a schedule sent; the file is made again from the same report rows on download. */
export interface ReportSendRecord {
  ID: number;
  UserID: number;
  ScheduleID: number;
  Report: 'statistics';
  Frequency: 'weekly' | 'monthly';
  PeriodStart: string;
  PeriodEnd: string;
  SentAt: string;
  Email: string;
  FileName: string;
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

/** A user's authenticator app (issue 17): the enabled secret, one pending enrolment, the recovery
 * codes (hashed, as a server keeps them) and the step-up lock. One record per user who ever enrolled. */
export interface TwoFactorRecord {
  ID: number;
  UserID: number;
  /** Base32; null while two-factor sign-in is off. */
  Secret: string | null;
  /** Base32 of an enrolment started and not yet confirmed. */
  PendingSecret: string | null;
  EnabledAt: string | null;
  RecoveryCodes: { Hash: string; UsedAt: string | null }[];
  /** The last accepted time step: a code works once. */
  LastStep: number;
  /** Wrong step-up tries in a row, and the lock they caused. */
  FailedStepUps: number;
  StepUpLockedUntil: string | null;
}

/** A signed-in session: one per token (issue 17). Tokens minted outside this store (a test's
 * fixture) get theirs the first time they are seen. */
export interface SessionRecord {
  ID: number;
  UserID: number;
  /** A hash of the token (never the token). */
  TokenKey: string;
  /** The administrator of a "Log in as" session. */
  ActorID: number | null;
  CreatedAt: string;
  LastSeenAt: string;
  ExpiresAt: string;
  Ip: string;
  UserAgent: string;
  RevokedAt: string | null;
  /** Sensitive changes are allowed until then (a step-up). */
  StepUpUntil: string | null;
  /** Started while an administrator's rule required two-factor sign-in that the user lacked. */
  EnrolmentOnly: boolean;
}

/** What happened to an account's security (the partner's Security page, issue 17). */
export interface SecurityEventRecord {
  ID: number;
  UserID: number;
  Type: string;
  CreatedAt: string;
  Ip: string;
  UserAgent: string;
  /** The administrator who acted ("Log in as"). */
  ActorID: number | null;
  Reason: string | null;
}

/** One administrator action (the audit log, issue 17). */
export interface AuditRecord {
  ID: number;
  ActorID: number;
  CreatedAt: string;
  Ip: string;
  UserAgent: string;
  Action: string;
  TargetType: string;
  TargetID: string | null;
  TargetLabel: string | null;
  Reason: string | null;
  Changes: { Field: string; Before: string | null; After: string | null }[];
}

/** The programme's two-factor rule; one record, ID 1. */
export interface SecurityPolicyRecord {
  ID: number;
  RequireForAdmins: boolean;
  RequireForPartners: boolean;
  UpdatedAt: string | null;
  UpdatedBy: number | null;
}

// ---- creatives and the compliance gate (issue 18) ------------------------------------------

/** Who did something to a creative or a rule list, kept as it was then. */
export interface ActorRef {
  ID: number;
  Username: string;
}

export interface CreativeHistoryRecord {
  At: string;
  Action: 'created' | 'updated' | 'published' | 'override' | 'retired';
  By: ActorRef;
  Reason: string | null;
}

export interface CreativeRecord {
  ID: number;
  Name: string;
  Kind: 'banner' | 'text';
  Status: 'draft' | 'published' | 'retired';
  Text: string;
  LandingUrl: string;
  CampaignType: 'sports' | 'casino' | 'live-casino' | 'brand';
  Country: Country;
  Language: 'en-us' | 'pt-br' | 'es-419';
  /** creativeImages row of a banner. */
  ImageID: number | null;
  /** The administrator who created it (the store's owner field). */
  CreatedBy: number;
  CreatedAt: string;
  UpdatedAt: string;
  PublishedAt: string | null;
  RetiredAt: string | null;
  /** Published over a failing check; cleared when the creative is edited. */
  Override: { Reason: string; By: ActorRef; At: string; FailedRules: string[] } | null;
  History: CreativeHistoryRecord[];
}

/** An uploaded (or seeded) banner image; a seeded one has no bytes and is drawn when served. */
export interface CreativeImageRecord {
  ID: number;
  OwnerID: number;
  Type: 'image/png' | 'image/jpeg' | 'image/gif';
  Bytes: number;
  Width: number;
  Height: number;
  Data?: Uint8Array;
  CreatedAt: string;
}

/** One saved version of a compliance rule list; the newest of each list is the one in force. */
export interface ComplianceVersionRecord {
  ID: number;
  List: 'phrases' | 'domains';
  Version: number;
  ChangedBy: number;
  ChangedByUsername: string;
  ChangedAt: string;
  Note: string | null;
  Phrases: { Phrase: string; Language: 'en-us' | 'pt-br' | 'es-419'; Category: string }[];
  Domains: { Pattern: string; Note: string | null }[];
  Added: number;
  Removed: number;
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
  postbackSecrets: Map<number, PostbackSecretRecord>;
  postbackDeliveries: Map<number, PostbackDeliveryRecord>;
  apiKeys: Map<number, ApiKeyRecord>;
  reportSchedules: Map<number, ReportScheduleRecord>;
  reportSends: Map<number, ReportSendRecord>;
  activityLogs: Map<number, ActivityLogRecord>;
  media: Map<string, MediaRecord>;
  twoFactor: Map<number, TwoFactorRecord>;
  sessions: Map<number, SessionRecord>;
  securityEvents: Map<number, SecurityEventRecord>;
  auditLog: Map<number, AuditRecord>;
  securityPolicy: Map<number, SecurityPolicyRecord>;
  creatives: Map<number, CreativeRecord>;
  creativeImages: Map<number, CreativeImageRecord>;
  complianceVersions: Map<number, ComplianceVersionRecord>;
  privacyRequests: Map<number, PrivacyRequestRecord>;
  banks: readonly BankRecord[];
  cnaes: readonly CnaeRecord[];
}
export type TableName = Exclude<keyof Db, 'banks' | 'cnaes'>;

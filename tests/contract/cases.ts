// Per-operation overrides where the contract's examples are not enough for the stateful mock:
// who calls, which records (looked up in the seeded store or captured from earlier answers),
// and in which order. Anything not listed here is called with the contract's examples, the
// affiliate's token for /api/me and /api/media, the admin's for /api/management and /api/cron.
//
// Order: public calls 0 · reads 10 · uploads 15 · creates 20 · updates 30 · actions 40 ·
// deletes/cancels 50 · cron 60. State-changing calls work on records created for them, or on
// seeded records nothing later depends on.
import type { CallResult, QueryValue } from './http';
import type { Store } from '@mocks/db/store';
import { SECURE_RECOVERY_CODES, SECURE_TOTP_SECRET } from '@mocks/db/seed-security';
import { totpCode } from '@mocks/rules/account-security';
import { DEMO_API_KEYS } from '@mocks/db/seed-integrations';

export type Role = 'affiliate' | 'admin' | 'newbie' | 'analyst' | 'secure' | 'none';

export interface State {
  tokens: Partial<Record<Exclude<Role, 'none'>, string>>;
  /** Values captured from earlier answers (upload id, created records…). */
  vars: Record<string, string | number | undefined>;
  store: () => Store;
}

export interface Case {
  order?: number;
  role?: Role;
  /** Path parameters (merged over the examples). */
  path?: (s: State) => Record<string, string | number>;
  /** Query parameters (merged over the examples; `undefined` drops one). */
  query?: (s: State) => Record<string, QueryValue | undefined>;
  /** JSON body replacing the example. */
  body?: (s: State) => unknown;
  /** Multipart body replacing the example. */
  form?: (s: State) => FormData;
  /** Statuses accepted for the valid call (default: every documented 2xx). */
  expect?: number[];
  capture?: (r: CallResult, s: State) => void;
  note?: string;
}

// ---- look-ups in the seeded store (fall back to the contract's example id) -------------------
const AFFILIATE = 1;
const SECURE_ID = 10_007; // two-factor sign-in on (mocks/db/seed-security.ts)
const PARTNER = 7; // first seeded partner, a sub-affiliate of the demo affiliate (children 13, 14)

function firstId<T extends { ID: number | string }>(rows: Iterable<T>, test: (row: T) => boolean, fallback: number | string) {
  for (const row of rows) if (test(row)) return row.ID;
  return fallback;
}
const owned = (s: State, table: Parameters<Store['ownedBy']>[0], owner: number) =>
  s.store().ownedBy(table, owner) as readonly { ID: number | string }[];
const username = (s: State, id: number) => s.store().db.users.get(id)?.Username ?? 'lucas_almeida';
const captured = (s: State, key: string, fallback: number | string) => s.vars[key] ?? fallback;
type Tables = Omit<Store['db'], 'banks' | 'cnaes'>;
type RowOf<T extends keyof Tables> = Tables[T] extends Map<unknown, infer R> ? R : never;
/** The record captured under `key` when the store holds it, else the first record passing `test`. */
function capturedOr<T extends keyof Tables>(s: State, key: string, table: T, test: (row: RowOf<T>) => boolean, fallback: number | string) {
  const rows = s.store().db[table] as unknown as Map<number | string, RowOf<T> & { ID: number | string }>;
  const id = s.vars[key];
  if (id !== undefined && rows.has(id)) return id;
  return firstId(rows.values(), test, fallback);
}
const pendingBusiness = (s: State) =>
  firstId(s.store().db.businesses.values(), (b) => b.Approval === 'pending' && b.AffiliateID !== AFFILIATE, 1);
const rejectedBusiness = (s: State) =>
  firstId(s.store().db.businesses.values(), (b) => b.Approval === 'rejected' && b.AffiliateID !== AFFILIATE, 1);
const fieldOf = (r: CallResult, field: string): string | number | undefined => {
  const v = r.body && typeof r.body === 'object' ? (r.body as Record<string, unknown>)[field] : undefined;
  return typeof v === 'string' || typeof v === 'number' ? v : undefined;
};

/** Issue 19.1: the NFS-e of the payout the run requested (its amount, the affiliate's company, issued today). */
function nfseBody(s: State) {
  const payment = s.store().db.payments.get(Number(captured(s, 'payoutId', 0)));
  return {
    number: '2026000123',
    verificationCode: 'A1B2-C3D4',
    issueDate: s.store().clock.now().toISOString().slice(0, 10),
    issuerCnpj: s.store().ownedBy('businesses', AFFILIATE)[0]?.CNPJ ?? '11.222.333/0001-81',
    serviceCode: '17.06',
    amount: payment?.Amount ?? 1,
  };
}

/** The contract's business example with the affiliate's own uploaded documents. */
function businessBody(s: State) {
  const business = s.store().ownedBy('businesses', AFFILIATE)[0];
  return {
    cnpj: '11.222.333/0001-81',
    name: 'Souza Marketing Digital LTDA',
    nameAlias: 'Souza Digital',
    postalCode: '01310-100',
    fullAddress: 'Avenida Paulista, 1000, Bela Vista, São Paulo - SP',
    addressNumber: '1000',
    complement: 'Sala 12',
    cnaes: ['7319-0/02'],
    cnpjCardMediaId: business?.CNPJCardMediaID ?? 'media-2',
    socialContractMediaId: business?.SocialContractMediaID ?? 'media-3',
  };
}

/** A valid CPF (11 digits) from a 9-digit base. */
export function cpf(base: string): string {
  const digits = base.split('').map(Number);
  for (const len of [9, 10]) {
    const sum = digits.slice(0, len).reduce((acc, d, i) => acc + d * (len + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

/** A tiny but real PDF. */
export function smallPdf(): Blob {
  const text =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
  return new Blob([text], { type: 'application/pdf' });
}

const SIGN_UP_CPF = cpf('417283650');
const NEWBIE_CPF = cpf('385920174');

export const cases: Record<string, Case> = {
  // ---- public --------------------------------------------------------------------------------
  signIn: { order: 0, role: 'none' },
  signUp: {
    order: 0,
    role: 'none',
    body: () => ({
      username: 'qa_contract_run',
      firstName: 'Quality',
      lastName: 'Contract',
      email: 'qa.contract.run@example.com',
      password: 's3cret-pass',
      passwordConfirmation: 's3cret-pass',
      taxPayerId: SIGN_UP_CPF,
      am: '',
      bta: '',
    }),
  },

  // ---- profile (newbie: no taxpayer id, terms not accepted, e-mail not verified) ---------------
  setTaxPayerId: { order: 20, role: 'newbie', body: () => ({ taxPayerId: NEWBIE_CPF }) },
  acceptTerms: { order: 20, role: 'newbie' },
  sendEmailVerification: { order: 20, role: 'newbie' },
  verifyEmail: { order: 21, role: 'newbie', body: () => ({ code: '123456' }), note: 'the mock accepts only 123456' },
  updateProfile: { order: 30 },
  setLanguage: {
    order: 30,
    role: 'analyst',
    body: () => ({ language: 'es-419' }),
    note: 'the interface language kept with the account (issue 19.5)',
  },

  // ---- media ---------------------------------------------------------------------------------
  uploadMedia: {
    order: 15,
    form: () => {
      const form = new FormData();
      form.append('file', smallPdf(), 'nota-fiscal-contract.pdf');
      form.append('purpose', 'invoice');
      return form;
    },
    capture: (r, s) => (s.vars.mediaId = fieldOf(r, 'fileId')),
  },
  getMedia: {
    order: 16,
    path: (s) => ({ mediaId: captured(s, 'mediaId', 'media-1') }),
  },

  // ---- payments: payout → admin asks for the invoice → the affiliate sends it -----------------
  getPayment: { path: (s) => ({ paymentId: firstId(owned(s, 'payments', AFFILIATE), () => true, 1) }) },
  requestPayout: {
    order: 19,
    body: (s) => {
      const account = s.store().ownedBy('bankAccounts', AFFILIATE)[0];
      return { pixKeyType: account?.PixKeyType ?? 'email', pixKey: account?.PixKey ?? 'ana.souza@example.com', category: 'person' };
    },
    capture: (r, s) => (s.vars.payoutId = fieldOf(r, 'ID')),
  },
  adminPaymentAction: {
    order: 25,
    path: (s) => ({ paymentId: capturedOr(s, 'payoutId', 'payments', (p) => p.Status === 'Pending', 1), action: 'request-invoice' }),
    body: () => ({ reason: 'Invoice needed for the business payout' }),
  },
  sendPaymentInvoice: {
    order: 26,
    path: (s) => ({ paymentId: capturedOr(s, 'payoutId', 'payments', (p) => p.Status === 'Waiting_NF' && p.UserID === AFFILIATE, 1) }),
    body: (s) => ({ invoiceFileId: captured(s, 'mediaId', 'media-1'), nfse: nfseBody(s) }),
  },
  adminGetPayment: { path: (s) => ({ paymentId: firstId(owned(s, 'payments', AFFILIATE), () => true, 1) }) },
  adminCreatePayment: {
    order: 20,
    body: (s) => ({
      amount: 250,
      date: '2026-11-05',
      affiliateUsername: username(s, PARTNER),
      status: 'Pending',
      category: 'admin',
      reason: 'Commission adjustment for October',
    }),
    capture: (r, s) => (s.vars.adminPaymentId = fieldOf(r, 'ID')),
  },
  adminUpdatePayment: {
    order: 30,
    path: (s) => ({ paymentId: capturedOr(s, 'adminPaymentId', 'payments', (p) => p.Status === 'Pending', 1) }),
  },
  adminDeletePayment: {
    order: 50,
    path: (s) => ({ paymentId: capturedOr(s, 'adminPaymentId', 'payments', (p) => p.Status === 'Pending', 1) }),
  },

  // ---- campaigns -----------------------------------------------------------------------------
  getCampaign: { path: (s) => ({ campaignId: firstId(owned(s, 'campaigns', AFFILIATE), () => true, 1) }) },
  createCampaign: {
    order: 20,
    body: () => ({ name: 'qa-contract-run', description: 'Created by the contract run' }),
    capture: (r, s) => (s.vars.campaignId = fieldOf(r, 'ID')),
  },
  deleteCampaign: { order: 50, path: (s) => ({ campaignId: capturedOr(s, 'campaignId', 'campaigns', (c) => c.UserID === AFFILIATE, 1) }) },

  // ---- demo balance: create → edit → cancel (the affiliate has none pending) -----------------
  getDemoBalanceRequest: { path: (s) => ({ requestId: firstId(owned(s, 'demoRequests', AFFILIATE), () => true, 1) }) },
  createDemoBalanceRequest: { order: 20, capture: (r, s) => (s.vars.demoId = fieldOf(r, 'ID')) },
  updateDemoBalanceRequest: {
    order: 30,
    path: (s) => ({ requestId: capturedOr(s, 'demoId', 'demoRequests', (d) => d.UserID === AFFILIATE && d.Status === 'pending', 1) }),
    body: () => ({ amount: 120.5, reason: 'Live stream on Saturday night', productIdentifier: 'player-88231', termsAccepted: true }),
  },
  cancelDemoBalanceRequest: {
    order: 50,
    path: (s) => ({ requestId: capturedOr(s, 'demoId', 'demoRequests', (d) => d.UserID === AFFILIATE && d.Status === 'pending', 1) }),
  },
  adminDemoBalanceAction: {
    order: 40,
    path: (s) => ({
      requestId: firstId(s.store().db.demoRequests.values(), (d) => d.Status === 'pending' && d.UserID !== AFFILIATE, 1),
      action: 'approve',
    }),
  },
  adminListDemoBalance: { query: () => ({ partner: undefined }) },

  // ---- lists: drop the example filters that leave the seeded list empty (items unchecked) -----
  getDemoBalanceRequests: { query: () => ({ status: undefined, since: undefined, until: undefined }) },
  getPayments: { query: () => ({ status: undefined, category: undefined, since: undefined, until: undefined }) },
  getSubAffiliates: { query: () => ({ q: undefined }) },
  getPostbackLogs: { query: () => ({ success: undefined, since: undefined, until: undefined }) },
  adminGetLegacyData: { order: 21, note: 'after adminRequestLegacyData, so the list has a job' },

  // ---- notifications ---------------------------------------------------------------------------
  markNotificationsRead: {
    body: (s) => ({
      ids: owned(s, 'notifications', AFFILIATE)
        .slice(0, 2)
        .map((n) => n.ID),
    }),
  },

  // ---- admin: businesses (a pending one is reviewed, a rejected one deleted) ------------------
  adminListBusinesses: { query: () => ({ q: undefined }) },
  adminGetBusiness: { path: (s) => ({ businessId: pendingBusiness(s) }) },
  adminAnalyzeBusiness: { path: (s) => ({ businessId: pendingBusiness(s) }) },
  adminUpdateBusiness: { order: 30, path: (s) => ({ businessId: pendingBusiness(s) }) },
  adminBusinessAction: {
    order: 40,
    path: (s) => ({ businessId: pendingBusiness(s), action: 'approve' }),
    body: () => ({ reason: 'Documents checked' }),
  },
  adminDeleteBusiness: { order: 55, path: (s) => ({ businessId: rejectedBusiness(s) }) },

  // ---- admin: payments lists -----------------------------------------------------------------
  adminListPayments: { query: () => ({ partner: undefined, status: undefined, category: undefined, since: undefined, until: undefined }) },

  // ---- admin: partners (partner 7 is edited, logged into, banned then unbanned) ----------------
  adminListPartners: { query: () => ({ q: undefined }) },
  adminSearchPartner: { query: (s) => ({ q: username(s, PARTNER) }) },
  adminUpdatePartner: { order: 30 },
  adminUpdatePartnerPassword: { order: 30 },
  adminLoginAsPartner: { order: 35 },
  adminBanPartner: { order: 40 },
  adminUnbanPartner: { order: 41, path: () => ({ partnerId: PARTNER }) }, // the example unbans the seeded `banned`
  adminPartnerAction: { order: 42, path: () => ({ partnerId: 5, action: 'approve' }), note: 'approves the account under review' },

  // ---- admin: bank accounts (read the affiliate's; save then delete partner 7's) --------------
  adminGetPartnerBankAccount: { path: () => ({ partnerId: AFFILIATE }) },
  adminSavePartnerBankAccount: { order: 30 },
  adminDeletePartnerBankAccount: { order: 50 },

  // ---- admin: sub-affiliates (8 moves under 7; 13 leaves 7) -----------------------------------
  adminMoveSubAffiliate: { order: 30 },
  adminRemoveSubAffiliate: { order: 50, path: () => ({ partnerId: PARTNER, subAffiliateId: 13 }) },

  // ---- admin: settings (saved, then deleted) --------------------------------------------------
  adminSavePartnerSetting: { order: 30 },
  adminDeletePartnerSetting: { order: 50, path: () => ({ partnerId: PARTNER, key: 'campaignLimit' }) }, // the one saved above

  // ---- writes of the affiliate -----------------------------------------------------------------
  saveBusiness: { order: 30, body: (s) => businessBody(s) },
  validateBusiness: { body: (s) => businessBody(s) },
  updateSetting: { order: 30 },
  subscribeNotifications: { order: 20 },

  // ---- account security (issue 17): `newbie` enrols (20–21), proves it is itself with a
  // recovery code of its new set (22) and makes the sensitive changes (23–30); `secure` (two-factor
  // on) takes the second sign-in step with a recovery code, signs out its seeded devices and turns
  // two-factor sign-in off with a live code (the clock is frozen: each code works once).
  verifyTwoFactorSignIn: {
    order: 5,
    role: 'none',
    body: (s) => ({ challenge: s.store().issueChallenge(SECURE_ID, 300_000).token, recoveryCode: SECURE_RECOVERY_CODES[1] }),
  },
  startTwoFactorSetup: { order: 20, role: 'newbie', capture: (r, s) => (s.vars.newbieSecret = fieldOf(r, 'secret')) },
  confirmTwoFactor: {
    order: 21,
    role: 'newbie',
    body: (s) => ({ code: totpCode(String(s.vars.newbieSecret), s.store().clock.now().getTime()) }),
    capture: (r, s) => {
      const codes = r.body && typeof r.body === 'object' ? (r.body as { codes?: string[] }).codes : undefined;
      s.vars.newbieRecovery = codes?.[0];
    },
  },
  startStepUp: { order: 22, role: 'newbie', body: (s) => ({ code: captured(s, 'newbieRecovery', 'x') }) },
  regenerateRecoveryCodes: { order: 23, role: 'newbie' },
  saveBankAccount: { order: 30, role: 'newbie' },
  savePostback: { order: 30, role: 'newbie' },
  changeEmail: { order: 30, role: 'newbie' },
  revokeSession: { order: 49, role: 'secure', path: (s) => ({ sessionId: firstId(owned(s, 'sessions', SECURE_ID), () => true, 1) }) },
  revokeOtherSessions: { order: 50, role: 'secure' },
  disableTwoFactor: {
    order: 51,
    role: 'secure',
    body: (s) => ({ password: 'demo1234', code: totpCode(SECURE_TOTP_SECRET, s.store().clock.now().getTime()) }),
  },
  adminListAuditLog: {
    query: () => ({ actor: undefined, action: undefined, targetType: undefined, targetId: undefined, since: undefined, until: undefined }),
  },
  // ---- issue 20: integrations (the affiliate's seeded delivery 2 failed, schedule 1 is weekly,
  // key 2 reads payments; the examples name them) ------------------------------------------------
  getPostbackDeliveries: { query: () => ({ event: undefined, status: undefined, test: undefined, since: undefined, until: undefined }) },
  rotatePostbackSigningSecret: { order: 30 },
  replayPostbackDeliveries: { order: 40 },
  revokeApiKey: { order: 50 },
  updateReportSchedule: { order: 30 },
  deleteReportSchedule: { order: 55 },
  adminPauseReportSchedule: { order: 40 },
  adminResumeReportSchedule: { order: 41 },
  // ---- creatives and the compliance gate (issue 18) -----------------------------------------
  // A 320×50 banner is uploaded, a text creative created and edited; the seeded draft 8 (it
  // passes) is published; each rule list gets one entry more, after every call that reads them.
  // The banner is a GIF header whose every byte is below 0x80: Prism's proxy forwards multipart
  // parts as text, which breaks a PNG's or JPEG's binary bytes (the mock reads the header only).
  adminUploadCreativeImage: {
    order: 15,
    form: () => {
      const form = new FormData();
      const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x40, 0x01, 0x32, 0x00, 0x00, 0x00, 0x00, 0x3b]); // GIF89a 320×50
      form.append('file', new Blob([gif], { type: 'image/gif' }), 'banner.gif');
      return form;
    },
    capture: (r, s) => (s.vars.creativeImageId = fieldOf(r, 'ID')),
  },
  adminCreateCreative: { order: 20, capture: (r, s) => (s.vars.creativeId = fieldOf(r, 'ID')) },
  adminUpdateCreative: { order: 30, path: (s) => ({ creativeId: captured(s, 'creativeId', 9) }) },
  adminSaveCompliancePhrases: {
    order: 45,
    body: (s) => {
      const lists = [...s.store().db.complianceVersions.values()].filter((v) => v.List === 'phrases');
      const current = lists.reduce((a, b) => (b.Version > a.Version ? b : a));
      const items = current.Phrases.map((p) => ({ phrase: p.Phrase, language: p.Language, category: p.Category }));
      return {
        note: 'Adds "renda garantida"',
        items: [...items, { phrase: 'renda garantida', language: 'pt-br', category: 'income_or_investment' }],
      };
    },
  },
  adminSaveComplianceDomains: { order: 45 },
  // ---- issue 19: PIX recipient, statements, LGPD ------------------------------------------------
  lookupPixRecipient: {
    body: (s) => ({ pixKeyType: 'cpf', pixKey: s.store().db.users.get(AFFILIATE)?.TaxPayerId ?? '52998224725', category: 'person' }),
  },
  adminGetPrivacyRequest: {
    path: (s) => ({ privacyRequestId: firstId(s.store().db.privacyRequests.values(), (r) => r.Status === 'open', 3) }),
  },
  adminReplyPrivacyRequest: {
    order: 40,
    path: (s) => ({ privacyRequestId: firstId(s.store().db.privacyRequests.values(), (r) => r.Status === 'open', 3) }),
  },
};

/** The default order of an operation without one in its case. */
export function defaultOrder(method: string, path: string): number {
  if (path.startsWith('/api/cron/')) return 60;
  if (method === 'GET') return 10;
  if (method === 'DELETE') return 50;
  return 20;
}

export function defaultRole(path: string, isPublic: boolean): Role {
  if (path.startsWith('/api/management/') || path.startsWith('/api/cron/')) return 'admin';
  if (path.startsWith('/api/me/') || path.startsWith('/api/media')) return 'affiliate';
  return isPublic ? 'none' : 'affiliate';
}

/**
 * Documented refusals checked on top of the one valid call per operation: the status is the
 * documented non-2xx and the error body must match the contract (0 violations). They run on the
 * fresh seed before the valid calls and change nothing.
 */
export interface RefusalCase {
  name: string;
  operationId: string;
  expect: number;
  role?: Role;
  path?: (s: State) => Record<string, string | number>;
  query?: (s: State) => Record<string, QueryValue | undefined>;
  body?: (s: State) => unknown;
  /** A raw bearer token instead of the role's. */
  token?: string;
  /** Extra request headers (an API key). */
  headers?: Record<string, string>;
  /** Fields the answer's body must carry (e.g. the payout `code`). */
  fields?: Record<string, unknown>;
}

export const refusals: RefusalCase[] = [
  {
    name: 'wrong password',
    operationId: 'signIn',
    role: 'none',
    expect: 401,
    body: () => ({ login: 'affiliate', password: 'wrong-pass' }),
    fields: { reason: 'invalid_credentials' },
  },
  {
    name: 'banned account',
    operationId: 'signIn',
    role: 'none',
    expect: 403,
    body: () => ({ login: 'banned', password: 'demo1234' }),
    fields: { reason: 'banned' },
  },
  {
    name: 'account under review',
    operationId: 'signIn',
    role: 'none',
    expect: 403,
    body: () => ({ login: 'review', password: 'demo1234' }),
    fields: { reason: 'under_review' },
  },
  {
    name: 'unknown token',
    operationId: 'getProfile',
    expect: 403,
    token: 'not-a-real-token',
    fields: { message: 'Invalid token', reason: 'invalid_token' },
  },
  {
    name: 'payout without taxpayer id',
    operationId: 'requestPayout',
    role: 'newbie',
    expect: 400,
    body: () => ({ pixKeyType: 'email', pixKey: 'newbie@example.com' }),
    fields: { reason: 'payout_refused', code: 2002 },
  },
  // An account without the affiliate permission may not do an affiliate's work (issue 15.11).
  {
    name: "an analyst's affiliate read",
    operationId: 'getPayoutEligibility',
    role: 'analyst',
    expect: 403,
    fields: { message: 'Missing permission affiliate', reason: 'forbidden' },
  },
  {
    name: "an analyst's affiliate write",
    operationId: 'createCampaign',
    role: 'analyst',
    expect: 403,
    fields: { message: 'Missing permission affiliate', reason: 'forbidden' },
  },
  { name: 'unknown payment', operationId: 'getPayment', expect: 404, path: () => ({ paymentId: 999999 }) },
  // Issue 17: a sensitive change without a step-up; a wrong second-step code.
  { name: 'bank change without a step-up', operationId: 'saveBankAccount', expect: 403, fields: { reason: 'step_up_required' } },
  // Issue 19: the PIX recipient rule, a month without a statement, a closed LGPD request.
  {
    name: "a CPF key that is not the partner's own",
    operationId: 'lookupPixRecipient',
    expect: 400,
    body: () => ({ pixKeyType: 'cpf', pixKey: '52998224725', category: 'person' }),
    fields: { reason: 'validation' },
  },
  { name: 'a month before any movement', operationId: 'getStatement', expect: 404, path: () => ({ month: '2019-01' }) },
  {
    name: 'a reply to a closed LGPD request',
    operationId: 'adminReplyPrivacyRequest',
    expect: 409,
    path: (s) => ({ privacyRequestId: firstId(s.store().db.privacyRequests.values(), (r) => r.Status === 'completed', 1) }),
    fields: { reason: 'action_not_allowed' },
  },
  { name: 'an unknown LGPD request', operationId: 'adminGetPrivacyRequest', expect: 404, path: () => ({ privacyRequestId: 999999 }) },
  { name: 'unknown partner', operationId: 'adminGetPartner', expect: 404, path: () => ({ partnerId: 999999 }) },
  // The compliance gate (issue 18): a failing draft is not published, nor by an analyst; drafts are not in the library.
  {
    name: 'a creative that fails the check is not published',
    operationId: 'adminCreativeAction',
    expect: 409,
    path: () => ({ creativeId: 9, action: 'publish' }),
    fields: { reason: 'action_not_allowed' },
  },
  { name: "an analyst's publication", operationId: 'adminCreativeAction', role: 'analyst', expect: 403, fields: { reason: 'forbidden' } },
  { name: 'a draft is not in the library', operationId: 'getCreative', expect: 404, path: () => ({ creativeId: 9 }) },
  { name: "a draft's image is not public", operationId: 'getCreativeImage', role: 'none', expect: 404, path: () => ({ creativeId: 8 }) },
  {
    name: "a creative for another partner's campaign",
    operationId: 'getCreativeCopy',
    expect: 404,
    query: (s) => ({ campaignId: firstId(s.store().db.campaigns.values(), (c) => c.UserID !== AFFILIATE, 1) }),
  },
  {
    name: 'wrong second-step code',
    operationId: 'verifyTwoFactorSignIn',
    role: 'none',
    expect: 401,
    body: (s) => ({ challenge: s.store().issueChallenge(SECURE_ID, 300_000).token, recoveryCode: 'wrong-code1' }),
    fields: { reason: 'invalid_code' },
  },
  // API keys (issue 20): calls made with `X-API-Key` and no session.
  {
    name: 'reports with an API key',
    operationId: 'getReportsKeySum',
    role: 'none',
    expect: 200,
    headers: { 'X-API-Key': DEMO_API_KEYS.reports },
  },
  {
    name: 'a revoked API key',
    operationId: 'getReports',
    role: 'none',
    expect: 401,
    headers: { 'X-API-Key': DEMO_API_KEYS.revoked },
    fields: { reason: 'invalid_api_key' },
  },
  {
    name: 'an API key outside its scope',
    operationId: 'getPayments',
    role: 'none',
    expect: 403,
    headers: { 'X-API-Key': DEMO_API_KEYS.reports },
    fields: { reason: 'insufficient_scope' },
  },
  {
    name: 'a report already scheduled at that frequency',
    operationId: 'createReportSchedule',
    expect: 409,
    body: () => ({ report: 'statistics', frequency: 'weekly' }),
    fields: { reason: 'schedule_exists' },
  },
];

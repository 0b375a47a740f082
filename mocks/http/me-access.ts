// Who may make each /api/me call (spec §6): the affiliate's work — reports, campaigns, demo
// balance, payments and payouts, sub-affiliates — needs the `affiliate` permission; the account
// itself — profile, activity log, e-mail, documents (bank account, business), settings,
// notifications, postback — any signed-in user may use, as the app's profile pages are open to
// every role (their `access` in src/app/route-table.ts). `authed` (auth.ts) applies this table to
// every call, so a handler cannot forget it; the contract marks the same operations with
// `x-permissions: [affiliate]` and their 403, and me-access.test.ts holds the two together.
import { hasPermission } from '../rules/permissions';

export type MeAccess = 'affiliate' | 'signed-in';

/** operationId → method, path (as in openapi/portal.yaml) and who may call it. */
export const ME_ACCESS = {
  getProfile: ['GET', '/api/me/profile', 'signed-in'],
  updateProfile: ['PUT', '/api/me/profile', 'signed-in'],
  setTaxPayerId: ['POST', '/api/me/profile/taxpayerid', 'signed-in'],
  acceptTerms: ['POST', '/api/me/profile/terms', 'signed-in'],
  setLanguage: ['PUT', '/api/me/language', 'signed-in'],
  getActivityLogs: ['GET', '/api/me/logs', 'signed-in'],
  sendEmailVerification: ['GET', '/api/me/email/verify', 'signed-in'],
  verifyEmail: ['POST', '/api/me/email/verify', 'signed-in'],

  getReports: ['GET', '/api/me/data/reports', 'affiliate'],
  getReportsGraph: ['GET', '/api/me/data/reports/graph', 'affiliate'],
  getReportsKeySum: ['GET', '/api/me/data/reports/key-sum', 'affiliate'],
  getReportsUpdate: ['GET', '/api/me/data/reports/update', 'affiliate'],
  requestReportsUpdate: ['PATCH', '/api/me/data/reports/update', 'affiliate'],
  getRegistrations: ['GET', '/api/me/data/registrations', 'affiliate'],
  getBalanceHistory: ['GET', '/api/me/data/balance/history', 'affiliate'],

  getBankAccount: ['GET', '/api/me/bank-account', 'signed-in'],
  saveBankAccount: ['POST', '/api/me/bank-account', 'signed-in'],
  validateBankAccount: ['POST', '/api/me/bank-account/validate', 'signed-in'],
  getBusiness: ['GET', '/api/me/business', 'signed-in'],
  saveBusiness: ['POST', '/api/me/business', 'signed-in'],
  validateBusiness: ['POST', '/api/me/business/validate', 'signed-in'],

  getCampaigns: ['GET', '/api/me/campaigns', 'affiliate'],
  createCampaign: ['POST', '/api/me/campaigns', 'affiliate'],
  getCampaignLimit: ['GET', '/api/me/campaigns/limit', 'affiliate'],
  getCampaign: ['GET', '/api/me/campaigns/{campaignId}', 'affiliate'],
  deleteCampaign: ['DELETE', '/api/me/campaigns/{campaignId}', 'affiliate'],

  getDemoBalanceRequests: ['GET', '/api/me/balance/demo', 'affiliate'],
  createDemoBalanceRequest: ['POST', '/api/me/balance/demo', 'affiliate'],
  getDemoBalanceLimits: ['GET', '/api/me/balance/demo/limits', 'affiliate'],
  getDemoBalanceRequest: ['GET', '/api/me/balance/demo/{requestId}', 'affiliate'],
  updateDemoBalanceRequest: ['PUT', '/api/me/balance/demo/{requestId}', 'affiliate'],
  cancelDemoBalanceRequest: ['DELETE', '/api/me/balance/demo/{requestId}', 'affiliate'],

  getSettings: ['GET', '/api/me/settings', 'signed-in'],
  updateSetting: ['POST', '/api/me/settings', 'signed-in'],

  getPayments: ['GET', '/api/me/payments', 'affiliate'],
  requestPayout: ['POST', '/api/me/payments', 'affiliate'],
  getPaymentInfo: ['GET', '/api/me/payments/info', 'affiliate'],
  getPayoutEligibility: ['GET', '/api/me/payments/eligible', 'affiliate'],
  getPayoutEligibilityFull: ['GET', '/api/me/payments/eligible/full', 'affiliate'],
  getPayment: ['GET', '/api/me/payments/{paymentId}', 'affiliate'],
  sendPaymentInvoice: ['POST', '/api/me/payments/{paymentId}/invoice', 'affiliate'],

  getNotifications: ['GET', '/api/me/notifications', 'signed-in'],
  subscribeNotifications: ['POST', '/api/me/notifications/subscribe', 'signed-in'],
  markNotificationsRead: ['POST', '/api/me/notifications/read', 'signed-in'],

  getSubAffiliates: ['GET', '/api/me/affiliated', 'affiliate'],
  getSubAffiliateCommission: ['GET', '/api/me/affiliated/commission', 'affiliate'],

  getPostback: ['GET', '/api/me/postback', 'signed-in'],
  savePostback: ['POST', '/api/me/postback', 'signed-in'],
  getPostbackLogs: ['GET', '/api/me/postback/logs', 'signed-in'],
  testPostback: ['GET', '/api/me/postback/test', 'signed-in'],

  // Account security (issue 17): every account's own.
  getSecurityOverview: ['GET', '/api/me/security', 'signed-in'],
  startTwoFactorSetup: ['POST', '/api/me/security/two-factor/setup', 'signed-in'],
  confirmTwoFactor: ['POST', '/api/me/security/two-factor/confirm', 'signed-in'],
  disableTwoFactor: ['POST', '/api/me/security/two-factor/disable', 'signed-in'],
  regenerateRecoveryCodes: ['POST', '/api/me/security/recovery-codes', 'signed-in'],
  startStepUp: ['POST', '/api/me/security/step-up', 'signed-in'],
  getSessions: ['GET', '/api/me/security/sessions', 'signed-in'],
  revokeOtherSessions: ['POST', '/api/me/security/sessions/revoke-others', 'signed-in'],
  revokeSession: ['DELETE', '/api/me/security/sessions/{sessionId}', 'signed-in'],
  getSecurityEvents: ['GET', '/api/me/security/events', 'signed-in'],
  changeEmail: ['PUT', '/api/me/email', 'signed-in'],
  // issue 20: signed deliveries (with the postback: any signed-in user), API keys and scheduled
  // reports (an affiliate's reports and payments)
  getPostbackSigningSecret: ['GET', '/api/me/postback/signing-secret', 'signed-in'],
  rotatePostbackSigningSecret: ['POST', '/api/me/postback/signing-secret', 'signed-in'],
  getPostbackDeliveries: ['GET', '/api/me/postback/deliveries', 'signed-in'],
  replayPostbackDeliveries: ['POST', '/api/me/postback/deliveries/replay', 'signed-in'],
  getPostbackDelivery: ['GET', '/api/me/postback/deliveries/{deliveryId}', 'signed-in'],
  getApiKeys: ['GET', '/api/me/api-keys', 'affiliate'],
  createApiKey: ['POST', '/api/me/api-keys', 'affiliate'],
  revokeApiKey: ['DELETE', '/api/me/api-keys/{keyId}', 'affiliate'],
  getReportSchedules: ['GET', '/api/me/report-schedules', 'affiliate'],
  createReportSchedule: ['POST', '/api/me/report-schedules', 'affiliate'],
  getReportSends: ['GET', '/api/me/report-schedules/sends', 'affiliate'],
  downloadReportSend: ['GET', '/api/me/report-schedules/sends/{sendId}/file', 'affiliate'],
  updateReportSchedule: ['PATCH', '/api/me/report-schedules/{scheduleId}', 'affiliate'],
  deleteReportSchedule: ['DELETE', '/api/me/report-schedules/{scheduleId}', 'affiliate'],
  // The creatives library is an affiliate's work; checking a text any signed-in user may do
  // (administrators check a creative before saving it). Issue 18.
  getCreatives: ['GET', '/api/me/creatives', 'affiliate'],
  getCreative: ['GET', '/api/me/creatives/{creativeId}', 'affiliate'],
  getCreativeCopy: ['GET', '/api/me/creatives/{creativeId}/copy', 'affiliate'],
  checkCompliance: ['POST', '/api/me/compliance/check', 'signed-in'],
  // issue 19: the PIX recipient and statements are the affiliate's money; the LGPD centre is every user's.
  lookupPixRecipient: ['POST', '/api/me/pix/recipient', 'affiliate'],
  getStatements: ['GET', '/api/me/statements', 'affiliate'],
  getStatement: ['GET', '/api/me/statements/{month}', 'affiliate'],
  getPrivacyCentre: ['GET', '/api/me/privacy', 'signed-in'],
  createPrivacyRequest: ['POST', '/api/me/privacy/requests', 'signed-in'],
  exportMyData: ['GET', '/api/me/privacy/export', 'signed-in'],
} as const satisfies Record<string, readonly [string, `/api/me/${string}`, MeAccess]>;

export const AFFILIATE_PERMISSION = 'affiliate';

/** A contract path as a pattern for a request's pathname (`{param}` is one segment; any prefix before /api). */
export const pathPattern = (path: string) => new RegExp(`${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);

const AFFILIATE_ONLY = Object.values(ME_ACCESS)
  .filter(([, , access]) => access === 'affiliate')
  .map(([method, path]) => ({ method, pattern: pathPattern(path) }));

/** Whether this call needs the `affiliate` permission (any prefix before /api, as MSW's `*`). */
export function needsAffiliate(method: string, pathname: string): boolean {
  return AFFILIATE_ONLY.some((op) => op.method === method && op.pattern.test(pathname));
}

/** The permission the user lacks for this call, or null. */
export function missingMePermission(method: string, pathname: string, permissions: readonly string[]): string | null {
  return needsAffiliate(method, pathname) && !hasPermission(permissions, AFFILIATE_PERMISSION) ? AFFILIATE_PERMISSION : null;
}

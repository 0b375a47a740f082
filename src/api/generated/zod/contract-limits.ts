/**
 * Generated from the `x-limits` of openapi/portal.yaml by scripts/contract-limits.mjs.
 * Do not edit manually: change the contract and run `npm run generate`.
 */

/** signIn, POST /api/auth/signin: Sign in with username or e-mail and password (x-assumed: designed, not stated by the spec) */
export const signInLimits = {
  maxFailures: 5,
  lockMinutes: 15,
} as const;

/** getCampaignLimit, GET /api/me/campaigns/limit: Campaigns used and allowed (shown as current/max) (x-assumed: designed, not stated by the spec) */
export const getCampaignLimitLimits = {
  defaultMax: 10,
} as const;

/** getDemoBalanceLimits, GET /api/me/balance/demo/limits: Daily and weekly demo balance limits (x-assumed: designed, not stated by the spec) */
export const getDemoBalanceLimitsLimits = {
  defaultDailyRequestLimit: 3,
  defaultWeeklyMaximumAmount: 500,
} as const;

/** updateSetting, POST /api/me/settings: Change one configuration value */
export const updateSettingLimits = {
  changesPerDay: 10,
} as const;

/** requestPayout, POST /api/me/payments: Request a payout of the whole available balance by PIX */
export const requestPayoutLimits = {
  minimumAmount: 250,
  minimumAmountCurrency: "BRL",
  minimumQftd: 10,
  minimumFtd: 15,
  windows: [{"from":1,"to":10},{"from":16,"to":25}],
  qualificationStart: "2024-05-01",
} as const;

/** createPrivacyRequest, POST /api/me/privacy/requests: Ask for a correction or the deletion of the partner's data (LGPD art. 18) (x-assumed: designed, not stated by the spec) */
export const createPrivacyRequestLimits = {
  detailsMin: 10,
  detailsMax: 1000,
  responseDays: 15,
} as const;

/** getPostbackDeliveries, GET /api/me/postback/deliveries: Postback deliveries with their retry schedule (x-assumed: designed, not stated by the spec) */
export const getPostbackDeliveriesLimits = {
  maxAttempts: 6,
  firstRetryMinutes: 1,
  backoffFactor: 4,
  attemptTimeoutSeconds: 10,
} as const;

/** createApiKey, POST /api/me/api-keys: Create a read-only API key (shown once) (x-assumed: designed, not stated by the spec) */
export const createApiKeyLimits = {
  maxActiveKeys: 10,
  maxExpiryDays: 366,
  callsPerMinute: 60,
} as const;

/** createReportSchedule, POST /api/me/report-schedules: Schedule a report by e-mail (x-assumed: designed, not stated by the spec) */
export const createReportScheduleLimits = {
  maxSchedules: 5,
} as const;

/** uploadMedia, PUT /api/media: Upload one file (invoice or business document) */
export const uploadMediaLimits = {
  maxBytes: 5242880,
  maxFiles: 1,
} as const;

/** adminBanPartner, POST /api/management/partners/{partnerId}/ban: Ban a partner (admin) */
export const adminBanPartnerLimits = {
  lastUnbanDay: "2030-12-31",
} as const;

// Business constants from the spec's section 9, plus the defaults docs/api-design.md settles.
// No imports, so the app can share this file with the mock's rules.

export const MIN_DEMO_AMOUNT = 2;
export const DEMO_DAILY_REQUEST_LIMIT = 3;
export const DEMO_WEEKLY_MAXIMUM_AMOUNT = 500;
export const DEMO_REASON_LENGTH = { min: 6, max: 128 } as const;
export const DEMO_IDENTIFIER_LENGTH = { min: 3, max: 255 } as const;

export const BAN_REASON_LENGTH = { min: 12, max: 128 } as const;
export const BAN_DATE_MAX_YEAR = 2030;

export const PASSWORD_MIN_LENGTH = 6;
export const SIGN_IN_MAX_FAILURES = 5;
export const SIGN_IN_LOCK_MS = 15 * 60_000;

export const CONFIG_CHANGES_PER_DAY = 10;
export const PROFILE_UPDATE_WAIT_MINUTES = { min: 5, max: 10 } as const;

/** Brazil has kept UTC−3 all year since it dropped daylight saving in 2019. */
export const BRAZIL_UTC_OFFSET_HOURS = -3;

export const DEMO_LIMITS_CACHE_MS = 5 * 60_000;
export const DEFAULT_CACHE_MS = 10 * 60_000;
export const FAST_INFO_CACHE_MS = 60 * 60_000;

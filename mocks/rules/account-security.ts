// Account-security rules (issue 17), pure: the authenticator codes (otpauth — RFC 4226/6238, a
// maintained library, never a hand-made HMAC), the recovery codes, the step-up window and lock,
// the 24-hour payout hold after a bank-account change, who an administrator's two-factor rule
// covers, and the device and approximate place shown for a session. Callers pass plain data.
import Bowser from 'bowser';
import { Secret, TOTP } from 'otpauth';
import { CITIES } from '../db/seed-texts';

export const TOTP_ISSUER = 'Partner Portal';
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_S = 30;
/** One step of clock drift either way (±30 s), as authenticator apps expect. */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
export const CHALLENGE_TTL_MS = 5 * 60_000;
export const CHALLENGE_MAX_FAILURES = 5;
export const STEP_UP_TTL_MS = 5 * 60_000;
export const STEP_UP_MAX_FAILURES = 5;
export const STEP_UP_LOCK_MS = 15 * 60_000;
export const PAYOUT_HOLD_MS = 24 * 60 * 60_000;
export const IMPERSONATION_TTL_MS = 30 * 60_000;
/** A session's last-seen time is written at most this often (every call would rewrite the store). */
export const LAST_SEEN_EVERY_MS = 60_000;

function totp(secret: string, label = 'account'): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret (160 bits, base32), from the platform's CSPRNG. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function otpauthUri(secret: string, accountName: string): string {
  return totp(secret, accountName).toString();
}

/** The code an authenticator app shows at `nowMs` (tests and the README's recipe use it). */
export function totpCode(secret: string, nowMs: number): string {
  return totp(secret).generate({ timestamp: nowMs });
}

/**
 * The time step a code belongs to, or null when it is not a current code. `lastStep`: the step of
 * the last accepted code — a code is accepted once, so that one and any older are refused.
 */
export function acceptedStep(secret: string, code: string, nowMs: number, lastStep = -1): number | null {
  const clean = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(clean)) return null;
  const delta = totp(secret).validate({ token: clean, timestamp: nowMs, window: TOTP_WINDOW });
  if (delta === null) return null;
  const step = Math.floor(nowMs / 1000 / TOTP_PERIOD_S) + delta;
  return step > lastStep ? step : null;
}

const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789'; // no 0/o, 1/l

/** Ten codes `xxxxx-xxxxx` from the CSPRNG (`random` is replaceable in tests and the seed). */
export function newRecoveryCodes(random: () => number = cryptoRandom): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) {
    let raw = '';
    for (let i = 0; i < 10; i++) raw += RECOVERY_ALPHABET[Math.floor(random() * RECOVERY_ALPHABET.length)];
    codes.add(`${raw.slice(0, 5)}-${raw.slice(5)}`);
  }
  return [...codes];
}

function cryptoRandom(): number {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return buffer[0]! / 2 ** 32;
}

/** Case, spaces and the dash do not matter. */
export function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

/** FNV-1a over the text, twice with different bases (a mock's stand-in for a password hash). */
export function hashSecret(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    a = Math.imul(a ^ text.charCodeAt(i), 0x01000193);
    b = Math.imul(b ^ text.charCodeAt(i), 0x5bd1e995);
  }
  return `${(a >>> 0).toString(36)}${(b >>> 0).toString(36)}`;
}

export const hashRecoveryCode = (code: string): string => hashSecret(`recovery:${normaliseRecoveryCode(code)}`);

/** Index of the unused recovery code `code` matches, or -1. */
export function matchRecoveryCode(codes: readonly { Hash: string; UsedAt: string | null }[], code: string): number {
  if (normaliseRecoveryCode(code).length !== 10) return -1;
  const hash = hashRecoveryCode(code);
  return codes.findIndex((c) => c.UsedAt === null && c.Hash === hash);
}

/** Whether a session may make a sensitive change now. */
export function stepUpFresh(stepUpUntil: string | null, nowMs: number): boolean {
  return stepUpUntil !== null && Date.parse(stepUpUntil) > nowMs;
}

/** When payouts may be requested again after a bank-account change at `changedAt`; null when not held. */
export function payoutHoldUntil(changedAt: string | null | undefined, nowMs: number): string | null {
  if (!changedAt) return null;
  const until = Date.parse(changedAt) + PAYOUT_HOLD_MS;
  return until > nowMs ? new Date(until).toISOString() : null;
}

/** Accounts with any admin… permission are administrators for the rule; `affiliate` ones are partners. */
export function twoFactorRequired(
  permissions: readonly string[],
  policy: { RequireForAdmins: boolean; RequireForPartners: boolean } | undefined,
): boolean {
  if (!policy) return false;
  const admin = permissions.some((p) => p.startsWith('admin'));
  const partner = permissions.includes('affiliate');
  return (policy.RequireForAdmins && admin) || (policy.RequireForPartners && partner);
}

export type DeviceType = 'desktop' | 'mobile' | 'tablet' | 'unknown';
export interface DeviceSummary {
  Browser: string | null;
  OS: string | null;
  Type: DeviceType;
}

/** "Chrome 131" on "Windows 10", from the user agent (bowser); unknown parts are null. */
export function deviceOf(userAgent: string | null | undefined): DeviceSummary {
  if (!userAgent) return { Browser: null, OS: null, Type: 'unknown' };
  const parsed = Bowser.parse(userAgent);
  const major = (v: string | undefined) => (v ? v.split('.').slice(0, 2).join('.') : '');
  const join = (name: string | undefined, version: string) => (name ? `${name} ${version}`.trim().slice(0, 64) : null);
  const os = parsed.os.versionName ?? major(parsed.os.version);
  const type = parsed.platform.type;
  return {
    Browser: join(parsed.browser.name, major(parsed.browser.version).split('.')[0] ?? ''),
    OS: join(parsed.os.name, os),
    Type: type === 'desktop' || type === 'mobile' || type === 'tablet' ? type : 'unknown',
  };
}

/** The mock's "geo-IP": a fixed table of Brazilian cities, picked by the address's first two parts. */
// The seed's cities less the four it adds for variety, in the same order (so an address keeps its city).
const CITY_TABLE = CITIES.filter(([city]) => !['Goiânia', 'Florianópolis', 'Manaus', 'Belém'].includes(city));

export interface PlaceSummary {
  City: string;
  Region: string | null;
  Country: string;
}

/** Approximate place of an IPv4 address; none for private, loopback and non-IPv4 addresses. */
export function placeOf(ip: string): PlaceSummary | null {
  const parts = ip.split('.').map(Number);
  if (parts.length !== 4 || parts.some((n) => !Number.isInteger(n) || n < 0 || n > 255)) return null;
  const [a, b] = parts as [number, number, number, number];
  if (a === 10 || a === 127 || a === 0 || (a === 172 && b >= 16 && b < 32) || (a === 192 && b === 168) || (a === 169 && b === 254))
    return null;
  const [City, Region] = CITY_TABLE[(a * 256 + b) % CITY_TABLE.length]!;
  return { City, Region, Country: 'BR' };
}

/** The caller's address: the first X-Forwarded-For hop, else loopback (the in-browser mock has none). */
/** How much of a user agent is kept (a storage cap of the mock, not a contract limit). */
const USER_AGENT_MAX = 512;

export function requestIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return (forwarded || '127.0.0.1').slice(0, 45);
}

/**
 * The caller's user agent. In the browser the service worker's requests carry none (the browser
 * adds it on the wire, after the mock), so the page's own is used there: the session of "this
 * device" then names the browser the partner is using.
 */
export function requestUserAgent(request: Request): string {
  const sent = request.headers.get('user-agent');
  const page = typeof window !== 'undefined' && typeof navigator !== 'undefined' ? navigator.userAgent : '';
  return (sent || page || '').slice(0, USER_AGENT_MAX);
}

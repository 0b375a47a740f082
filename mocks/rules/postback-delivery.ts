// The rules of a postback delivery (issue 20), the same wherever the mock runs: the retry
// schedule (exponential backoff), what is sent (the payload, with player identifiers hashed so no
// personal data leaves), how it is signed (HMAC-SHA256 of `<timestamp>.<payload>`), which
// targets are never called (private and loopback addresses, as a real backend refuses them), and
// how the simulated receiver of the in-browser mock answers. Web Crypto only: it runs in the
// browser page and in Node alike.
import { getPostbackDeliveriesLimits } from '@/api/generated/zod/contract-limits';
import { getPostbackDeliveriesResponseItemsItemLastResponseBodyMax } from '@/api/generated/zod/postback-delivery/postback-delivery.zod';

export const MAX_ATTEMPTS = getPostbackDeliveriesLimits.maxAttempts;
/** Delay before attempt n+1 after attempt n failed: 1, 4, 16, 64, 256 minutes. */
export const BACKOFF_BASE_MS = getPostbackDeliveriesLimits.firstRetryMinutes * 60_000;
export const BACKOFF_FACTOR = getPostbackDeliveriesLimits.backoffFactor;
/** An attempt without an answer after this long is a timeout. */
export const ATTEMPT_TIMEOUT_MS = getPostbackDeliveriesLimits.attemptTimeoutSeconds * 1000;
export const RESPONSE_BODY_MAX = getPostbackDeliveriesResponseItemsItemLastResponseBodyMax;
export const SIGNATURE_HEADER = 'X-Postback-Signature';
export const TIMESTAMP_HEADER = 'X-Postback-Timestamp';

export type DeliveryEvent = 'registration' | 'ftd' | 'qftd' | 'deposit' | 'test';
export type AttemptError = 'timeout' | 'connection' | 'blocked_target';
export type DeliveryStatus = 'delivered' | 'retrying' | 'failed';

/** The delay after failed attempt `attempt` (1-based) before the next one. */
export function retryDelayMs(attempt: number): number {
  return BACKOFF_BASE_MS * BACKOFF_FACTOR ** (attempt - 1);
}

/** The whole schedule: the offsets from the first attempt at which attempts 1..MAX are made. */
export function attemptOffsetsMs(): number[] {
  const offsets = [0];
  for (let n = 1; n < MAX_ATTEMPTS; n++) offsets.push(offsets[n - 1]! + retryDelayMs(n));
  return offsets;
}

export interface AttemptOutcome {
  /** The HTTP status answered; null when none came. */
  statusCode: number | null;
  responseBody: string | null;
  durationMs: number;
  error: AttemptError | null;
}

export const succeeded = (o: Pick<AttemptOutcome, 'statusCode'>) => o.statusCode !== null && o.statusCode >= 200 && o.statusCode < 300;

/** The delivery's state after attempt `attempt` had `outcome`, and when the next one is due. */
export function afterAttempt(attempt: number, at: Date, outcome: AttemptOutcome): { status: DeliveryStatus; nextAttemptAt: string | null } {
  if (succeeded(outcome)) return { status: 'delivered', nextAttemptAt: null };
  // A refused target is refused again on every attempt: no retry.
  if (outcome.error === 'blocked_target' || attempt >= MAX_ATTEMPTS) return { status: 'failed', nextAttemptAt: null };
  return { status: 'retrying', nextAttemptAt: new Date(at.getTime() + retryDelayMs(attempt)).toISOString() };
}

export function trimBody(text: string | null): string | null {
  if (text === null) return null;
  return text.length > RESPONSE_BODY_MAX ? text.slice(0, RESPONSE_BODY_MAX) : text;
}

// ---- targets -------------------------------------------------------------------------------

export type TargetKind = 'loopback' | 'private' | 'public';

function ipv4(host: string): number[] | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  return parts.every((p) => p <= 255) ? parts : null;
}

/**
 * Where an address points, from its host alone: loopback (the machine itself), private (a local
 * network, link-local, carrier NAT, unique-local IPv6, `.local`/`.internal` names) or public. A
 * real backend would also check the addresses a name resolves to; the mock resolves nothing.
 */
export function targetKind(url: URL): TargetKind {
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1' || host === '0.0.0.0' || host === '::') return 'loopback';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(host)?.[1];
  const v4 = ipv4(mapped ?? host);
  if (v4) {
    const [a, b] = v4 as [number, number, number, number];
    if (a === 127 || a === 0) return 'loopback';
    if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254)) return 'private';
    if (a === 100 && b >= 64 && b <= 127) return 'private';
    return 'public';
  }
  if (/^f[cd][0-9a-f]{2}:/.test(host) || /^fe[89ab][0-9a-f]:/.test(host)) return 'private';
  if (host.endsWith('.local') || host.endsWith('.internal')) return 'private';
  return 'public';
}

// ---- the simulated receiver (in-browser mock and Node handler tests) -------------------------

/** A stable small number from text, for believable latencies without randomness. */
function spread(text: string, min: number, max: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return min + ((h >>> 0) % (max - min + 1));
}

/**
 * How the simulated endpoint answers attempt `attempt`, by words in its host: `timeout` never
 * answers, `unreachable` refuses the connection, `fail`/`error`/`invalid` answer 500, `notfound`
 * 404, `flaky` 503 to the first two attempts and 200 after; any other host 200 `OK`.
 */
export function simulatedAnswer(url: URL, attempt: number): AttemptOutcome {
  const host = url.hostname.toLowerCase();
  const ms = spread(`${url.href}#${attempt}`, 60, 420);
  if (host.includes('timeout')) return { statusCode: null, responseBody: null, durationMs: ATTEMPT_TIMEOUT_MS, error: 'timeout' };
  if (host.includes('unreachable'))
    return { statusCode: null, responseBody: null, durationMs: spread(url.href, 5, 40), error: 'connection' };
  if (/fail|error|invalid/.test(host)) return { statusCode: 500, responseBody: 'Internal Server Error', durationMs: ms, error: null };
  if (host.includes('notfound')) return { statusCode: 404, responseBody: 'Not Found', durationMs: ms, error: null };
  if (host.includes('flaky') && attempt < 3) return { statusCode: 503, responseBody: 'Service Unavailable', durationMs: ms, error: null };
  return { statusCode: 200, responseBody: 'OK', durationMs: ms, error: null };
}

export const BLOCKED: AttemptOutcome = { statusCode: null, responseBody: null, durationMs: 0, error: 'blocked_target' };

// ---- payload ---------------------------------------------------------------------------------

export interface PostbackConfig {
  Endpoint: string;
  Method: 'GET' | 'POST';
  Params: readonly { key: string; value: string }[];
}

/** The values of one event; `playerId` is the raw identifier, hashed before it is sent. */
export interface EventValues {
  event: DeliveryEvent;
  clickId: string;
  playerId: string;
  amount: number;
  currency: string;
}

export interface Payload {
  method: 'GET' | 'POST';
  /** The address called: the endpoint, with the query for GET. */
  url: string;
  /** The signed text: the JSON body for POST, the whole query string (without `?`) for GET. */
  body: string;
}

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');
const utf8 = (text: string) => new TextEncoder().encode(text);

async function hmacHex(key: string, message: string): Promise<string> {
  const k = await crypto.subtle.importKey('raw', utf8(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return hex(await crypto.subtle.sign('HMAC', k, utf8(message)));
}

/** The server-side key of the player-identifier hash; a real backend keeps it secret. */
const PLAYER_PEPPER = 'mock-player-pepper';

/** `ph_` and 32 hex characters: the same player gives the same value to one partner, never their identifier. */
const PLAYER_HASH_HEX = 32;

export async function hashPlayerId(partnerId: number, playerId: string): Promise<string> {
  return `ph_${(await hmacHex(PLAYER_PEPPER, `${partnerId}:${playerId}`)).slice(0, PLAYER_HASH_HEX)}`;
}

/**
 * What is sent for an event: `event` plus the partner's keys with their macros filled in —
 * `{clickId}`, `{playerId}` (hashed), `{amount}` / `{commission}` / `{payout}`, `{currency}`,
 * `{event}` (names in any case); an unknown macro becomes empty.
 */
export async function buildPayload(config: PostbackConfig, partnerId: number, values: EventValues): Promise<Payload> {
  const player = await hashPlayerId(partnerId, values.playerId);
  const macros: Record<string, string> = {
    clickid: values.clickId,
    playerid: player,
    amount: values.amount.toFixed(2),
    commission: values.amount.toFixed(2),
    payout: values.amount.toFixed(2),
    currency: values.currency,
    event: values.event,
  };
  const fill = (text: string) => text.replace(/\{([A-Za-z]+)\}/g, (_, name: string) => macros[name.toLowerCase()] ?? '');
  const entries: [string, string][] = [];
  if (!config.Params.some((p) => p.key === 'event')) entries.push(['event', values.event]);
  for (const p of config.Params) entries.push([p.key, fill(p.value)]);
  if (config.Method === 'POST') return { method: 'POST', url: config.Endpoint, body: JSON.stringify(Object.fromEntries(entries)) };
  const url = withQuery(config.Endpoint, new URLSearchParams(entries).toString());
  // The whole query is signed, the endpoint's own parameters included: what the receiver reads.
  return { method: 'GET', url, body: new URL(url).search.slice(1) };
}

/** The endpoint with `query` added after any query it already has. */
export function withQuery(endpoint: string, query: string): string {
  if (!query) return endpoint;
  const url = new URL(endpoint);
  url.search = url.search ? `${url.search.slice(1)}&${query}` : query;
  return url.toString();
}

/** The address a GET payload (a whole query string) is sent to: the endpoint with that query instead of its own. */
export function withWholeQuery(endpoint: string, query: string): string {
  const url = new URL(endpoint);
  url.search = query;
  return url.toString();
}

/** The sample values of a test send. */
export function sampleValues(event: DeliveryEvent): EventValues {
  const amount = event === 'registration' || event === 'test' ? 0 : event === 'deposit' ? 100 : 50;
  return { event, clickId: 'test', playerId: 'test-player', amount, currency: 'BRL' };
}

// ---- signature -------------------------------------------------------------------------------

/** `v1=<hex>` for each secret that signs now (the current one first). */
export async function signatureHeader(secrets: readonly string[], timestamp: number, body: string): Promise<string> {
  const parts = await Promise.all(secrets.map(async (s) => `v1=${await hmacHex(s, `${timestamp}.${body}`)}`));
  return parts.join(' ');
}

/** What a receiver does (README): one of the signatures must match, and the timestamp be recent. */
export async function verifySignature(
  secret: string,
  header: string,
  timestamp: number,
  body: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): Promise<boolean> {
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = `v1=${await hmacHex(secret, `${timestamp}.${body}`)}`;
  return header.split(' ').some((part) => part === expected);
}

/** A new signing secret: `pbs_` and 43 base64url characters (32 random bytes). */
export function newSigningSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return `pbs_${btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

export const secretHint = (secret: string) => secret.slice(-4);

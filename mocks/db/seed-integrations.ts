// Integrations' seed (issue 20): postback signing secrets and deliveries, API keys, report
// schedules and their past sends. Runs last and draws from its own stream (not the seed's faker),
// so every record seeded before it stays exactly as it was.
//  - Every partner with a postback gets a signing secret, and each seeded postback log becomes a
//    delivery: a success in one attempt, a failure as the last of six (the five before it added).
//  - The demo affiliate also gets deliveries 1 and 2: one `retrying` (two failed attempts, the
//    next due two minutes after the seed's now, then delivered: her endpoint answers 200), one
//    `failed` yesterday after six attempts (her tracker was down) — to watch a retry and replay one.
//  - Three API keys for the affiliate (reports, payments, a revoked one), stored as hashes; their
//    values are fixed here so tests can call with them (DEMO_API_KEYS).
//  - A weekly statistics report for the affiliate since 60 days, and one for about 8% of active
//    partners (some paused by themselves, a few by an administrator), each with its past sends.
import { DEMO_IDS, FIRST_PARTNER_ID } from './demo-accounts';
import { hashSeed, mulberry32 } from './random';
import { DAY, SEED, type SeedContext } from './seed-context';
import type { PostbackDeliveryRecord, PostbackLogRecord, ReportScheduleRecord } from './types';
import { attemptOffsetsMs, MAX_ATTEMPTS, retryDelayMs } from '../rules/postback-delivery';
import { dueSends, nextSendAfter, periodOf, sendFileName } from '../rules/report-schedules';

const MINUTE = 60_000;
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * The demo affiliate's seeded API keys (mock only: a real key is never known after it is shown).
 * Their SHA-256 hashes are below; mocks/handlers/api-keys.test.ts checks they match.
 */
export const DEMO_API_KEYS = {
  reports: 'pk_7GQxd2Wm9LpR4vTb8NcY3hZk6sJf1aQe',
  payments: 'pk_Lw3TqN8rXc5VbM2kH7jP4yGd9sF6uZaE',
  revoked: 'pk_Rv0Kx4Lm8Pq2Wn6Tz9Yb3Hc7Jd5Fg1Sa',
} as const;
const DEMO_KEY_HASHES: Record<keyof typeof DEMO_API_KEYS, string> = {
  reports: '2bcdeca75c27bb2ed4f6f1147c95a06680140156a689509659abd4c26b7b6d6f',
  payments: 'c3c650782d8bf1a75ed4af02dd401144e9d29d43a0105a2cf3e0a0b367d6e4de',
  revoked: '8525dea7e2d8c4e51facf094f6f7199b6f8f44e785b2cffa8a25e122bda6147a',
};

export function seedIntegrations(ctx: SeedContext): void {
  const rnd = mulberry32(hashSeed(SEED, 0x1ae20));
  const chars = (n: number) => Array.from({ length: n }, () => BASE64URL[Math.floor(rnd() * 64)]).join('');
  const iso = (ms: number) => new Date(ms).toISOString();
  const now = ctx.nowMs;

  // ---- signing secrets ----------------------------------------------------------------------
  for (const s of ctx.db.postbackSettings.values()) {
    const ID = ctx.nextId('postbackSecrets');
    const created = Math.min(Date.parse(s.UpdatedAt), now - 30 * DAY);
    ctx.db.postbackSecrets.set(ID, {
      ID,
      UserID: s.UserID,
      Secret: `pbs_${chars(43)}`,
      CreatedAt: iso(created),
      PreviousSecret: null,
      PreviousExpiresAt: null,
    });
  }

  // ---- deliveries -----------------------------------------------------------------------------
  const logs = [...ctx.db.postbackLogs.values()];
  const delivery = (fields: Omit<PostbackDeliveryRecord, 'ID' | 'MaxAttempts'>) => {
    const ID = ctx.nextId('postbackDeliveries');
    ctx.db.postbackDeliveries.set(ID, { ID, MaxAttempts: MAX_ATTEMPTS, ...fields });
    return ID;
  };
  const attemptRow = (fields: Omit<PostbackLogRecord, 'ID'>) => {
    const ID = ctx.nextId('postbackLogs');
    ctx.db.postbackLogs.set(ID, { ...fields, ID });
  };
  const affiliate = [...ctx.db.postbackSettings.values()].find((s) => s.UserID === DEMO_IDS.affiliate);
  if (affiliate) {
    const outage = (event: 'ftd' | 'qftd', first: number, attempts: number, status: 'retrying' | 'failed', clickId: string) => {
      const body = `event=${event}&clickid=${clickId}&payout=50.00`;
      const url = `${affiliate.Endpoint}?${body}`;
      const times = attemptOffsetsMs()
        .slice(0, attempts)
        .map((o) => first + o);
      const last = times[times.length - 1]!;
      const ID = delivery({
        UserID: DEMO_IDS.affiliate,
        Event: event,
        Test: false,
        Method: 'GET',
        Url: url,
        RequestBody: body,
        Status: status,
        Attempts: attempts,
        NextAttemptAt: status === 'retrying' ? iso(last + retryDelayMs(attempts)) : null,
        LastStatusCode: 503,
        LastDurationMs: 212,
        LastResponseBody: 'Service Unavailable',
        LastError: null,
        ReplayOf: null,
        CreatedAt: iso(first),
        UpdatedAt: iso(last),
      });
      times.forEach((at, i) =>
        attemptRow({
          UserID: DEMO_IDS.affiliate,
          Event: event,
          Url: url,
          StatusCode: 503,
          Success: false,
          DurationMs: 180 + i * 8,
          CreatedAt: iso(at),
          DeliveryID: ID,
          Attempt: i + 1,
          RequestBody: body,
          ResponseBody: 'Service Unavailable',
          Error: null,
          Signature: null,
          Test: false,
        }),
      );
    };
    outage('ftd', now - 3 * MINUTE, 2, 'retrying', 'h2k8s0q4w1');
    outage('qftd', now - DAY - 6 * 60 * MINUTE, MAX_ATTEMPTS, 'failed', 'k3j9x1m2p0');
  }
  const offsets = attemptOffsetsMs();
  for (const log of logs) {
    const url = new URL(log.Url);
    const body = url.search.slice(1);
    const ok = log.Success;
    const error = log.StatusCode === 0 ? 'timeout' : null;
    const answer =
      log.StatusCode === 200 ? 'OK' : log.StatusCode === 404 ? 'Not Found' : log.StatusCode === 500 ? 'Internal Server Error' : null;
    const lastMs = Date.parse(log.CreatedAt);
    const firstMs = ok ? lastMs : lastMs - offsets[MAX_ATTEMPTS - 1]!;
    const event = log.Event as PostbackDeliveryRecord['Event'];
    const ID = delivery({
      UserID: log.UserID,
      Event: event,
      Test: false,
      Method: 'GET',
      Url: log.Url,
      RequestBody: body,
      Status: ok ? 'delivered' : 'failed',
      Attempts: ok ? 1 : MAX_ATTEMPTS,
      NextAttemptAt: null,
      LastStatusCode: log.StatusCode > 0 ? log.StatusCode : null,
      LastDurationMs: log.DurationMs,
      LastResponseBody: answer,
      LastError: error,
      ReplayOf: null,
      CreatedAt: iso(firstMs),
      UpdatedAt: log.CreatedAt,
    });
    const extra = { DeliveryID: ID, RequestBody: body, ResponseBody: answer, Error: error, Signature: null, Test: false } as const;
    if (!ok) {
      for (let n = 1; n < MAX_ATTEMPTS; n++) {
        const { ID: _last, ...same } = log;
        attemptRow({ ...same, ...extra, CreatedAt: iso(firstMs + offsets[n - 1]!), Attempt: n });
      }
    }
    Object.assign(log, extra, { Attempt: ok ? 1 : MAX_ATTEMPTS });
  }

  // ---- API keys -------------------------------------------------------------------------------
  const key = (
    name: keyof typeof DEMO_API_KEYS,
    Name: string,
    Scopes: ('reports:read' | 'payments:read')[],
    createdDaysAgo: number,
    usedDaysAgo: number | null,
    revokedDaysAgo: number | null,
  ) => {
    const ID = ctx.nextId('apiKeys');
    ctx.db.apiKeys.set(ID, {
      ID,
      UserID: DEMO_IDS.affiliate,
      Name,
      Prefix: DEMO_API_KEYS[name].slice(0, 7),
      Hash: DEMO_KEY_HASHES[name],
      Scopes,
      CreatedAt: iso(now - createdDaysAgo * DAY),
      LastUsedAt: usedDaysAgo === null ? null : iso(now - usedDaysAgo * DAY),
      ExpiresAt: null,
      RevokedAt: revokedDaysAgo === null ? null : iso(now - revokedDaysAgo * DAY),
      WindowStart: 0,
      WindowCount: 0,
    });
  };
  key('reports', 'Tracker import', ['reports:read'], 40, 1, null);
  key('payments', 'Payments sync', ['payments:read'], 75, 4, null);
  key('revoked', 'Old dashboard', ['reports:read', 'payments:read'], 120, 25, 20);

  // ---- report schedules and their sends -----------------------------------------------------------
  const schedule = (UserID: number, Frequency: 'weekly' | 'monthly', createdMs: number, pause: 'partner' | 'admin' | null) => {
    const user = ctx.db.users.get(UserID)!;
    const ID = ctx.nextId('reportSchedules');
    const sends = dueSends(Frequency, new Date(createdMs), new Date(now));
    // A pause half-way: the sends before it went out, none after.
    const pausedMs = pause ? createdMs + (now - createdMs) * (0.5 + rnd() * 0.4) : null;
    const sent = pausedMs === null ? sends : sends.filter((d) => d.getTime() <= pausedMs);
    const record: ReportScheduleRecord = {
      ID,
      UserID,
      Report: 'statistics',
      Frequency,
      Format: 'csv',
      Paused: pause !== null,
      PausedBy: pause,
      PausedAt: pausedMs === null ? null : iso(pausedMs),
      PauseReason: pause === 'admin' ? 'E-mail address bounces' : null,
      NextSendAt: pause ? null : nextSendAfter(Frequency, new Date(now)).toISOString(),
      LastSentAt: sent.length ? sent[sent.length - 1]!.toISOString() : null,
      CheckedAt: iso(now),
      CreatedAt: iso(createdMs),
      UpdatedAt: iso(pausedMs ?? createdMs),
      DeletedAt: null,
    };
    ctx.db.reportSchedules.set(ID, record);
    for (const at of sent) {
      const SendID = ctx.nextId('reportSends');
      const period = periodOf(Frequency, at);
      ctx.db.reportSends.set(SendID, {
        ID: SendID,
        UserID,
        ScheduleID: ID,
        Report: 'statistics',
        Frequency,
        PeriodStart: period.start,
        PeriodEnd: period.end,
        SentAt: at.toISOString(),
        Email: user.Email,
        FileName: sendFileName('statistics', period),
      });
    }
  };
  schedule(DEMO_IDS.affiliate, 'weekly', now - 60 * DAY, null);
  for (const user of ctx.db.users.values()) {
    if (user.ID < FIRST_PARTNER_ID || user.Status !== 'active' || rnd() >= 0.08) continue;
    const r = rnd();
    schedule(user.ID, rnd() < 0.6 ? 'weekly' : 'monthly', now - (2 + rnd() * 150) * DAY, r < 0.1 ? 'partner' : r < 0.16 ? 'admin' : null);
  }
}

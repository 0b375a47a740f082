// What partners did and were told: demo-balance requests, notifications, settings, postbacks and
// activity logs. Each helper adds one record so the demo accounts reuse them with fixed values.
import { DAY, type SeedContext } from './seed-context';
import { ACTIVITY_ACTIONS, DEMO_DECLINE_REASONS, DEMO_REASONS, NOTIFICATIONS, USER_AGENTS } from './seed-texts';
import type { SettingKey } from './setting-keys';
import type { DemoBalanceStatus } from './enums';
import type { UserRecord } from './types';

export function addDemoRequest(ctx: SeedContext, UserID: number, Status: DemoBalanceStatus, Amount: number, createdMs: number): void {
  const ID = ctx.nextId('demoRequests');
  const CreatedAt = ctx.iso(createdMs);
  const ResolvedAt = Status === 'pending' ? null : ctx.past(createdMs + ctx.rnd() * DAY);
  ctx.db.demoRequests.set(ID, {
    ID,
    UserID,
    Amount,
    Status,
    CreatedAt,
    UpdatedAt: ResolvedAt ?? CreatedAt,
    ResolvedAt,
    Reason: ctx.pick(DEMO_REASONS),
    ProductIdentifier: ctx.digits(8),
    ResolutionReason: Status === 'declined' ? ctx.pick(DEMO_DECLINE_REASONS) : null,
    CancelledAt: null,
  });
}

export function addNotification(ctx: SeedContext, UserID: number, index: number, Read: boolean, CreatedAt: string): void {
  const ID = ctx.nextId('notifications');
  ctx.db.notifications.set(ID, {
    ID,
    UserID,
    ...(NOTIFICATIONS[index % NOTIFICATIONS.length] as (typeof NOTIFICATIONS)[number]),
    Read,
    CreatedAt,
  });
}

export function addSetting(ctx: SeedContext, UserID: number, Key: SettingKey, Value: number): void {
  const ID = ctx.nextId('settings');
  ctx.db.settings.set(ID, { ID, UserID, Key, Value, UpdatedAt: ctx.ago(1, 90) });
}

export function addPostback(ctx: SeedContext, user: UserRecord, logs: number): void {
  const ID = ctx.nextId('postbackSettings');
  const Endpoint = `https://tracker.example.com/postback/${user.Username}`;
  ctx.db.postbackSettings.set(ID, {
    ID,
    UserID: user.ID,
    Endpoint,
    Method: ctx.rnd() < 0.7 ? 'GET' : 'POST',
    Events: ['registration', 'ftd', 'qftd'].filter(() => ctx.rnd() < 0.8),
    Params: [
      { key: 'clickid', value: '{clickid}' },
      { key: 'payout', value: '{commission}' },
    ],
    Enabled: ctx.rnd() < 0.9,
    UpdatedAt: ctx.ago(2, 120),
  });
  for (let i = 0; i < logs; i++) {
    const LogID = ctx.nextId('postbackLogs');
    const StatusCode = ctx.weighted([
      [200, 80],
      [404, 6],
      [500, 8],
      [0, 6],
    ] as const);
    const Event = ctx.pick(['registration', 'ftd', 'qftd']);
    ctx.db.postbackLogs.set(LogID, {
      ID: LogID,
      UserID: user.ID,
      Event,
      Url: `${Endpoint}?event=${Event}&clickid=${ctx.code(10).toLowerCase()}`,
      StatusCode,
      Success: StatusCode === 200,
      DurationMs: StatusCode === 0 ? 10_000 : ctx.int(40, 900),
      CreatedAt: ctx.ago(0, 30),
    });
  }
}

export function addActivity(ctx: SeedContext, UserID: number, action: number, CreatedAt: string, ActorID: number | null = null): void {
  const ID = ctx.nextId('activityLogs');
  const [Action, Description] = ACTIVITY_ACTIONS[action % ACTIVITY_ACTIONS.length] as readonly [string, string];
  ctx.db.activityLogs.set(ID, {
    ID,
    UserID,
    Action,
    Description,
    Ip: ctx.faker.internet.ipv4(),
    UserAgent: ctx.pick(USER_AGENTS),
    ActorID,
    CreatedAt,
  });
}

/** Limits an admin raised or lowered for a partner. */
const SETTING_OVERRIDES: readonly (readonly [SettingKey, readonly number[]])[] = [
  ['campaignLimit', [5, 15, 20]],
  ['demoDailyRequestLimit', [1, 5]],
  ['demoWeeklyMaximumAmount', [200, 1000]],
];

/** Per-partner extras for partners `fromId` and up. */
export function seedActivity(ctx: SeedContext, fromId: number): void {
  let demoUsers = 0;
  for (const user of ctx.db.users.values()) {
    if (user.ID < fromId) continue;
    const active = user.Status === 'active';
    if (active && ctx.rnd() < 0.1) {
      const count = ctx.int(1, 4);
      let at = ctx.nowMs - ctx.int(7, 60) * DAY;
      for (let i = 0; i < count; i++) {
        at += ctx.rnd() * ((ctx.nowMs - at) / 2);
        // Only the newest request may still be pending; the first requester surely has one.
        const last = i === count - 1;
        const status = last && (demoUsers === 0 || ctx.rnd() < 0.3) ? 'pending' : ctx.rnd() < 0.75 ? 'approved' : 'declined';
        addDemoRequest(ctx, user.ID, status, ctx.money(2, 300), at);
      }
      demoUsers += 1;
    }
    const notes = ctx.int(0, 3);
    for (let i = 0; i < notes; i++) addNotification(ctx, user.ID, ctx.int(0, 99), ctx.rnd() < 0.6, ctx.ago(0, 60));
    if (ctx.rnd() < 0.05) {
      const [key, values] = ctx.pick(SETTING_OVERRIDES);
      addSetting(ctx, user.ID, key, ctx.pick(values));
    }
    if (active && ctx.rnd() < 0.15) addPostback(ctx, user, 3);
    const logs = ctx.int(1, 4);
    for (let i = 0; i < logs; i++) addActivity(ctx, user.ID, ctx.int(0, 99), ctx.ago(0, 120));
  }
}

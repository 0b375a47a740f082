// The partner's LGPD centre (issue 19.4): their requests with the deadline and the retention
// rules, a new correction or deletion request (one open of each type), and the export of
// everything kept about them — in the API's own shapes, never a password or a token.
import { http, HttpResponse } from 'msw';
import type { PersonalDataExport } from '@/api/generated/model/personalDataExport';
import type { PrivacyCentre } from '@/api/generated/model/privacyCentre';
import type { PrivacyRequest } from '@/api/generated/model/privacyRequest';
import type { Store } from '../db/store';
import type { PrivacyRequestRecord } from '../db/types';
import { authed } from '../http/auth';
import { problem, readJson } from '../http/respond';
import {
  DETAILS_MAX,
  DETAILS_MIN,
  dueAt,
  isOverdue,
  LGPD_RESPONSE_DAYS,
  newRequestProblem,
  PRIVACY_FIELDS,
  PRIVACY_TYPES,
  RETENTION_RULES,
} from '../rules/lgpd';
import { toCampaign } from './campaigns';
import { toBankAccount, toBusiness, toDemoRequest, toPayment, toUser } from './mappers';
import { toNotification } from './notifications';
import { toSettings } from './postback';
import { toActivityLog } from './profile';
import { userSettings } from './settings';
import { BodyCheck, logActivity, nowIso, sortBy } from './support';

export function toPrivacyRequest(r: PrivacyRequestRecord, store: Store): PrivacyRequest {
  return {
    ID: r.ID,
    AffiliateID: r.UserID,
    Username: store.db.users.get(r.UserID)?.Username ?? `partner${r.UserID}`,
    Type: r.Type,
    Field: r.Field,
    Details: r.Details,
    Status: r.Status,
    CreatedAt: r.CreatedAt,
    DueAt: dueAt(r.CreatedAt),
    Overdue: isOverdue(r, store.clock.now()),
    Reply: r.Reply,
    RepliedAt: r.RepliedAt,
    ClosedAt: r.ClosedAt,
  };
}

const newestFirst = <T extends { CreatedAt: string; ID: number }>(rows: readonly T[]) => sortBy(rows, 'CreatedAt', 'desc');

export const lgpdHandlers = [
  http.get(
    '*/api/me/privacy/export',
    authed(({ request, user, store }) => {
      const now = store.clock.now();
      const own = <T extends Parameters<Store['ownedBy']>[0]>(table: T) => store.ownedBy(table, user.ID);
      const account = own('bankAccounts')[0];
      const business = own('businesses')[0];
      const postback = own('postbackSettings')[0];
      const body: PersonalDataExport = {
        format: 'portal-lgpd-export/1',
        generatedAt: now.toISOString(),
        profile: toUser(user, now),
        bankAccount: account ? toBankAccount(account, store) : null,
        business: business ? toBusiness(business, store) : null,
        campaigns: own('campaigns').map(toCampaign),
        payments: own('payments').map((p) => toPayment(p, store)),
        demoBalanceRequests: own('demoRequests')
          .filter((r) => !r.CancelledAt)
          .map((r) => toDemoRequest(r, store)),
        settings: userSettings(store, user),
        postback: postback ? toSettings(postback, now) : null,
        notifications: newestFirst(own('notifications')).map(toNotification),
        activityLog: newestFirst(own('activityLogs')).map((r) => toActivityLog(r, store)),
        files: own('media').map((m) => ({ ID: m.ID, Name: m.Name, Type: m.Type, Size: m.Size, CreatedAt: m.CreatedAt })),
        privacyRequests: newestFirst(own('privacyRequests')).map((r) => toPrivacyRequest(r, store)),
      };
      logActivity(store, user, 'data_export', 'Exportação dos dados pessoais (LGPD)', request);
      return HttpResponse.json(body);
    }),
  ),

  http.get(
    '*/api/me/privacy',
    authed(({ user, store }) => {
      const body: PrivacyCentre = {
        responseDays: LGPD_RESPONSE_DAYS,
        retention: RETENTION_RULES.map((r) => ({ ...r })),
        requests: newestFirst(store.ownedBy('privacyRequests', user.ID)).map((r) => toPrivacyRequest(r, store)),
      };
      return HttpResponse.json(body);
    }),
  ),

  http.post(
    '*/api/me/privacy/requests',
    authed(async ({ request, user, store }) => {
      const check = new BodyCheck(await readJson(request), ['type', 'field', 'details']);
      const type = check.oneOf('type', PRIVACY_TYPES, true);
      const field = check.oneOf('field', PRIVACY_FIELDS, type === 'correction');
      const details = check.str('details', { required: type === 'correction', trim: true, max: DETAILS_MAX });
      if (type === 'correction' && details !== undefined && details.length < DETAILS_MIN)
        check.fail('details', `At least ${DETAILS_MIN} characters`);
      if (!check.ok || !type) return check.problem();
      const open = newRequestProblem(type, store.ownedBy('privacyRequests', user.ID));
      if (open) return problem(409, open, 'action_not_allowed');
      const record = store.create('privacyRequests', {
        UserID: user.ID,
        Type: type,
        Field: type === 'correction' ? (field ?? null) : null,
        Details: details || null,
        Status: 'open',
        CreatedAt: nowIso(store),
        Reply: null,
        RepliedAt: null,
        RepliedBy: null,
        ClosedAt: null,
      });
      logActivity(
        store,
        user,
        'privacy_request',
        `Pedido LGPD #${record.ID} (${type === 'correction' ? 'correção' : 'exclusão'})`,
        request,
      );
      return HttpResponse.json(toPrivacyRequest(record, store), { status: 201 });
    }),
  ),
];

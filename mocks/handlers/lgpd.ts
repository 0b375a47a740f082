// The partner's LGPD centre (issue 19.4): their requests with the deadline and the retention
// rules, a new correction or deletion request (one open of each type), and the export of
// everything kept about them — in the API's own shapes, never a password or a token.
import {
  getCreatePrivacyRequestMockHandler,
  getExportMyDataMockHandler,
  getGetPrivacyCentreMockHandler,
} from '@/api/generated/endpoints/lgpd/lgpd.msw';
import type { ProblemField } from '@/api/generated/model/problemField';
import type { PersonalDataExport } from '@/api/generated/model/personalDataExport';
import type { PrivacyCentre } from '@/api/generated/model/privacyCentre';
import type { PrivacyRequest } from '@/api/generated/model/privacyRequest';
import type { Store } from '../db/store';
import type { PrivacyRequestRecord } from '../db/types';
import { authed } from '../http/auth';
import { fieldMessages } from '../http/field-messages';
import { invalid, problem, readJsonBody } from '../http/respond';
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
import { requestOwner, toBankAccount, toBusiness, toDemoRequest, toPayment, toUser } from './mappers';
import { toNotification } from './notifications';
import { toSettings } from './postback';
import { toActivityLog } from './profile';
import { userSettings } from './settings';
import { logActivity, nowIso, sortBy } from './support';

export function toPrivacyRequest(r: PrivacyRequestRecord, store: Store): PrivacyRequest {
  return {
    ID: r.ID,
    ...requestOwner(r.UserID, store),
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

/**
 * The body of a new request. The contract's schema says its rule across fields with if/then,
 * which orval cannot generate (the schema is `any`), so it is read here with the contract's
 * limits (x-limits, rules/lgpd.ts) and the shared field messages.
 */
async function readPrivacyRequest(request: Request) {
  const read = await readJsonBody(request);
  if (read.state === 'absent') throw invalid([{ field: 'body', message: fieldMessages.jsonObject }]);
  if (read.state === 'malformed') throw invalid([{ field: 'body', message: fieldMessages.malformedJson }]);
  const body = read.value;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw invalid([{ field: 'body', message: fieldMessages.jsonObject }]);
  const sent = body as Record<string, unknown>;
  const fields: ProblemField[] = [];
  for (const key of Object.keys(sent))
    if (!['type', 'field', 'details'].includes(key)) fields.push({ field: key, message: 'Unknown field' });
  const oneOf = <T extends string>(name: string, values: readonly T[], required: boolean): T | undefined => {
    const raw = sent[name];
    if (raw === undefined || raw === null) {
      if (required) fields.push({ field: name, message: fieldMessages.required });
      return undefined;
    }
    if (typeof raw === 'string' && values.includes(raw as T)) return raw as T;
    fields.push({ field: name, message: `One of ${values.join(', ')}` });
    return undefined;
  };
  const type = oneOf('type', PRIVACY_TYPES, true);
  const field = oneOf('field', PRIVACY_FIELDS, type === 'correction');
  let details: string | undefined;
  if (sent.details !== undefined && sent.details !== null) {
    if (typeof sent.details !== 'string') fields.push({ field: 'details', message: 'Text is required' });
    else details = sent.details.trim();
  }
  if (type === 'correction' && details === undefined && !fields.some((f) => f.field === 'details'))
    fields.push({ field: 'details', message: fieldMessages.required });
  else if (details !== undefined && details.length > DETAILS_MAX)
    fields.push({ field: 'details', message: `At most ${DETAILS_MAX} characters` });
  else if (type === 'correction' && details !== undefined && details.length < DETAILS_MIN)
    fields.push({ field: 'details', message: `At least ${DETAILS_MIN} characters` });
  if (fields.length || !type) throw invalid(fields);
  return { type, field, details };
}

const newestFirst = <T extends { CreatedAt: string; ID: number }>(rows: readonly T[]) => sortBy(rows, 'CreatedAt', 'desc');

export const lgpdHandlers = [
  getExportMyDataMockHandler(
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
      return body;
    }),
  ),

  getGetPrivacyCentreMockHandler(
    authed(({ user, store }) => {
      const body: PrivacyCentre = {
        responseDays: LGPD_RESPONSE_DAYS,
        retention: RETENTION_RULES.map((r) => ({ ...r })),
        requests: newestFirst(store.ownedBy('privacyRequests', user.ID)).map((r) => toPrivacyRequest(r, store)),
      };
      return body;
    }),
  ),

  getCreatePrivacyRequestMockHandler(
    authed(async ({ request, user, store }) => {
      const { type, field, details } = await readPrivacyRequest(request);
      const open = newRequestProblem(type, store.ownedBy('privacyRequests', user.ID));
      if (open) throw problem(409, open, 'action_not_allowed');
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
      return toPrivacyRequest(record, store);
    }),
  ),
];

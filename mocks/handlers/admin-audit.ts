// The audit log (issue 17): the filtered, paged list and its CSV export (admin:audit:read or
// admin:master), the record of an export built in the browser, and the two-factor rule
// (admin:master). Entries are written by audit-record.ts; the rule's change is recorded there too.
import { HttpResponse } from 'msw';
import {
  getAdminExportAuditLogMockHandler,
  getAdminGetSecurityPolicyMockHandler,
  getAdminListAuditLogMockHandler,
  getAdminRecordExportMockHandler,
  getAdminUpdateSecurityPolicyMockHandler,
} from '@/api/generated/endpoints/admin-audit/admin-audit.msw';
import type { AuditEntry } from '@/api/generated/model/auditEntry';
import type { AuditEntryPage } from '@/api/generated/model/auditEntryPage';
import type { SecurityPolicy } from '@/api/generated/model/securityPolicy';
import {
  adminListAuditLogQueryActorMax,
  adminListAuditLogQueryTargetIdMax,
  adminRecordExportBody,
  adminRecordExportBodyFiltersMax,
  adminUpdateSecurityPolicyBody,
} from '@/api/generated/zod/admin-audit/admin-audit.zod';
import { AuditAction } from '@/api/generated/model/auditAction';
import { AuditTargetType } from '@/api/generated/model/auditTargetType';
import { POLICY_ID, securityPolicy } from '../db/security';
import type { Store } from '../db/store';
import type { AuditRecord } from '../db/types';
import { authed } from '../http/auth';
import { readBody } from '../http/body';
import { answerAsIs, paginate } from '../http/respond';
import { brazilDate } from '../rules/brazil-time';
import { AUDIT_CSV_HEADER, auditCsvLine, auditMatches, type AuditFilter } from '../rules/audit';
import { recordAdminAction } from './audit-record';
import { QueryCheck } from './support';

const READ = ['admin:audit:read'];
/** The export's ceiling (the contract's "at most 10,000"). */
const EXPORT_MAX = 10_000;

function readFilter(url: URL): { q: QueryCheck; filter: AuditFilter } {
  const q = new QueryCheck(url);
  const text = (name: string, max: number) => {
    const raw = url.searchParams.get(name);
    if (raw === null || raw === '') return undefined;
    if (raw.length > max) q.fields.push({ field: name, message: `At most ${max} characters` });
    return raw;
  };
  const filter: AuditFilter = {
    actor: text('actor', adminListAuditLogQueryActorMax),
    action: q.oneOf('action', Object.values(AuditAction)),
    targetType: q.oneOf('targetType', Object.values(AuditTargetType)),
    targetId: text('targetId', adminListAuditLogQueryTargetIdMax),
    ...q.period(),
  };
  return { q, filter };
}

function toEntry(store: Store, r: AuditRecord): AuditEntry {
  return {
    ID: r.ID,
    CreatedAt: r.CreatedAt,
    Actor: { ID: r.ActorID, Username: store.db.users.get(r.ActorID)?.Username ?? `#${r.ActorID}` },
    IP: r.Ip,
    Action: r.Action as AuditEntry['Action'],
    Target: { Type: r.TargetType as AuditEntry['Target']['Type'], ID: r.TargetID, Label: r.TargetLabel },
    Reason: r.Reason,
    Changes: r.Changes,
  };
}

/** Matching entries, newest first. */
function matching(store: Store, filter: AuditFilter, order: 'asc' | 'desc'): AuditRecord[] {
  const rows = [...store.db.auditLog.values()].filter((r) =>
    auditMatches(
      {
        ActorUsername: store.db.users.get(r.ActorID)?.Username ?? '',
        Action: r.Action,
        TargetType: r.TargetType,
        TargetID: r.TargetID,
        Day: brazilDate(new Date(r.CreatedAt)),
      },
      filter,
    ),
  );
  rows.sort((a, b) => (a.CreatedAt === b.CreatedAt ? a.ID - b.ID : a.CreatedAt < b.CreatedAt ? -1 : 1));
  return order === 'desc' ? rows.reverse() : rows;
}

const describeFilter = (f: AuditFilter) =>
  Object.entries(f)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(' ');

function toPolicy(store: Store): SecurityPolicy {
  const p = securityPolicy(store);
  return {
    RequireTwoFactorForAdmins: p.RequireForAdmins,
    RequireTwoFactorForPartners: p.RequireForPartners,
    UpdatedAt: p.UpdatedAt,
    UpdatedBy: p.UpdatedBy === null ? null : (store.db.users.get(p.UpdatedBy)?.Username ?? null),
  };
}

export const adminAuditHandlers = [
  getAdminExportAuditLogMockHandler(
    authed(
      ({ url, store, user, request }) => {
        const { q, filter } = readFilter(url);
        if (!q.ok) throw q.problem();
        const rows = matching(store, filter, 'desc').slice(0, EXPORT_MAX);
        const lines = rows.map((r) => {
          const e = toEntry(store, r);
          return auditCsvLine({ ...e, Actor: e.Actor.Username, TargetType: e.Target.Type, TargetID: e.Target.ID, Target: e.Target.Label });
        });
        // Recorded after the rows are read, so an export does not list itself.
        recordAdminAction(store, {
          actor: user,
          request,
          action: 'export.audit_log',
          target: { type: 'export', id: 'audit-log', label: null },
          changes: [
            { Field: 'rows', Before: null, After: String(rows.length) },
            ...(describeFilter(filter) ? [{ Field: 'filters', Before: null, After: describeFilter(filter) }] : []),
          ],
        });
        return answerAsIs(
          new HttpResponse([AUDIT_CSV_HEADER.join(','), ...lines].join('\r\n') + '\r\n', {
            headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="audit-log.csv"' },
          }),
        );
      },
      { permissions: READ },
    ),
  ),

  getAdminRecordExportMockHandler(
    authed(
      async ({ request, store, user }) => {
        const { dataset, rows, filters } = await readBody(request, adminRecordExportBody);
        const entry = recordAdminAction(store, {
          actor: user,
          request,
          action: 'export.csv',
          target: { type: 'export', id: dataset, label: null },
          changes: [
            { Field: 'rows', Before: null, After: String(rows) },
            ...(filters ? [{ Field: 'filters', Before: null, After: filters.slice(0, adminRecordExportBodyFiltersMax) }] : []),
          ],
        });
        return toEntry(store, entry);
      },
      { permissions: ['admin:affiliates:read', 'admin:payments:read', 'admin:partners:affiliated:read'] },
    ),
  ),

  getAdminListAuditLogMockHandler(
    authed(
      ({ url, store }) => {
        const { q, filter } = readFilter(url);
        const paging = q.page([], 'CreatedAt');
        if (!q.ok) throw q.problem();
        const page = paginate(matching(store, filter, paging.order), paging);
        const body: AuditEntryPage = { ...page, items: page.items.map((r) => toEntry(store, r)) };
        return body;
      },
      { permissions: READ },
    ),
  ),

  getAdminGetSecurityPolicyMockHandler(authed(({ store }) => toPolicy(store), { permissions: ['admin:master'] })),

  getAdminUpdateSecurityPolicyMockHandler(
    authed(
      async ({ request, store, user }) => {
        const body = await readBody(request, adminUpdateSecurityPolicyBody);
        const fields = {
          RequireForAdmins: body.requireTwoFactorForAdmins,
          RequireForPartners: body.requireTwoFactorForPartners,
          UpdatedAt: store.clock.now().toISOString(),
          UpdatedBy: user.ID,
        };
        if (store.db.securityPolicy.has(POLICY_ID)) store.update('securityPolicy', POLICY_ID, fields);
        else store.insert('securityPolicy', { ID: POLICY_ID, ...fields });
        return toPolicy(store);
      },
      { permissions: ['admin:master'] },
    ),
  ),
];

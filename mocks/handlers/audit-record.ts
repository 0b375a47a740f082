// The audit log's recording (issue 17). `recordAdminAction` is the one function that writes an
// entry — any feature calls it (issue 18 records every creative change and override through it). Every
// administrator call the table below names is recorded by `authed` itself (http/auth.ts): it
// reads the target's state before the handler runs and again after a 2xx answer, so each entry
// carries who, when, from which IP, to what, the reason given and before → after, and no admin
// handler has to remember to record.
import type { Store } from '../db/store';
import type { AuditRecord, UserRecord } from '../db/types';
import {
  adminListAuditLogResponseItemsItemReasonMax,
  adminListAuditLogResponseItemsItemTargetIDMax,
  adminListAuditLogResponseItemsItemTargetLabelMax,
} from '@/api/generated/zod/admin-audit/admin-audit.zod';
import { securityPolicy } from '../db/security';
import { requestIp, requestUserAgent } from '../rules/account-security';
import { auditChanges, privacyReplyState, type AuditChangeRow } from '../rules/audit';

export interface AuditTarget {
  type: 'partner' | 'payment' | 'business' | 'demo_request' | 'export' | 'security_policy' | 'cron_job' | 'creative' | 'privacy_request';
  id: string | number | null;
  label?: string | null;
}

export interface AdminAction {
  actor: UserRecord;
  request: Request;
  /** An AuditAction of the contract (`partner.ban`, `payment.approve`, …). */
  action: string;
  target: AuditTarget;
  reason?: string | null;
  changes?: AuditChangeRow[];
}

/** Writes one audit entry. */
export function recordAdminAction(store: Store, a: AdminAction): AuditRecord {
  return store.create('auditLog', {
    ActorID: a.actor.ID,
    CreatedAt: store.clock.now().toISOString(),
    Ip: requestIp(a.request),
    UserAgent: requestUserAgent(a.request),
    Action: a.action,
    TargetType: a.target.type,
    TargetID: a.target.id === null ? null : String(a.target.id).slice(0, adminListAuditLogResponseItemsItemTargetIDMax),
    TargetLabel: a.target.label?.slice(0, adminListAuditLogResponseItemsItemTargetLabelMax) ?? null,
    Reason: typeof a.reason === 'string' && a.reason.trim() ? a.reason.trim().slice(0, adminListAuditLogResponseItemsItemReasonMax) : null,
    Changes: a.changes ?? [],
  });
}

type State = Record<string, unknown> | null;
const pick = (row: object | undefined, fields: readonly string[]): State =>
  row ? Object.fromEntries(fields.map((f) => [f, (row as Record<string, unknown>)[f]])) : null;

const PARTNER_FIELDS = [
  'FirstName',
  'LastName',
  'Email',
  'Country',
  'Currency',
  'Status',
  'BanReason',
  'UnbanDate',
  'LockedUntil',
  'EmailVerified',
  'AffiliateManager',
  'PaymentType',
  'MustUseReceipt',
  'ParentID',
  'Permissions',
] as const;
const ACCOUNT_FIELDS = ['BankCode', 'AccountAgency', 'AccountNumber', 'PixKeyType', 'PixKey'] as const;
const PAYMENT_FIELDS = ['Status', 'Amount', 'Category', 'InvoiceFileID', 'Reason'] as const;
const BUSINESS_FIELDS = ['Approval', 'ApprovalReason', 'Name', 'NameAlias', 'CNPJ', 'FullAddress', 'CNAEs'] as const;
const DEMO_FIELDS = ['Status', 'Amount', 'ResolutionReason'] as const;

interface Plan {
  action: string;
  target: (answer: Record<string, unknown> | null) => AuditTarget;
  state?: () => State;
  /** Facts an export or a job has no "before" for. */
  facts?: () => State;
}

const num = (raw: string | undefined) => (raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null);
const dash = (action: string) => action.replace(/-/g, '_');

function partnerTarget(store: Store, id: number | null): AuditTarget {
  return { type: 'partner', id, label: id === null ? null : (store.db.users.get(id)?.Username ?? null) };
}

/** What an administrator call is, when it is one the log records; null otherwise (reads, checks). */
function planFor(store: Store, method: string, path: string, query: URLSearchParams, body: Record<string, unknown>): Plan | null {
  const seg = path.replace(/^.*?\/api\//, '').split('/');
  const [area, kind, a, b, c] = seg;
  const partner = (id: number | null): Pick<Plan, 'target' | 'state'> => ({
    target: () => partnerTarget(store, id),
    state: () => pick(id === null ? undefined : store.db.users.get(id), PARTNER_FIELDS),
  });
  if (area === 'cron' && method === 'PATCH') {
    const job = seg.slice(1).join('/');
    return { action: 'cron.run', target: () => ({ type: 'cron_job', id: job, label: null }) };
  }
  if (area !== 'management') return null;
  switch (kind) {
    case 'partners': {
      const id = num(a);
      if (id === null) return null;
      if (method === 'PUT' && b === undefined) return { action: 'partner.update', ...partner(id) };
      if (method === 'PUT' && b === 'password') return { action: 'partner.password_update', target: () => partnerTarget(store, id) };
      if (method !== 'POST' || c !== undefined || b === undefined) return null;
      if (b === 'login') return { action: 'partner.login_as', target: () => partnerTarget(store, id) };
      if (['ban', 'unban', 'approve', 'reject', 'lock', 'unlock', 'verify-email', 'reset-limits'].includes(b)) {
        return { action: `partner.${dash(b)}`, ...partner(id) };
      }
      return null;
    }
    case 'partner': {
      // /management/partner/bank-account/:partnerId
      const id = num(b);
      if (a !== 'bank-account' || id === null) return null;
      const state = () => pick(store.ownedBy('bankAccounts', id)[0], ACCOUNT_FIELDS);
      if (method === 'POST') return { action: 'partner.bank_account_save', target: () => partnerTarget(store, id), state };
      if (method === 'DELETE') return { action: 'partner.bank_account_delete', target: () => partnerTarget(store, id), state };
      return null;
    }
    case 'sub-affiliates': {
      if (method === 'PUT' && a === undefined) {
        const id = typeof body.subAffiliateId === 'number' ? body.subAffiliateId : null;
        return { action: 'sub_affiliate.move', ...partner(id) };
      }
      if (method === 'DELETE' && num(b) !== null) return { action: 'sub_affiliate.remove', ...partner(num(b)) };
      if (method === 'GET' && a === 'export') {
        const id = num(query.get('partnerId') ?? undefined);
        return {
          action: 'export.sub_affiliates',
          target: () => ({ type: 'export', id: 'sub-affiliates', label: partnerTarget(store, id).label }),
          facts: () => ({ partnerId: id }),
        };
      }
      return null;
    }
    case 'settings': {
      const id = method === 'POST' && a === undefined ? (typeof body.partnerId === 'number' ? body.partnerId : null) : num(a);
      const key = method === 'POST' ? (typeof body.key === 'string' ? body.key : null) : (b ?? null);
      if (id === null || key === null || !['POST', 'DELETE'].includes(method)) return null;
      return {
        action: method === 'POST' ? 'partner.setting_save' : 'partner.setting_delete',
        target: () => partnerTarget(store, id),
        state: () => ({ [key]: store.ownedBy('settings', id).find((s) => s.Key === key)?.Value ?? null }),
      };
    }
    case 'payments': {
      const paymentTarget = (pid: number | null): AuditTarget => {
        const owner = pid === null ? undefined : store.db.users.get(store.db.payments.get(pid)?.UserID ?? -1);
        return { type: 'payment', id: pid, label: owner?.Username ?? null };
      };
      if (method === 'POST' && a === undefined) {
        return {
          action: 'payment.create',
          target: (answer) => paymentTarget(typeof answer?.ID === 'number' ? answer.ID : null),
          facts: () => pick(body, ['amount', 'status', 'category', 'affiliateUsername', 'date']),
        };
      }
      const id = num(a);
      if (id === null) return null;
      const state = () => pick(store.db.payments.get(id), PAYMENT_FIELDS);
      if (method === 'PATCH' && b === undefined) return { action: 'payment.update', target: () => paymentTarget(id), state };
      if (method === 'DELETE' && b === undefined) return { action: 'payment.delete', target: () => paymentTarget(id), state };
      if (method === 'POST' && b !== undefined && c === undefined)
        return { action: `payment.${dash(b)}`, target: () => paymentTarget(id), state };
      return null;
    }
    case 'business': {
      const id = num(a);
      if (id === null) return null;
      const state = () => pick(store.db.businesses.get(id), BUSINESS_FIELDS);
      const target = (): AuditTarget => ({ type: 'business', id, label: store.db.businesses.get(id)?.Name ?? null });
      if (method === 'POST' && b === undefined) return { action: 'business.update', target, state };
      if (method === 'DELETE' && b === undefined) return { action: 'business.delete', target, state };
      if (method === 'PATCH' && (b === 'approve' || b === 'reject')) return { action: `business.${b}`, target, state };
      return null;
    }
    case 'demo-balance': {
      const id = num(a);
      if (method !== 'POST' || id === null || (b !== 'approve' && b !== 'decline')) return null;
      const owner = () => store.db.users.get(store.db.demoRequests.get(id)?.UserID ?? -1)?.Username ?? null;
      return {
        action: `demo_balance.${b}`,
        target: () => ({ type: 'demo_request', id, label: owner() }),
        state: () => pick(store.db.demoRequests.get(id), DEMO_FIELDS),
      };
    }
    case 'data':
      if (a === 'legacy' && method === 'POST') {
        return {
          action: 'export.legacy',
          target: () => ({ type: 'export', id: 'legacy', label: null }),
          facts: () => pick(body, ['dataset', 'since', 'until']),
        };
      }
      return null;
    case 'privacy-requests': {
      // The LGPD queue's reply (issue 19 item 4): the request, labelled with its partner; before →
      // after is its status and the reply's length, never the reply's text (rules/audit.ts).
      const id = num(a);
      if (method !== 'POST' || id === null || b !== 'reply' || c !== undefined) return null;
      const row = () => store.db.privacyRequests.get(id);
      return {
        action: 'privacy_request.reply',
        target: () => ({ type: 'privacy_request', id, label: store.db.users.get(row()?.UserID ?? -1)?.Username ?? null }),
        state: () => privacyReplyState(row()),
      };
    }
    case 'security-policy':
      if (method !== 'PUT') return null;
      return {
        action: 'security_policy.update',
        target: () => ({ type: 'security_policy', id: null, label: null }),
        state: () => pick(securityPolicy(store), ['RequireForAdmins', 'RequireForPartners']),
      };
    default:
      return null;
  }
}

export interface PendingAudit {
  /** Records the entry when the answer is a success: the handler's body, or a Response it threw. */
  finish(answer: unknown): Promise<void>;
}

/**
 * Starts recording an administrator call (null when the call is not one the log records): reads
 * the body's reason and the target's state now, before the handler changes anything.
 */
export async function startAdminAudit(store: Store, actor: UserRecord, request: Request, url: URL): Promise<PendingAudit | null> {
  const path = url.pathname;
  if (!/\/api\/(management|cron)\//.test(path)) return null;
  let body: Record<string, unknown> = {};
  if (request.method !== 'GET' && request.method !== 'DELETE') {
    try {
      const parsed: unknown = JSON.parse(await request.clone().text());
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
    } catch {
      // A body that is not JSON is the handler's to refuse.
    }
  }
  const plan = planFor(store, request.method, path, url.searchParams, body);
  if (!plan) return null;
  const before = plan.state?.() ?? null;
  return {
    async finish(outcome) {
      if (outcome instanceof Response && (outcome.status < 200 || outcome.status >= 300)) return;
      let answer: Record<string, unknown> | null = null;
      if (plan.action === 'payment.create') {
        const body: unknown =
          outcome instanceof Response
            ? await outcome
                .clone()
                .json()
                .catch(() => null)
            : outcome;
        answer = body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
      }
      const changes = plan.state ? auditChanges(before, plan.state()) : auditChanges(null, plan.facts?.() ?? null);
      recordAdminAction(store, {
        actor,
        request,
        action: plan.action,
        target: plan.target(answer),
        reason: typeof body.reason === 'string' ? body.reason : null,
        changes,
      });
    },
  };
}

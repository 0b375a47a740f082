// The admin queue of LGPD requests (/api/management/privacy-requests, issue 19.4): every partner's
// requests, paged, filtered and sorted on the server — by default the nearest deadline first —
// one request (the queue's dialog), and the reply that sets a request in progress, completed or refused (a closed one is 409). The
// partner is told in a notification. Reads need admin:lgpd:read, replies admin:lgpd:reply.
import {
  getAdminGetPrivacyRequestMockHandler,
  getAdminListPrivacyRequestsMockHandler,
  getAdminReplyPrivacyRequestMockHandler,
} from '@/api/generated/endpoints/admin-lgpd/admin-lgpd.msw';
import type { AdminPrivacyRequestPage } from '@/api/generated/model/adminPrivacyRequestPage';
import { adminReplyPrivacyRequestBody } from '@/api/generated/zod/admin-lgpd/admin-lgpd.zod';
import type { PrivacyRequest } from '@/api/generated/model/privacyRequest';
import type { PrivacyRequestRecord } from '../db/types';
import { authed } from '../http/auth';
import { readBody } from '../http/body';
import { notFound, paginate } from '../http/respond';
import { dueAt, isClosed, isOverdue, PRIVACY_STATUSES, PRIVACY_TYPES, replyProblem } from '../rules/lgpd';
import { notAllowed, notify, pathId } from './admin-common';
import { toPrivacyRequest } from './lgpd';
import { QueryCheck, sortBy } from './support';

const SORTS = ['DueAt', 'CreatedAt', 'ID', 'Status'] as const;

const STATUS_WORDS = { in_progress: 'está em andamento', completed: 'foi concluído', refused: 'foi recusado' } as const;

const list = authed(
  ({ url, store }) => {
    const check = new QueryCheck(url);
    const paging = check.page(SORTS, 'DueAt');
    // Ascending unless asked: the nearest deadline first.
    const order = url.searchParams.get('order') ? paging.order : 'asc';
    const status = check.oneOf('status', PRIVACY_STATUSES);
    const type = check.oneOf('type', PRIVACY_TYPES);
    const overdue = check.bool('overdue');
    if (!check.ok) throw check.problem();
    const now = store.clock.now();
    const rows = [...store.db.privacyRequests.values()]
      .filter(
        (r) => (!status || r.Status === status) && (!type || r.Type === type) && (overdue === undefined || isOverdue(r, now) === overdue),
      )
      // A closed request's deadline no longer runs: sorted by DueAt, it comes after the open ones
      // (sortBy puts null last in either direction), so the queue's first page is the work to do.
      .map((r) => ({ ...r, DueAt: isClosed(r.Status) ? null : dueAt(r.CreatedAt) }));
    const page = paginate(sortBy(rows, paging.sort ?? 'DueAt', order), paging);
    return { ...page, items: page.items.map((r) => toPrivacyRequest(r, store)) } satisfies AdminPrivacyRequestPage;
  },
  { permissions: ['admin:lgpd:read'] },
);

// One request, for the queue's dialog opened from a link.
const one = authed<PrivacyRequest, { privacyRequestId: string }>(
  ({ params, store }) => {
    const id = pathId(params.privacyRequestId);
    const found = id === null ? undefined : store.db.privacyRequests.get(id);
    if (!found) throw notFound('Privacy request not found');
    return toPrivacyRequest(found, store);
  },
  { permissions: ['admin:lgpd:read'] },
);

const reply = authed<PrivacyRequest, { privacyRequestId: string }>(
  async ({ request, params, store, user }) => {
    const id = pathId(params.privacyRequestId);
    const found = id === null ? undefined : store.db.privacyRequests.get(id);
    if (!found) throw notFound('Privacy request not found');
    const data = await readBody(request, adminReplyPrivacyRequestBody, { trim: ['reply'] });
    const closed = replyProblem(found.Status);
    if (closed) throw notAllowed(closed);
    const at = store.clock.now().toISOString();
    const text = data.reply.trim();
    const updated = store.update('privacyRequests', found.ID, {
      Status: data.status,
      Reply: text,
      RepliedAt: at,
      RepliedBy: user.ID,
      ClosedAt: isClosed(data.status) ? at : null,
    }) as PrivacyRequestRecord;
    const kind = updated.Type === 'correction' ? 'correção' : 'exclusão';
    notify(
      store,
      updated.UserID,
      'system',
      'Pedido LGPD respondido',
      `Seu pedido de ${kind} de dados ${STATUS_WORDS[data.status]}: ${text}`,
    );
    return toPrivacyRequest(updated, store);
  },
  { permissions: ['admin:lgpd:reply'] },
);

export const adminLgpdHandlers = [
  getAdminListPrivacyRequestsMockHandler(list),
  getAdminGetPrivacyRequestMockHandler(one),
  getAdminReplyPrivacyRequestMockHandler(reply),
];

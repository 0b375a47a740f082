// Admin demo-balance queue (/api/management/demo-balance): every partner's requests, paged and
// filtered on the server, and the decision on a pending one. The mock keeps no demo wallet, so
// approving credits nothing: it records the decision, which the partner's limits then count
// (an approved amount uses up the week's allowance, rules/demo-balance.ts). A request the partner
// cancelled is not shown nor decided (404), as if removed.
import {
  getAdminDemoBalanceActionMockHandler,
  getAdminListDemoBalanceMockHandler,
} from '@/api/generated/endpoints/admin-demo-balance/admin-demo-balance.msw';
import type { AdminDemoBalancePage } from '@/api/generated/model/adminDemoBalancePage';
import type { DemoBalanceRequest } from '@/api/generated/model/demoBalanceRequest';
import {
  adminDemoBalanceActionBody,
  adminListDemoBalanceQueryPartnerMax,
} from '@/api/generated/zod/admin-demo-balance/admin-demo-balance.zod';
import { DEMO_BALANCE_STATUSES } from '../db/enums';
import { isCancelled } from '../rules/demo-balance';
import type { DemoBalanceRequestRecord } from '../db/types';
import { authed } from '../http/auth';
import { readBody } from '../http/body';
import { invalid, notFound, paginate } from '../http/respond';
import { demand, notAllowed, notify, pathId } from './admin-common';
import { toDemoRequest } from './mappers';
import { QueryCheck, sortBy } from './support';

const SORTS = ['ID', 'Amount', 'Status', 'CreatedAt', 'UpdatedAt'] as const;
const DECISION = {
  approve: { permission: 'admin:partner:demo-balance:approve', status: 'approved', title: 'Saldo demo aprovado' },
  decline: { permission: 'admin:partner:demo-balance:reject', status: 'declined', title: 'Saldo demo recusado' },
} as const;

const list = authed(
  ({ url, store }) => {
    const check = new QueryCheck(url);
    const paging = check.page(SORTS, 'CreatedAt');
    const status = check.oneOf('status', DEMO_BALANCE_STATUSES);
    const partner = check.text('partner', adminListDemoBalanceQueryPartnerMax, { min: 1, trim: true });
    if (!check.ok) throw check.problem();
    let rows: readonly DemoBalanceRequestRecord[];
    if (partner) {
      const owner = /^\d+$/.test(partner) ? store.db.users.get(Number(partner)) : store.userByLogin(partner);
      rows = owner ? store.ownedBy('demoRequests', owner.ID) : [];
    } else {
      rows = [...store.db.demoRequests.values()];
    }
    rows = rows.filter((r) => !isCancelled(r) && (!status || r.Status === status));
    const page = paginate(sortBy(rows, paging.sort ?? 'CreatedAt', paging.order), paging);
    return { ...page, items: page.items.map((r) => toDemoRequest(r, store)) } satisfies AdminDemoBalancePage;
  },
  { permissions: ['admin:partner:demo-balance:read'] },
);

/** approve needs …:approve, decline needs …:reject; only a pending request can be decided (409). */
const decide = authed(
  async ({ request, params, store, user }) => {
    const name = String(params.action);
    if (name !== 'approve' && name !== 'decline') throw invalid([{ field: 'action', message: 'One of approve, decline' }]);
    const decision = DECISION[name];
    demand(user.Permissions, decision.permission);
    const id = pathId(params.requestId);
    const found = id === null ? undefined : store.db.demoRequests.get(id);
    if (!found || isCancelled(found)) throw notFound('Demo-balance request not found');
    const body = await readBody(request, adminDemoBalanceActionBody, { optional: true });
    if (found.Status !== 'pending') {
      throw notAllowed(`Action ${name} is not allowed for a demo-balance request that is ${found.Status}`);
    }
    const at = store.clock.now().toISOString();
    const reason = body.reason?.trim() || null;
    const updated = store.update('demoRequests', found.ID, {
      Status: decision.status,
      ResolvedAt: at,
      UpdatedAt: at,
      ResolutionReason: reason,
    }) as DemoBalanceRequestRecord;
    const amount = updated.Amount.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
    notify(
      store,
      updated.UserID,
      'demo-balance',
      decision.title,
      `Sua solicitação de saldo demo de ${amount} foi ${name === 'approve' ? 'aprovada' : 'recusada'}${reason ? `: ${reason}` : '.'}`,
    );
    return toDemoRequest(updated, store) satisfies DemoBalanceRequest;
  },
  { permissions: [DECISION.approve.permission, DECISION.decline.permission] },
);

export const adminDemoBalanceHandlers = [getAdminListDemoBalanceMockHandler(list), getAdminDemoBalanceActionMockHandler(decide)];

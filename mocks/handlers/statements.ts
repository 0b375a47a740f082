// Monthly statements per currency (issue 19.3): the partner's ledger — the balance history's
// movements of both balances (handlers/reports-history.ts) — grouped by Brazilian month and carried
// through from zero by rules/statements.ts. A partner is paid in their profile's currency, so their
// statements are in it; another currency has none (404, and an empty list).
import { getGetStatementMockHandler, getGetStatementsMockHandler } from '@/api/generated/endpoints/statements/statements.msw';
import type { Statement } from '@/api/generated/model/statement';
import type { StatementList } from '@/api/generated/model/statementList';
import { CURRENCIES, type Currency } from '../db/enums';
import type { Store } from '../db/store';
import type { UserRecord } from '../db/types';
import { authed } from '../http/auth';
import { notFound } from '../http/respond';
import { buildStatements, type PaymentState } from '../rules/statements';
import { balanceHistoryOf } from './reports-history';
import { QueryCheck } from './support';

function statementsOf(store: Store, user: UserRecord) {
  const payments = new Map<number, PaymentState>(
    store.ownedBy('payments', user.ID).map((p) => [p.ID, { Status: p.Status, Category: p.Category }]),
  );
  return buildStatements({
    userId: user.ID,
    currency: user.Currency,
    movements: balanceHistoryOf(store, user),
    payments,
    now: store.clock.now(),
  });
}

export const statementsHandlers = [
  getGetStatementsMockHandler(
    authed(({ url, user, store }) => {
      const q = new QueryCheck(url);
      const currency = q.oneOf('currency', CURRENCIES);
      if (!q.ok) throw q.problem();
      const items = currency && currency !== user.Currency ? [] : statementsOf(store, user).reverse();
      const body: StatementList = {
        items: items.map((s) => ({ month: s.month, currency: s.currency, closingBalance: s.closingBalance, closed: s.closed })),
      };
      return body;
    }),
  ),

  getGetStatementMockHandler(
    authed<Statement, { month: string }>(({ url, params, user, store }) => {
      const q = new QueryCheck(url);
      const currency: Currency = q.oneOf('currency', CURRENCIES) ?? user.Currency;
      if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(params.month)) q.fields.push({ field: 'month', message: 'A month (YYYY-MM) is required' });
      if (!q.ok) throw q.problem();
      const found = currency === user.Currency ? statementsOf(store, user).find((s) => s.month === params.month) : undefined;
      if (!found) throw notFound(`No statement for ${params.month} in ${currency}`);
      return found satisfies Statement;
    }),
  ),
];

// Why a new demo-balance request cannot be sent now, said before the form: a request still in
// progress (the API's 409), the week used up (406) or today's requests used (429). The pending
// request is read from the requests list itself (`status=pending`), so the page and the modal
// learn it from the API rather than from a rule of their own.
import { Alert } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useGetDemoBalanceRequests } from '@/api/generated/endpoints/demo-balance/demo-balance';
import type { DemoBalanceLimits } from '@/api/generated/model/demoBalanceLimits';
import type { DemoBalanceRequest } from '@/api/generated/model/demoBalanceRequest';
import { useMoney } from '@/components/data/money';
import { formatDateTime } from '@/lib/dates';
import { demoMessages as m } from '../messages';

export type DemoBlock = 'pending' | 'week' | 'day';

/**
 * The partner's request in progress, null when there is none, undefined while not yet known.
 * A failed read counts as none: the form then shows, and the API still answers 409.
 */
export function usePendingDemoRequest(): DemoBalanceRequest | null | undefined {
  const query = useGetDemoBalanceRequests({ status: 'pending', pageSize: 1 });
  if (query.data) return query.data.items[0] ?? null;
  return query.isError ? null : undefined;
}

/** Why a new request cannot be made now, or null when it can; in the API's order of refusals. */
export function demoBlock(limits: DemoBalanceLimits, pending?: DemoBalanceRequest | null): DemoBlock | null {
  if (pending) return 'pending';
  if (limits.weekBlock) return 'week';
  if (limits.dailyRequestsAvailable <= 0) return 'day';
  return null;
}

interface NoticeProps {
  block: DemoBlock;
  limits: DemoBalanceLimits;
  pending?: DemoBalanceRequest | null;
}

export function DemoBlockNotice({ block, limits, pending }: NoticeProps) {
  const intl = useIntl();
  const money = useMoney();
  const text =
    block === 'pending'
      ? intl.formatMessage(m.pendingBlocked, { amount: money(pending?.Amount), date: formatDateTime(pending?.CreatedAt) })
      : intl.formatMessage(block === 'week' ? m.weekBlocked : m.dailyBlocked, { date: formatDateTime(limits.canRequestAt) });
  return (
    <Alert color="orange" role="status" data-testid="demo-block" data-block={block}>
      {text}
    </Alert>
  );
}

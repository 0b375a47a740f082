// The queue's write: approve or decline a pending request (adminDemoBalanceAction). Success
// refreshes the queue through its generated key and notifies; refusals are worded by the caller.
import { createElement } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import {
  getAdminListDemoBalanceQueryKey,
  useAdminDemoBalanceAction,
} from '@/api/generated/endpoints/admin-demo-balance/admin-demo-balance';
import { notifySuccess } from '@/lib/notify';
import { adminDemoMessages as m } from '../messages';

export type DemoDecision = 'approve' | 'decline';

export function useDemoDecision() {
  const queryClient = useQueryClient();
  const mutation = useAdminDemoBalanceAction();
  const refresh = () => queryClient.invalidateQueries({ queryKey: getAdminListDemoBalanceQueryKey() });
  const decide = async (requestId: number, action: DemoDecision, reason: string) => {
    await mutation.mutateAsync({ requestId, action, data: reason ? { reason } : {} });
    await refresh();
    notifySuccess(createElement(FormattedMessage, action === 'approve' ? m.approved : m.declined));
  };
  return { decide, refresh, isPending: mutation.isPending };
}

// Writes of the demo-balance page: create, edit and cancel a request. Each one refreshes the list
// and the limits through their generated keys and notifies success; refusals are worded by
// the caller (the modal shows 406/409/429 and field errors itself).
import { createElement } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import {
  getGetDemoBalanceLimitsQueryKey,
  getGetDemoBalanceRequestQueryKey,
  getGetDemoBalanceRequestsQueryKey,
  useCancelDemoBalanceRequest,
  useCreateDemoBalanceRequest,
  useUpdateDemoBalanceRequest,
} from '@/api/generated/endpoints/demo-balance/demo-balance';
import type { DemoBalanceRequestInputBody } from '@/api/generated/model/demoBalanceRequestInputBody';
import { notifySuccess } from '@/lib/notify';
import { demoMessages as m } from '../messages';

export function useRefreshDemoBalance(): (requestId?: number) => Promise<void> {
  const queryClient = useQueryClient();
  return async (requestId) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetDemoBalanceRequestsQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getGetDemoBalanceLimitsQueryKey() }),
      requestId ? queryClient.invalidateQueries({ queryKey: getGetDemoBalanceRequestQueryKey(requestId) }) : undefined,
    ]);
  };
}

/** Sends a new request, or saves an edited one when `requestId` is given. */
export function useSaveDemoRequest(requestId: number | null) {
  const refresh = useRefreshDemoBalance();
  const create = useCreateDemoBalanceRequest();
  const update = useUpdateDemoBalanceRequest();
  const save = async (data: DemoBalanceRequestInputBody) => {
    const saved = requestId ? await update.mutateAsync({ requestId, data }) : await create.mutateAsync({ data });
    await refresh(requestId ?? undefined);
    notifySuccess(createElement(FormattedMessage, requestId ? m.updated : m.created));
    return saved;
  };
  return { save, isPending: create.isPending || update.isPending };
}

export function useCancelDemoRequest() {
  const refresh = useRefreshDemoBalance();
  const cancel = useCancelDemoBalanceRequest();
  return {
    cancel: async (requestId: number) => {
      try {
        await cancel.mutateAsync({ requestId });
        notifySuccess(createElement(FormattedMessage, m.cancelled));
      } finally {
        // A 409 (no longer pending) means the list is stale: refresh it either way.
        await refresh(requestId);
      }
    },
    isPending: cancel.isPending,
  };
}

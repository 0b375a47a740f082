// Writes of the business-manage modal: approve or reject (PATCH adminBusinessAction). Success
// refreshes the list and the business through their generated keys and notifies; refusals
// (400, 409, 403, …) are worded by the caller, which also refreshes on a 409 (stale status).
import { createElement } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import {
  getAdminGetBusinessQueryKey,
  getAdminListBusinessesQueryKey,
  useAdminBusinessAction,
} from '@/api/generated/endpoints/admin-businesses/admin-businesses';
import { notifySuccess } from '@/lib/notify';
import { businessMessages as m } from '../messages';

export function useRefreshBusiness(): (businessId: number) => Promise<void> {
  const queryClient = useQueryClient();
  return async (businessId) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getAdminListBusinessesQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getAdminGetBusinessQueryKey(businessId) }),
    ]);
  };
}

export function useDecideBusiness() {
  const refresh = useRefreshBusiness();
  const mutation = useAdminBusinessAction();
  const decide = async (businessId: number, action: 'approve' | 'reject', reason: string) => {
    await mutation.mutateAsync({ businessId, action, data: reason ? { reason } : {} });
    await refresh(businessId);
    notifySuccess(createElement(FormattedMessage, action === 'approve' ? m.approved : m.rejected));
  };
  return { decide, isPending: mutation.isPending, refresh };
}

// Writes of the admin partner pages: edit, password, actions, ban/unban and settings. Each one
// refreshes the generated query keys it affects and notifies success; refusals that the screen
// words itself (409, 404, field errors) are thrown back to the caller.
import { useQueryClient } from '@tanstack/react-query';
import {
  getAdminGetPartnerQueryKey,
  getAdminGetPartnerSelectedInfoQueryKey,
  getAdminListPartnersQueryKey,
  useAdminBanPartner,
  useAdminPartnerAction,
  useAdminUnbanPartner,
  useAdminUpdatePartner,
  useAdminUpdatePartnerPassword,
} from '@/api/generated/endpoints/admin-partners/admin-partners';
import {
  getAdminGetPartnerSettingsQueryKey,
  useAdminDeletePartnerSetting,
  useAdminSavePartnerSetting,
} from '@/api/generated/endpoints/admin-settings/admin-settings';
import type { AdminBanBody } from '@/api/generated/model/adminBanBody';
import type { AdminPartnerUpdateBody } from '@/api/generated/model/adminPartnerUpdateBody';
import type { AdminPasswordBody } from '@/api/generated/model/adminPasswordBody';
import type { Partner } from '@/api/generated/model/partner';
import { notifyNotice, useInvalidate, type Notice } from '@/lib/mutation-notice';
import { adminPartnersMessages as m } from '../messages';

export type PartnerAction = 'approve' | 'reject' | 'lock' | 'unlock' | 'verify-email' | 'reset-limits';

function useRefreshPartner(): (partnerId: number, partner?: Partner) => Promise<void> {
  const queryClient = useQueryClient();
  return async (partnerId, partner) => {
    if (partner) queryClient.setQueryData(getAdminGetPartnerQueryKey(partnerId), partner);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getAdminGetPartnerQueryKey(partnerId) }),
      queryClient.invalidateQueries({ queryKey: getAdminGetPartnerSelectedInfoQueryKey(partnerId) }),
      queryClient.invalidateQueries({ queryKey: getAdminListPartnersQueryKey() }),
    ]);
  };
}

/**
 * A write that answers with the partner: the answer shows at once, the partner's queries are
 * fetched again and a toast says it is done. With `refreshOnRefusal`, a refusal (a 409 means the
 * page showed a stale state) refreshes the page too before it is thrown back.
 */
function usePartnerWrite<TVariables>(
  partnerId: number,
  mutation: { mutateAsync: (variables: TVariables) => Promise<Partner>; isPending: boolean },
  refreshOnRefusal = false,
) {
  const refresh = useRefreshPartner();
  const write = async (variables: TVariables, notice: Notice) => {
    try {
      await refresh(partnerId, await mutation.mutateAsync(variables));
      notifyNotice(notice);
    } catch (error) {
      if (refreshOnRefusal) await refresh(partnerId);
      throw error;
    }
  };
  return { write, isPending: mutation.isPending };
}

export function useUpdatePartner(partnerId: number) {
  const { write, isPending } = usePartnerWrite(partnerId, useAdminUpdatePartner());
  return { update: (data: AdminPartnerUpdateBody) => write({ partnerId, data }, m.saved), isPending };
}

export function useResetPassword(partnerId: number) {
  const mutation = useAdminUpdatePartnerPassword();
  return {
    reset: async (data: AdminPasswordBody) => {
      await mutation.mutateAsync({ partnerId, data });
      notifyNotice(m.passwordDone);
    },
    isPending: mutation.isPending,
  };
}

export function usePartnerAction(partnerId: number) {
  const mutation = useAdminPartnerAction();
  const { write } = usePartnerWrite(partnerId, mutation, true);
  return {
    run: (action: PartnerAction, label: string) => write({ partnerId, action, data: {} }, { ...m.actionDone, values: { action: label } }),
    pending: mutation.isPending ? mutation.variables?.action : undefined,
  };
}

export function useBanPartner(partnerId: number) {
  const { write, isPending } = usePartnerWrite(partnerId, useAdminBanPartner());
  return { ban: (data: AdminBanBody) => write({ partnerId, data }, m.banDone), isPending };
}

export function useUnbanPartner(partnerId: number) {
  const { write, isPending } = usePartnerWrite(partnerId, useAdminUnbanPartner(), true);
  return { unban: () => write({ partnerId }, m.unbanned), isPending };
}

export function usePartnerSettingWrites(partnerId: number) {
  const save = useAdminSavePartnerSetting();
  const remove = useAdminDeletePartnerSetting();
  const refresh = useInvalidate(getAdminGetPartnerSettingsQueryKey(partnerId));
  return {
    save: async (key: string, value: number) => {
      await save.mutateAsync({ data: { partnerId, key, value } });
      await refresh();
      notifyNotice(m.settingSaved);
    },
    remove: async (key: string) => {
      await remove.mutateAsync({ partnerId, key });
      await refresh();
      notifyNotice(m.settingDeleted);
    },
    saving: save.isPending,
    removing: remove.isPending ? remove.variables?.key : undefined,
  };
}

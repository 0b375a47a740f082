// Writes of the admin partner pages: edit, password, actions, ban/unban and settings. Each one
// refreshes the generated query keys it affects and notifies success; refusals that the screen
// words itself (409, 404, field errors) are thrown back to the caller.
import { createElement } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
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
import { notifySuccess } from '@/lib/notify';
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

export function useUpdatePartner(partnerId: number) {
  const refresh = useRefreshPartner();
  const mutation = useAdminUpdatePartner();
  return {
    update: async (data: AdminPartnerUpdateBody) => {
      const partner = await mutation.mutateAsync({ partnerId, data });
      await refresh(partnerId, partner);
      notifySuccess(createElement(FormattedMessage, m.saved));
    },
    isPending: mutation.isPending,
  };
}

export function useResetPassword(partnerId: number) {
  const mutation = useAdminUpdatePartnerPassword();
  return {
    reset: async (data: AdminPasswordBody) => {
      await mutation.mutateAsync({ partnerId, data });
      notifySuccess(createElement(FormattedMessage, m.passwordDone));
    },
    isPending: mutation.isPending,
  };
}

export function usePartnerAction(partnerId: number) {
  const refresh = useRefreshPartner();
  const mutation = useAdminPartnerAction();
  return {
    run: async (action: PartnerAction, label: string) => {
      try {
        const partner = await mutation.mutateAsync({ partnerId, action, data: {} });
        await refresh(partnerId, partner);
        notifySuccess(createElement(FormattedMessage, { ...m.actionDone, values: { action: label } }));
      } catch (error) {
        // A 409 means the page showed a stale state: refresh it either way.
        await refresh(partnerId);
        throw error;
      }
    },
    pending: mutation.isPending ? mutation.variables?.action : undefined,
  };
}

export function useBanPartner(partnerId: number) {
  const refresh = useRefreshPartner();
  const mutation = useAdminBanPartner();
  return {
    ban: async (data: AdminBanBody) => {
      const partner = await mutation.mutateAsync({ partnerId, data });
      await refresh(partnerId, partner);
      notifySuccess(createElement(FormattedMessage, m.banDone));
    },
    isPending: mutation.isPending,
  };
}

export function useUnbanPartner(partnerId: number) {
  const refresh = useRefreshPartner();
  const mutation = useAdminUnbanPartner();
  return {
    unban: async () => {
      try {
        const partner = await mutation.mutateAsync({ partnerId });
        await refresh(partnerId, partner);
        notifySuccess(createElement(FormattedMessage, m.unbanned));
      } catch (error) {
        await refresh(partnerId);
        throw error;
      }
    },
    isPending: mutation.isPending,
  };
}

export function usePartnerSettingWrites(partnerId: number) {
  const queryClient = useQueryClient();
  const save = useAdminSavePartnerSetting();
  const remove = useAdminDeletePartnerSetting();
  const refresh = () => queryClient.invalidateQueries({ queryKey: getAdminGetPartnerSettingsQueryKey(partnerId) });
  return {
    save: async (key: string, value: number) => {
      await save.mutateAsync({ data: { partnerId, key, value } });
      await refresh();
      notifySuccess(createElement(FormattedMessage, m.settingSaved));
    },
    remove: async (key: string) => {
      await remove.mutateAsync({ partnerId, key });
      await refresh();
      notifySuccess(createElement(FormattedMessage, m.settingDeleted));
    },
    saving: save.isPending,
    removing: remove.isPending ? remove.variables?.key : undefined,
  };
}

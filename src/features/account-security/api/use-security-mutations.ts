// The Security page's writes (issue 17): each invalidates the generated query keys it changes
// and, where the user waits for it, says so in a toast. Failures stay with the caller (the
// forms show them at the field and keep what was typed).
import { useQueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  getGetSecurityEventsQueryKey,
  getGetSecurityOverviewQueryKey,
  getGetSessionsQueryKey,
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useRegenerateRecoveryCodes,
  useRevokeOtherSessions,
  useRevokeSession,
  useStartTwoFactorSetup,
} from '@/api/generated/endpoints/account-security/account-security';
import { getGetProfileQueryKey } from '@/api/generated/endpoints/profile/profile';
import { notifySuccess } from '@/lib/notify';
import { sessionMessages, twoFactorMessages } from '../messages';

function useRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetSecurityOverviewQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getGetSessionsQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getGetSecurityEventsQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getGetProfileQueryKey() }),
    ]);
  };
}

export const useStartEnrolment = () => useStartTwoFactorSetup();

export function useConfirmEnrolment() {
  const refresh = useRefresh();
  // The toast waits until the recovery codes are put away (the panel calls refresh then).
  return { confirm: useConfirmTwoFactor(), refresh };
}

export function useTurnOffTwoFactor() {
  const refresh = useRefresh();
  return useDisableTwoFactor({
    mutation: {
      onSuccess: async () => {
        notifySuccess(createElement(FormattedMessage, twoFactorMessages.disabled));
        await refresh();
      },
    },
  });
}

export function useSignOutSession() {
  const refresh = useRefresh();
  return useRevokeSession({
    mutation: {
      onSuccess: async () => {
        notifySuccess(createElement(FormattedMessage, sessionMessages.signedOut));
        await refresh();
      },
    },
  });
}

export function useSignOutOthers() {
  const refresh = useRefresh();
  return useRevokeOtherSessions({
    mutation: {
      onSuccess: async ({ revoked }) => {
        notifySuccess(createElement(FormattedMessage, { ...sessionMessages.signedOutOthers, values: { count: revoked } }));
        await refresh();
      },
    },
  });
}

/** New recovery codes (after a step-up): the page shows them once; the counts and events refresh. */
export function useMakeNewRecoveryCodes() {
  const refresh = useRefresh();
  return useRegenerateRecoveryCodes({ mutation: { onSuccess: () => void refresh() } });
}

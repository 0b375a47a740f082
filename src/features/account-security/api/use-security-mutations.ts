// The Security page's writes (issue 17): each invalidates the generated query keys it changes
// and, where the user waits for it, says so in a toast. Failures stay with the caller (the
// forms show them at the field and keep what was typed).
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
import { noticeThen, useInvalidate } from '@/lib/mutation-notice';
import { sessionMessages, twoFactorMessages } from '../messages';

const useRefresh = () =>
  useInvalidate(getGetSecurityOverviewQueryKey(), getGetSessionsQueryKey(), getGetSecurityEventsQueryKey(), getGetProfileQueryKey());

export const useStartEnrolment = () => useStartTwoFactorSetup();

export function useConfirmEnrolment() {
  const refresh = useRefresh();
  // The toast waits until the recovery codes are put away (the panel calls refresh then).
  return { confirm: useConfirmTwoFactor(), refresh };
}

export function useTurnOffTwoFactor() {
  return useDisableTwoFactor({ mutation: { onSuccess: noticeThen(twoFactorMessages.disabled, useRefresh()) } });
}

export function useSignOutSession() {
  return useRevokeSession({ mutation: { onSuccess: noticeThen(sessionMessages.signedOut, useRefresh()) } });
}

export function useSignOutOthers() {
  const notice = ({ revoked }: { revoked: number }) => ({ ...sessionMessages.signedOutOthers, values: { count: revoked } });
  return useRevokeOtherSessions({ mutation: { onSuccess: noticeThen(notice, useRefresh()) } });
}

/** New recovery codes (after a step-up): the page shows them once; the counts and events refresh. */
export function useMakeNewRecoveryCodes() {
  const refresh = useRefresh();
  return useRegenerateRecoveryCodes({ mutation: { onSuccess: () => void refresh() } });
}

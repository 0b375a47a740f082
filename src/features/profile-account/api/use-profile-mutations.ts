// Writes of the personal-data page over the generated mutations: each answers the updated user,
// which replaces the session's profile in the cache (so the header and the wallet see it at once)
// before the profile is fetched again. Success notices here; refusals are the forms' to show.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import type { ApiError } from '@/api/api-error';
import {
  getGetSecurityEventsQueryKey,
  useChangeEmail as useGeneratedChangeEmail,
} from '@/api/generated/endpoints/account-security/account-security';
import {
  getGetProfileQueryKey,
  sendEmailVerification,
  useSetTaxPayerId as useGeneratedSetTaxPayerId,
  useUpdateProfile as useGeneratedUpdateProfile,
  useVerifyEmail as useGeneratedVerifyEmail,
} from '@/api/generated/endpoints/profile/profile';
import type { SendEmailVerification200 } from '@/api/generated/model/sendEmailVerification200';
import type { User } from '@/api/generated/model/user';
import { notifySuccess } from '@/lib/notify';
import { personalDataMessages as m } from '../messages';

function useUserAnswer(message: MessageDescriptor) {
  const queryClient = useQueryClient();
  return async (user: User) => {
    queryClient.setQueryData(getGetProfileQueryKey(), user);
    notifySuccess(createElement(FormattedMessage, message));
    await queryClient.invalidateQueries({ queryKey: getGetProfileQueryKey() });
  };
}

export function useUpdateProfile() {
  const onSuccess = useUserAnswer(m.saved);
  return useGeneratedUpdateProfile({ mutation: { onSuccess } });
}

export function useSetTaxPayerId() {
  const onSuccess = useUserAnswer(m.cpfSaved);
  return useGeneratedSetTaxPayerId({ mutation: { onSuccess } });
}

export function useVerifyEmail() {
  const onSuccess = useUserAnswer(m.emailDone);
  return useGeneratedVerifyEmail({ mutation: { onSuccess } });
}

/** GET /api/me/email/verify sends a code: it runs on a click, never on mount or on a refetch. */
export function useSendEmailCode() {
  return useMutation<SendEmailVerification200, ApiError>({ mutationFn: () => sendEmailVerification() });
}

/** PUT /api/me/email (issue 17, after a step-up): the answer (new, unverified address) replaces the profile. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useGeneratedChangeEmail({
    mutation: {
      onSuccess: async (user) => {
        queryClient.setQueryData(getGetProfileQueryKey(), user);
        notifySuccess(createElement(FormattedMessage, { ...m.emailChanged, values: { email: user.Email } }));
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: getGetProfileQueryKey() }),
          queryClient.invalidateQueries({ queryKey: getGetSecurityEventsQueryKey() }),
        ]);
      },
    },
  });
}

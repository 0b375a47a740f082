// Writes of the personal-data page over the generated mutations: each answers the updated user,
// which replaces the session's profile in the cache (so the header and the wallet see it at once)
// before the profile is fetched again. Success notices here; refusals are the forms' to show.
import { useMutation, type QueryKey } from '@tanstack/react-query';
import type { MessageDescriptor } from 'react-intl';
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
import { noticeThen, useKeepAnswer } from '@/lib/mutation-notice';
import { personalDataMessages as m } from '../messages';

/** The answered user replaces the cached profile, which is fetched again too (with `alsoStale`). */
const useKeepUser = (...alsoStale: QueryKey[]) => useKeepAnswer<User>(getGetProfileQueryKey(), getGetProfileQueryKey(), ...alsoStale);

function useUserAnswer(message: MessageDescriptor) {
  return noticeThen(message, useKeepUser());
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
  const notice = (user: User) => ({ ...m.emailChanged, values: { email: user.Email } });
  return useGeneratedChangeEmail({ mutation: { onSuccess: noticeThen(notice, useKeepUser(getGetSecurityEventsQueryKey())) } });
}

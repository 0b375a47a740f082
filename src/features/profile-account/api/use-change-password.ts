// The password change goes through the identity provider (spec §7: passwords live there, not in
// the portal API), with the session's token; the activity log is fetched again afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { FormattedMessage } from 'react-intl';
import { getGetActivityLogsQueryKey } from '@/api/generated/endpoints/profile/profile';
import { tokenStore } from '@/api/token-store';
import { IdentityError } from '@/lib/identity/identity-provider';
import { withIdentityProvider } from '@/lib/identity/select-identity-provider';
import { notifySuccess } from '@/lib/notify';
import { securityMessages as m } from '../messages';

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation<void, unknown, { currentPassword: string; newPassword: string }>({
    mutationFn: ({ currentPassword, newPassword }) => {
      const token = tokenStore.get();
      if (!token) return Promise.reject(new IdentityError('refused', 'invalid_token'));
      return withIdentityProvider((idp) => idp.changePassword(token, currentPassword, newPassword));
    },
    onSuccess: async () => {
      notifySuccess(createElement(FormattedMessage, m.passwordChanged));
      await queryClient.invalidateQueries({ queryKey: getGetActivityLogsQueryKey() });
    },
  });
}

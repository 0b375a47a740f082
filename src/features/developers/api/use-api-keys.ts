// Creating and revoking API keys: the generated mutations, then the list is fetched again. A
// new key's value comes only in the create answer: the caller shows it once, it is never cached.
import { createElement } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import {
  getGetApiKeysQueryKey,
  useCreateApiKey as useGeneratedCreate,
  useRevokeApiKey as useGeneratedRevoke,
} from '@/api/generated/endpoints/api-keys/api-keys';
import { notifyError, notifySuccess } from '@/lib/notify';
import { developersMessages as m } from '../messages';

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useGeneratedCreate({
    mutation: { onSuccess: () => queryClient.invalidateQueries({ queryKey: getGetApiKeysQueryKey() }) },
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useGeneratedRevoke({
    mutation: {
      onSuccess: async () => {
        notifySuccess(createElement(FormattedMessage, m.revoked));
        await queryClient.invalidateQueries({ queryKey: getGetApiKeysQueryKey() });
      },
      onError: (error) => notifyError(error),
    },
  });
}

// Creating and revoking API keys: the generated mutations, then the list is fetched again. A
// new key's value comes only in the create answer: the caller shows it once, it is never cached.
import {
  getGetApiKeysQueryKey,
  useCreateApiKey as useGeneratedCreate,
  useRevokeApiKey as useGeneratedRevoke,
} from '@/api/generated/endpoints/api-keys/api-keys';
import { noticeThen, useInvalidate } from '@/lib/mutation-notice';
import { notifyError } from '@/lib/notify';
import { developersMessages as m } from '../messages';

const useRefreshKeys = () => useInvalidate(getGetApiKeysQueryKey());

export function useCreateApiKey() {
  return useGeneratedCreate({ mutation: { onSuccess: useRefreshKeys() } });
}

export function useRevokeApiKey() {
  return useGeneratedRevoke({
    mutation: { onSuccess: noticeThen(m.revoked, useRefreshKeys()), onError: (error) => notifyError(error) },
  });
}

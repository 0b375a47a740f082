// Creating or rotating the signing secret: the generated mutation; its answer (the only one that
// carries the secret) is the caller's to show once, and the secret's state is fetched again.
import { useQueryClient } from '@tanstack/react-query';
import {
  getGetPostbackSigningSecretQueryKey,
  useRotatePostbackSigningSecret as useGeneratedRotate,
} from '@/api/generated/endpoints/postback-delivery/postback-delivery';

export function useRotateSecret() {
  const queryClient = useQueryClient();
  return useGeneratedRotate({
    mutation: {
      onSuccess: (saved) => {
        // The cached state never holds the secret itself.
        queryClient.setQueryData(getGetPostbackSigningSecretQueryKey(), { ...saved, Secret: null });
      },
    },
  });
}

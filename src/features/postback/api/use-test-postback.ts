// The test call: GET /api/me/postback/test sends a signed test delivery to the partner's endpoint
// (with `event`, a sample of that event), so it runs on a click (a mutation over the generated
// fetcher), never on mount or on a refetch. The delivery is logged and listed, so both are
// fetched again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/api/api-error';
import { getGetPostbackLogsQueryKey, testPostback } from '@/api/generated/endpoints/postback/postback';
import { getGetPostbackDeliveriesQueryKey } from '@/api/generated/endpoints/postback-delivery/postback-delivery';
import type { PostbackEvent } from '@/api/generated/model/postbackEvent';
import type { PostbackLog } from '@/api/generated/model/postbackLog';

export function useTestPostback() {
  const queryClient = useQueryClient();
  return useMutation<PostbackLog, ApiError, PostbackEvent | undefined>({
    mutationFn: (event) => testPostback(event ? { event } : undefined),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getGetPostbackLogsQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getGetPostbackDeliveriesQueryKey() }),
      ]);
    },
  });
}

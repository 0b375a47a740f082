// The test call: GET /api/me/postback/test calls the partner's endpoint once, so it runs on a
// click (a mutation over the generated fetcher), never on mount or on a refetch. The delivery it
// answers is also logged, so the delivery list is fetched again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/api/api-error';
import { getGetPostbackLogsQueryKey, testPostback } from '@/api/generated/endpoints/postback/postback';
import type { PostbackLog } from '@/api/generated/model/postbackLog';

export function useTestPostback() {
  const queryClient = useQueryClient();
  return useMutation<PostbackLog, ApiError>({
    mutationFn: () => testPostback(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getGetPostbackLogsQueryKey() }),
  });
}

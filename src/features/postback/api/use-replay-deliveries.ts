// Replaying deliveries: the generated mutation, then the list is fetched again and a notice says
// how many were replayed and how many skipped (still retrying, or gone).
import {
  getGetPostbackDeliveriesQueryKey,
  useReplayPostbackDeliveries as useGeneratedReplay,
} from '@/api/generated/endpoints/postback-delivery/postback-delivery';
import type { PostbackReplayResult } from '@/api/generated/model/postbackReplayResult';
import { noticeThen, useInvalidate } from '@/lib/mutation-notice';
import { notifyError } from '@/lib/notify';
import { deliveryMessages as m } from '../delivery-messages';

function replayNotice(result: PostbackReplayResult) {
  const done = { ...m.replayDone, values: { count: result.replayed.length } };
  return result.skipped.length ? [done, { ...m.replaySkipped, values: { count: result.skipped.length } }] : done;
}

export function useReplayDeliveries() {
  const refresh = useInvalidate(getGetPostbackDeliveriesQueryKey());
  return useGeneratedReplay({ mutation: { onSuccess: noticeThen(replayNotice, refresh), onError: (error) => notifyError(error) } });
}

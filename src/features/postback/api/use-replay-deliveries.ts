// Replaying deliveries: the generated mutation, then the list is fetched again and a notice says
// how many were replayed and how many skipped (still retrying, or gone).
import { createElement } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import {
  getGetPostbackDeliveriesQueryKey,
  useReplayPostbackDeliveries as useGeneratedReplay,
} from '@/api/generated/endpoints/postback-delivery/postback-delivery';
import { notifyError, notifySuccess } from '@/lib/notify';
import { deliveryMessages as m } from '../delivery-messages';

export function useReplayDeliveries() {
  const queryClient = useQueryClient();
  return useGeneratedReplay({
    mutation: {
      onSuccess: async (result) => {
        const done = createElement(FormattedMessage, { ...m.replayDone, values: { count: result.replayed.length } });
        const skipped = result.skipped.length
          ? createElement(FormattedMessage, { ...m.replaySkipped, values: { count: result.skipped.length } })
          : null;
        notifySuccess(skipped ? createElement('span', null, done, ' ', skipped) : done);
        await queryClient.invalidateQueries({ queryKey: getGetPostbackDeliveriesQueryKey() });
      },
      onError: (error) => notifyError(error),
    },
  });
}

// Deleting a campaign: the generated mutation, then the list and the limit are fetched again,
// the deleted campaign's cached detail is dropped and a notice shows; failures get the generic notice.
import { useQueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  getGetCampaignLimitQueryKey,
  getGetCampaignQueryKey,
  getGetCampaignsQueryKey,
  useDeleteCampaign as useGeneratedDeleteCampaign,
} from '@/api/generated/endpoints/campaigns/campaigns';
import { notifyError, notifySuccess } from '@/lib/notify';
import { campaignMessages as m } from '../messages';

export function useDeleteCampaign(name: string) {
  const queryClient = useQueryClient();
  return useGeneratedDeleteCampaign({
    mutation: {
      onSuccess: async (_result, { campaignId }) => {
        notifySuccess(createElement(FormattedMessage, { ...m.deleted, values: { name } }));
        queryClient.removeQueries({ queryKey: getGetCampaignQueryKey(campaignId) });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: getGetCampaignsQueryKey() }),
          queryClient.invalidateQueries({ queryKey: getGetCampaignLimitQueryKey() }),
        ]);
      },
      onError: (error) => notifyError(error),
    },
  });
}

// Creating a campaign: the generated mutation, then the list and the limit are fetched again and
// a success notice shows. Refusals (400 fields, 406 limit) are the modal's to show.
import { useQueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  getGetCampaignLimitQueryKey,
  getGetCampaignsQueryKey,
  useCreateCampaign as useGeneratedCreateCampaign,
} from '@/api/generated/endpoints/campaigns/campaigns';
import { notifySuccess } from '@/lib/notify';
import { campaignMessages as m } from '../messages';

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useGeneratedCreateCampaign({
    mutation: {
      onSuccess: async (campaign) => {
        notifySuccess(createElement(FormattedMessage, { ...m.created, values: { name: campaign.Name } }));
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: getGetCampaignsQueryKey() }),
          queryClient.invalidateQueries({ queryKey: getGetCampaignLimitQueryKey() }),
        ]);
      },
    },
  });
}

// Creating a campaign: the generated mutation, then the list and the limit are fetched again and
// a success notice shows. Refusals (400 fields, 406 limit) are the modal's to show.
import {
  getGetCampaignLimitQueryKey,
  getGetCampaignsQueryKey,
  useCreateCampaign as useGeneratedCreateCampaign,
} from '@/api/generated/endpoints/campaigns/campaigns';
import type { Campaign } from '@/api/generated/model/campaign';
import { noticeThen, useInvalidate } from '@/lib/mutation-notice';
import { campaignMessages as m } from '../messages';

export function useCreateCampaign() {
  const notice = (campaign: Campaign) => ({ ...m.created, values: { name: campaign.Name } });
  const refresh = useInvalidate(getGetCampaignsQueryKey(), getGetCampaignLimitQueryKey());
  return useGeneratedCreateCampaign({ mutation: { onSuccess: noticeThen(notice, refresh) } });
}

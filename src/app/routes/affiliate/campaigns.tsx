import { CampaignList } from '@/features/campaigns/components/campaign-list';

export function CampaignsRoute() {
  return <CampaignList />;
}

// /dashboard/campaigns/{campaignId}: a malformed id, or one the API does not find, gets the 404 behaviour.
import { useParams } from 'react-router';
import { CampaignDetail } from '@/features/campaigns/components/campaign-detail';
import { parseIdParam } from '@/config/paths';
import { NotFound } from '../not-found';

export function CampaignRoute() {
  const id = parseIdParam(useParams().campaignId);
  const notFound = <NotFound fullScreen={false} />;
  if (id === null) return notFound;
  return <CampaignDetail key={id} campaignId={id} notFound={notFound} />;
}

// /dashboard/admin/creatives/{creativeId}: one creative — its check, publication, override, history (issue 18).
import { useParams } from 'react-router';
import { CreativeReview } from '@/features/admin-creatives/components/creative-review';
import { parseIdParam } from '@/config/paths';

export function AdminCreativeRoute() {
  const { creativeId } = useParams();
  return <CreativeReview key={creativeId} creativeId={parseIdParam(creativeId)} />;
}

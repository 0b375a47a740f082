// /dashboard/admin/partners/{partnerId}: one partner, what the admin may see and do about them.
import { useParams } from 'react-router';
import { PartnerDetail } from '../../../features/admin-partners/components/partner-detail';
import { parseIdParam } from '../../../config/paths';

export function AdminPartnerRoute() {
  const { partnerId } = useParams();
  return <PartnerDetail key={partnerId} partnerId={parseIdParam(partnerId)} />;
}

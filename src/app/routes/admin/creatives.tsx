// /dashboard/admin/creatives: every creative with its compliance check (issue 18).
import { CreativesTable } from '@/features/admin-creatives/components/creatives-table';

export function AdminCreativesRoute() {
  return <CreativesTable />;
}

// /dashboard/admin/businesses: the partners' businesses to review. The details, documents, AI
// analysis and decision are the `business-manage` modal.
import { Page } from '@/components/layout/page';
import { BusinessesList } from '@/features/admin-businesses/components/businesses-list';
import { businessMessages as m } from '@/features/admin-businesses/messages';

export function AdminBusinessesRoute() {
  return (
    <Page title={m.title} intro={m.intro}>
      <BusinessesList />
    </Page>
  );
}

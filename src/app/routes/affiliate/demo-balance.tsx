// /dashboard/demo-balance: the limits panel with the request button, and the requests list
// (edit or cancel a pending one). The form itself is the `demo-balance-request` modal.
import { ListHeading } from '@/components/data/list-heading';
import { Page } from '@/components/layout/page';
import { DemoLimitsPanel } from '@/features/demo-balance/components/demo-limits-panel';
import { DemoRequestsList } from '@/features/demo-balance/components/demo-requests-list';
import { demoMessages as m } from '@/features/demo-balance/messages';

export function DemoBalanceRoute() {
  return (
    <Page title={m.title} intro={m.intro}>
      <DemoLimitsPanel />
      <ListHeading title={m.listTitle} />
      <DemoRequestsList />
    </Page>
  );
}

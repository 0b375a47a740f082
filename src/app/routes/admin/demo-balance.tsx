// /dashboard/admin/demo-balance: the queue of the partners' demo-balance requests.
import { Page } from '@/components/layout/page';
import { DemoQueue } from '@/features/admin-demo-balance/components/demo-queue';
import { adminDemoMessages as m } from '@/features/admin-demo-balance/messages';

export function AdminDemoBalanceRoute() {
  return (
    <Page title={m.title} intro={m.intro}>
      <DemoQueue />
    </Page>
  );
}

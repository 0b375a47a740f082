// /dashboard/profile/developers (issue 20): API keys, curl examples and the API reference.
import { Page } from '@/components/layout/page';
import { DevelopersPanel } from '@/features/developers/components/developers-panel';
import { developersMessages as m } from '@/features/developers/messages';

export function DevelopersRoute() {
  return (
    <Page title={m.title} intro={m.intro}>
      <DevelopersPanel />
    </Page>
  );
}

// /dashboard/profile/postback: the postback configuration, its test call and the deliveries.
import { Page } from '@/components/layout/page';
import { PostbackPanel } from '@/features/postback/components/postback-panel';
import { postbackMessages as m } from '@/features/postback/messages';
import { paths } from '@/config/paths';
import { useCanOpen } from '@/lib/page-access';

export function PostbackRoute() {
  const canOpen = useCanOpen();
  return (
    <Page title={m.title} intro={m.intro}>
      <PostbackPanel canEdit={canOpen(paths.profile.postback)} />
    </Page>
  );
}

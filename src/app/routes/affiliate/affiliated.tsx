// /dashboard/affiliated: the partner's invite link, the commission their sub-affiliates earned
// them, and the list of sub-affiliates.
import { ListHeading } from '@/components/data/list-heading';
import { Page } from '@/components/layout/page';
import { CommissionSummary } from '@/features/affiliated/components/commission-summary';
import { InviteLink } from '@/features/affiliated/components/invite-link';
import { SubAffiliatesTable } from '@/features/affiliated/components/sub-affiliates-table';
import { affiliatedMessages as m } from '@/features/affiliated/messages';
import { useSession } from '@/lib/session';

export function AffiliatedRoute() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Page title={m.title} intro={m.intro}>
      <InviteLink username={user.Username} />
      <CommissionSummary />
      <ListHeading title={m.listTitle} />
      <SubAffiliatesTable />
    </Page>
  );
}

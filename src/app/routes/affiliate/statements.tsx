// /dashboard/statements (issue 19.3): the partner's monthly statement per currency — pick the
// currency and the month, read it, download it as CSV or print it on one clean A4 page.
import { Page } from '@/components/layout/page';
import { StatementBrowser } from '@/features/statements/components/statement-browser';
import { statementsMessages as m } from '@/features/statements/messages';
import { useSession } from '@/lib/session';

export function StatementsRoute() {
  const { user } = useSession();
  if (!user) return null;
  const name = `${user.FirstName} ${user.LastName}`.trim() || user.Username;
  return (
    <Page title={m.title} intro={m.intro}>
      <StatementBrowser own={user.Currency} partner={{ id: user.ID, name }} />
    </Page>
  );
}

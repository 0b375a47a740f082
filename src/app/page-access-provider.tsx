// Gives code below the app the route table's answer to "may this user open that page?"
// (src/lib/page-access.ts): built, and allowed by its entry's access. The signed-in layout and the
// test render helper put it around everything they render.
import { useCallback, type ReactNode } from 'react';
import { PageAccessProvider } from '@/lib/page-access';
import { useSession } from '@/lib/session';
import { canSeePage, pageAt, type PageTable } from './navigation';
import { routeTable } from './route-table';

export function RouteTablePageAccess({ children, table = routeTable }: { children: ReactNode; table?: PageTable }) {
  const { user } = useSession();
  const canOpen = useCallback(
    (path: string) => {
      const page = pageAt(path, table);
      return page !== undefined && canSeePage(user, page);
    },
    [user, table],
  );
  return <PageAccessProvider value={canOpen}>{children}</PageAccessProvider>;
}

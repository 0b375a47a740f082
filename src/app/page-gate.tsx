// Renders a page of the route table only for a user who may open it: the page's lazy module is
// loaded here, after the check, never before. Anyone else gets the 404 behaviour (see README
// "Permissions"). Also the /dashboard index: the first menu entry the user may see.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Center, Loader } from '@mantine/core';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { canSeePage, firstAllowedPath, type PageTable } from './navigation';
import type { PageEntry, PageLoader } from './route-table';
import { routeTable } from './route-table';
import { NotFound } from './routes/not-found';

const loaded = new Map<PageLoader, LazyExoticComponent<ComponentType>>();

function lazyPage(load: PageLoader): LazyExoticComponent<ComponentType> {
  let page = loaded.get(load);
  if (!page) {
    page = lazy(() => load().then((component) => ({ default: component })));
    loaded.set(load, page);
  }
  return page;
}

export function PageGate({ page, table = routeTable }: { page: PageEntry; table?: PageTable }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  // An administrator's rule requires two-factor sign-in (issue 17): until this account enrols,
  // the Security page is the only one it may open (the API refuses the rest too).
  if (user?.TwoFactorEnrolmentRequired && page.path !== paths.profile.security) {
    return <Navigate to={paths.profile.security} replace />;
  }
  if (!canSeePage(user, page) || !page.load) {
    // Back to /dashboard only when it leads somewhere else; otherwise say so and stay.
    return <NotFound fullScreen={false} redirect={firstAllowedPath(user, table) !== null} />;
  }
  const Page = lazyPage(page.load);
  return (
    <Suspense
      fallback={
        <Center mih="40dvh" role="status">
          <Loader />
        </Center>
      }
    >
      {/* Says which page (and path) is on screen: while the next page's module loads, the
          navigation is held and the current page, with its marks, stays (tests wait on them). */}
      <div data-page={page.id} data-path={pathname} style={{ display: 'contents' }}>
        <Page />
      </div>
    </Suspense>
  );
}

/** Exactly /dashboard (spec §2): the first menu entry the user may see, else the overview. */
export function DashboardIndex({ table = routeTable }: { table?: PageTable }) {
  const { user } = useSession();
  const { search } = useLocation();
  if (user?.TwoFactorEnrolmentRequired) return <Navigate to={paths.profile.security} replace />;
  return <Navigate to={`${firstAllowedPath(user, table) ?? paths.overview}${search}`} replace />;
}

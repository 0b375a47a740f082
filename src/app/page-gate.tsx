// Renders a page of the route table only for a user who may open it: the page's lazy module is
// loaded here, after the check, never before. Anyone else gets the 404 behaviour (see README
// "Permissions"). Also the /dashboard index: the first menu entry the user may see.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Center, Loader } from '@mantine/core';
import { Navigate, useLocation } from 'react-router';
import { canSeePage, firstAllowedPath } from './navigation';
import { paths } from '../config/paths';
import type { PageId } from '../lib/permissions';
import { useSession } from '../lib/session';
import { hasPage, pages } from './pages';
import { NotFound } from './routes/not-found';

const loaded = new Map<PageId, LazyExoticComponent<ComponentType>>();

function lazyPage(id: PageId): LazyExoticComponent<ComponentType> {
  let page = loaded.get(id);
  if (!page) {
    const load = pages[id]!;
    page = lazy(() => load().then((component) => ({ default: component })));
    loaded.set(id, page);
  }
  return page;
}

export function PageGate({ id }: { id: PageId }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  if (!canSeePage(user, id, hasPage)) {
    // Back to /dashboard only when it leads somewhere else; otherwise say so and stay.
    return <NotFound fullScreen={false} redirect={firstAllowedPath(user, hasPage) !== null} />;
  }
  const Page = lazyPage(id);
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
      <div data-page={id} data-path={pathname} style={{ display: 'contents' }}>
        <Page />
      </div>
    </Suspense>
  );
}

/** Exactly /dashboard (spec §2): the first menu entry the user may see, else the overview. */
export function DashboardIndex() {
  const { user } = useSession();
  const { search } = useLocation();
  return <Navigate to={`${firstAllowedPath(user, hasPage) ?? paths.overview}${search}`} replace />;
}

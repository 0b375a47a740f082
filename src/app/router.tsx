// The routes of spec §2. The dashboard's pages come from the route table (config/navigation.ts)
// and only those that are built (./pages.ts); each is rendered by <PageGate>, which checks the
// permission before loading the page's module. Public routes and the layout are lazy routes.
// The root route shows the maintenance screen while the API is down, and the route-error page
// (errorElement, not lazy: it must work when a chunk fails to load) for anything thrown below.
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { childPath, routeTable } from '../config/navigation';
import { paths } from '../config/paths';
import { DashboardIndex, PageGate } from './page-gate';
import { hasPage } from './pages';
import { MaintenanceGate } from './routes/maintenance';
import { NotFoundRoute } from './routes/not-found';
import { RouteErrorPage } from './routes/route-error';

const dashboardPages: RouteObject[] = routeTable
  .filter((route) => hasPage(route.id))
  .map((route) => ({ path: childPath(route.path), element: <PageGate id={route.id} /> }));

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: (
      <MaintenanceGate>
        <Outlet />
      </MaintenanceGate>
    ),
    errorElement: <RouteErrorPage />,
    children: [
      { path: paths.home, element: <Navigate to={paths.dashboard} replace /> },
      { path: paths.auth, lazy: () => import('./routes/public/auth').then((m) => ({ Component: m.AuthRoute })) },
      { path: paths.logout, lazy: () => import('./routes/public/logout').then((m) => ({ Component: m.LogoutRoute })) },
      {
        path: paths.dashboard,
        lazy: () => import('./routes/affiliate/dashboard-layout').then((m) => ({ Component: m.DashboardLayout })),
        children: [{ index: true, element: <DashboardIndex /> }, ...dashboardPages],
      },
      // Not lazy: the page gate shows the same 404 for a page the user may not open.
      { path: '*', Component: NotFoundRoute },
    ],
  },
];

export const router = createBrowserRouter(routes);

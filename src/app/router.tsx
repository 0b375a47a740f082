// The routes of spec §2. Everything under /dashboard goes to the lazy dashboard layout, which
// brings the dashboard's own routes with it (./dashboard-routes.tsx: the route table's built pages,
// each behind <PageGate>, which checks the permission before loading the page's module). Public
// routes, the layout and the 404 page are lazy components.
// The root shows the maintenance screen while the API is down, and the route-error page (not
// lazy: it must work when a chunk fails to load) for anything thrown below.
//
// Declarative routing (<BrowserRouter> + useRoutes), not the data router: the app loads no data
// through route loaders, and the data router (createBrowserRouter) costs about 15 KB gzip more on
// every route's first load (issue 7 budgets). Navigations still render in a transition, so a
// lazy page keeps the current one on screen until it has loaded.
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useRoutes, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { BootShellRelease } from './boot-shell';
import { MaintenanceGate } from './routes/maintenance';
import { RouteErrorBoundary } from './routes/route-error';

const AuthRoute = lazy(() => import('./routes/public/auth').then((m) => ({ default: m.AuthRoute })));
const LogoutRoute = lazy(() => import('./routes/public/logout').then((m) => ({ default: m.LogoutRoute })));
const NotFoundRoute = lazy(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute })));
const DashboardLayout = lazy(() => import('./routes/affiliate/dashboard-layout').then((m) => ({ default: m.DashboardLayout })));

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: (
      <RouteErrorBoundary>
        <MaintenanceGate>
          {/* The first load of a lazy route paints nothing until its module is in (on /auth the
              static first paint stays meanwhile: ./boot-shell.tsx). */}
          <Suspense fallback={null}>
            <BootShellRelease />
            <Outlet />
          </Suspense>
        </MaintenanceGate>
      </RouteErrorBoundary>
    ),
    children: [
      { path: paths.home, element: <Navigate to={paths.dashboard} replace /> },
      { path: paths.auth, element: <AuthRoute /> },
      { path: paths.logout, element: <LogoutRoute /> },
      { path: `${paths.dashboard}/*`, element: <DashboardLayout /> },
      // The page gate shows the same 404 for a page the user may not open.
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

/** The route tree; render inside a router (<BrowserRouter> in the app, <MemoryRouter> in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}

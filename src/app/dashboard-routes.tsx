// The routes under /dashboard: the index (the first page the user may see) and every built page of
// the route table, each behind its <PageGate>. They load with the dashboard layout, not with the
// app's entry: a visitor of /auth never downloads the route table, the page loaders or the
// permission table (issue 13). A path that is not one of them is the 404 (outside the layout).
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { childPath, routeTable } from './navigation';
import { paths } from '../config/paths';
import { DashboardIndex, PageGate } from './page-gate';
import { hasPage } from './pages';

// Relative to /dashboard: they are rendered inside the route `/dashboard/*`.
const dashboardRoutes: RouteObject[] = [
  { index: true, element: <DashboardIndex /> },
  ...routeTable.filter((route) => hasPage(route.id)).map((route) => ({ path: childPath(route.path), element: <PageGate id={route.id} /> })),
];

/** Whether the current location is one of the dashboard's routes. */
export function useIsDashboardRoute(): boolean {
  return matchRoutes(dashboardRoutes, useLocation(), paths.dashboard) !== null;
}

export function DashboardRoutes() {
  return useRoutes(dashboardRoutes);
}

// The routes under /dashboard: the index (the first page the user may see) and every built page of
// the route table, each behind its <PageGate>. They load with the dashboard layout, not with the
// app's entry: a visitor of /auth never downloads the route table or the page loaders (issue 13).
// A path that is not one of them is the 404 (outside the layout).
import { useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { childPath, type PageTable } from './navigation';
import { DashboardIndex, PageGate } from './page-gate';
import { routeTable } from './route-table';

/** Relative to /dashboard: they are rendered inside the route `/dashboard/*`. */
export function dashboardRoutes(table: PageTable = routeTable): RouteObject[] {
  return [
    { index: true, element: <DashboardIndex table={table} /> },
    ...table
      .filter((page) => page.load !== null)
      .map((page) => ({ path: childPath(page.path), element: <PageGate page={page} table={table} /> })),
  ];
}

const appRoutes = dashboardRoutes();

/** Whether the current location is one of the dashboard's routes. */
export function useIsDashboardRoute(table: PageTable = routeTable): boolean {
  const routes = useMemo(() => (table === routeTable ? appRoutes : dashboardRoutes(table)), [table]);
  return matchRoutes(routes, useLocation(), paths.dashboard) !== null;
}

export function DashboardRoutes({ table = routeTable }: { table?: PageTable }) {
  const routes = useMemo(() => (table === routeTable ? appRoutes : dashboardRoutes(table)), [table]);
  return useRoutes(routes);
}

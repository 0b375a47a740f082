// Every page is lazy: the first route (/auth) carries only what it draws.
import { createBrowserRouter, Navigate } from 'react-router';
import { paths } from '../config/paths';

export const router = createBrowserRouter([
  { path: paths.home, element: <Navigate to={paths.dashboard} replace /> },
  { path: paths.auth, lazy: () => import('./routes/public/auth').then((m) => ({ Component: m.AuthRoute })) },
  { path: paths.logout, lazy: () => import('./routes/public/logout').then((m) => ({ Component: m.LogoutRoute })) },
  {
    path: paths.dashboard,
    lazy: () => import('./routes/affiliate/dashboard-layout').then((m) => ({ Component: m.DashboardLayout })),
    children: [
      { index: true, element: <Navigate to={paths.overview} replace /> },
      { path: 'overview', lazy: () => import('./routes/affiliate/overview').then((m) => ({ Component: m.OverviewRoute })) },
    ],
  },
  { path: '*', lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })) },
]);

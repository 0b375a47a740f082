// Which pages of the route table (config/navigation.ts) are built: a lazy loader per page id,
// null until the page exists. The router and the menu take only the pages with a loader, so a
// new page is one line here: replace its null with `() => import('./routes/…').then((m) => m.X)`.
// A page is a React.lazy component rendered by <PageGate> after the permission check, so the
// module of a page the user may not open is never loaded (see README "Permissions").
import type { ComponentType } from 'react';
import type { PageId } from '../lib/permissions';

export type PageLoader = () => Promise<ComponentType>;

export const pages: Record<PageId, PageLoader | null> = {
  overview: () => import('./routes/affiliate/overview').then((m) => m.OverviewRoute),
  campaigns: null,
  campaign: null,
  statistics: null,
  reports: null,
  wallet: null,
  affiliated: null,
  'demo-balance': null,
  'profile.personal-data': null,
  'profile.documents': null,
  'profile.security': null,
  'profile.settings': null,
  'profile.notifications': null,
  'profile.postback': null,
  'admin.partners': null,
  'admin.partner': null,
  'admin.payments': null,
  'admin.businesses': null,
  'admin.statistics': null,
  'admin.demo-balance': null,
  'admin.export-data': null,
  'admin.export-data-legacy': null,
};

export const hasPage = (id: PageId): boolean => pages[id] !== null;

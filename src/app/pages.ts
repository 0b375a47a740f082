// Which pages of the route table (app/navigation.ts) are built: a lazy loader per page id,
// null until the page exists. The router and the menu take only the pages with a loader, so a
// new page is one line here: replace its null with `() => import('./routes/…').then((m) => m.X)`.
// A page is a React.lazy component rendered by <PageGate> after the permission check, so the
// module of a page the user may not open is never loaded (see README "Permissions").
import type { ComponentType } from 'react';
import type { PageId } from '../lib/permissions';

export type PageLoader = () => Promise<ComponentType>;

export const pages: Record<PageId, PageLoader | null> = {
  overview: () => import('./routes/affiliate/overview').then((m) => m.OverviewRoute),
  campaigns: () => import('./routes/affiliate/campaigns').then((m) => m.CampaignsRoute),
  campaign: () => import('./routes/affiliate/campaign').then((m) => m.CampaignRoute),
  statistics: () => import('./routes/affiliate/statistics').then((m) => m.StatisticsRoute),
  reports: () => import('./routes/affiliate/reports').then((m) => m.ReportsRoute),
  wallet: () => import('./routes/affiliate/wallet').then((m) => m.WalletRoute),
  affiliated: () => import('./routes/affiliate/affiliated').then((m) => m.AffiliatedRoute),
  'demo-balance': () => import('./routes/affiliate/demo-balance').then((m) => m.DemoBalanceRoute),
  'profile.personal-data': () => import('./routes/profile/personal-data').then((m) => m.PersonalDataRoute),
  'profile.documents': () => import('./routes/profile/documents').then((m) => m.DocumentsRoute),
  'profile.security': () => import('./routes/profile/security').then((m) => m.SecurityRoute),
  'profile.settings': () => import('./routes/profile/settings').then((m) => m.SettingsRoute),
  'profile.notifications': () => import('./routes/profile/notifications').then((m) => m.NotificationsRoute),
  'profile.postback': () => import('./routes/profile/postback').then((m) => m.PostbackRoute),
  'admin.partners': () => import('./routes/admin/partners').then((m) => m.AdminPartnersRoute),
  'admin.partner': () => import('./routes/admin/partner').then((m) => m.AdminPartnerRoute),
  'admin.payments': () => import('./routes/admin/payments').then((m) => m.AdminPaymentsRoute),
  'admin.businesses': () => import('./routes/admin/businesses').then((m) => m.AdminBusinessesRoute),
  'admin.statistics': () => import('./routes/admin/statistics').then((m) => m.AdminStatisticsRoute),
  'admin.demo-balance': () => import('./routes/admin/demo-balance').then((m) => m.AdminDemoBalanceRoute),
  'admin.export-data': () => import('./routes/admin/export-data').then((m) => m.AdminExportDataRoute),
  'admin.export-data-legacy': () => import('./routes/admin/export-data-legacy').then((m) => m.AdminExportDataLegacyRoute),
};

export const hasPage = (id: PageId): boolean => pages[id] !== null;

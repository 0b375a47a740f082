// The route table: every page of spec §2, one entry each — its path, the parameters it reads from
// the path, its menu entry, the permission it needs and its lazy module (null: declared, not built
// yet). The router (./dashboard-routes.tsx), the menu and /dashboard's redirect (./navigation.ts),
// the page gate (./page-gate.tsx), the route preload and the first-visit budgets
// (scripts/route-table.mjs reads this file) and the e2e sweeps all read it; adding a page is one
// entry here plus its route module (README "How it is built"). The module is loaded by <PageGate>
// after the permission check, never before (README "Permissions").
// Code below the app links to a page through src/config/paths.ts, checked against this table by the
// compiler (the `Register` below); it asks whether a page opens through useCanOpen() (src/lib/page-access.tsx).
import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { MenuGroupId } from '@/components/layout/menu';
import { defineMessage } from '@/i18n/define-messages';
import { MASTER_PERMISSION, SIGNED_IN, type AccessRule } from '@/lib/permissions';
import type { RouteParam } from '@/config/paths';

export type PageLoader = () => Promise<ComponentType>;

export interface PageEntry {
  /** A stable name (menu item ids, `data-page`, tests). */
  id: string;
  /** Absolute path pattern (react-router syntax), under /dashboard. */
  path: string;
  /** Route parameters the page reads from its path. */
  params?: readonly RouteParam[];
  /** Where it appears in the menu; absent for pages reached from another page. */
  menu?: { group: MenuGroupId; label: MessageDescriptor };
  /** Who may open it (`can(user, access)`); where the spec names none, README "Permissions" says what was chosen. */
  access: AccessRule;
  /** The page's module, loaded after the permission check; null until the page is built. */
  load: PageLoader | null;
  /**
   * Not in an administrator's "Log in as" session (issue 17 item 7): the page only makes a change
   * the API refuses there. Its menu entry is left out and its path gets the 404 behaviour, both
   * through canSeePage.
   */
  notWhileImpersonating?: true;
}

/** In menu order. */
export const routeTable = [
  // Affiliate pages (spec §6: the basic role affiliate).
  {
    id: 'overview',
    path: '/dashboard/overview',
    menu: { group: 'main', label: defineMessage({ id: 'shell.menu.overview', defaultMessage: 'Overview' }) },
    access: 'affiliate',
    load: () => import('./routes/affiliate/overview').then((m) => m.OverviewRoute),
  },
  {
    id: 'campaigns',
    path: '/dashboard/campaigns',
    menu: { group: 'main', label: defineMessage({ id: 'shell.menu.campaigns', defaultMessage: 'Campaigns' }) },
    access: 'affiliate',
    load: () => import('./routes/affiliate/campaigns').then((m) => m.CampaignsRoute),
  },
  {
    id: 'campaign',
    path: '/dashboard/campaigns/:campaignId',
    params: ['campaignId'],
    access: 'affiliate',
    load: () => import('./routes/affiliate/campaign').then((m) => m.CampaignRoute),
  },
  {
    id: 'statistics',
    path: '/dashboard/statistics',
    menu: { group: 'main', label: defineMessage({ id: 'shell.menu.statistics', defaultMessage: 'Statistics' }) },
    access: 'affiliate',
    load: () => import('./routes/affiliate/statistics').then((m) => m.StatisticsRoute),
  },
  {
    id: 'reports',
    path: '/dashboard/reports',
    menu: { group: 'main', label: defineMessage({ id: 'shell.menu.reports', defaultMessage: 'Reports' }) },
    access: 'affiliate',
    load: () => import('./routes/affiliate/reports').then((m) => m.ReportsRoute),
  },
  {
    id: 'wallet',
    path: '/dashboard/wallet',
    menu: { group: 'main', label: defineMessage({ id: 'shell.menu.wallet', defaultMessage: 'Wallet' }) },
    access: 'affiliate',
    load: () => import('./routes/affiliate/wallet').then((m) => m.WalletRoute),
  },
  {
    // Issue 19.3: the monthly statement per currency, beside the wallet (what the wallet's
    // balances are made of); the wallet's permission.
    id: 'statements',
    path: '/dashboard/statements',
    menu: { group: 'main', label: defineMessage({ id: 'statements.menu', defaultMessage: 'Statements' }) },
    access: 'affiliate',
    load: () => import('./routes/affiliate/statements').then((m) => m.StatementsRoute),
  },
  {
    id: 'affiliated',
    path: '/dashboard/affiliated',
    menu: { group: 'main', label: defineMessage({ id: 'shell.menu.affiliated', defaultMessage: 'Sub-affiliates' }) },
    access: 'affiliate',
    load: () => import('./routes/affiliate/affiliated').then((m) => m.AffiliatedRoute),
  },
  {
    id: 'demo-balance',
    path: '/dashboard/demo-balance',
    menu: { group: 'main', label: defineMessage({ id: 'shell.menu.demo-balance', defaultMessage: 'Demo balance' }) },
    access: 'affiliate',
    load: () => import('./routes/affiliate/demo-balance').then((m) => m.DemoBalanceRoute),
  },
  // Profile pages: any signed-in user.
  {
    id: 'profile.personal-data',
    path: '/dashboard/profile/personal-data',
    menu: { group: 'profile', label: defineMessage({ id: 'shell.menu.profile.personal-data', defaultMessage: 'Personal data' }) },
    access: SIGNED_IN,
    load: () => import('./routes/profile/personal-data').then((m) => m.PersonalDataRoute),
  },
  {
    id: 'profile.documents',
    path: '/dashboard/profile/documents',
    menu: { group: 'profile', label: defineMessage({ id: 'shell.menu.profile.documents', defaultMessage: 'Documents' }) },
    access: SIGNED_IN,
    load: () => import('./routes/profile/documents').then((m) => m.DocumentsRoute),
  },
  {
    id: 'profile.security',
    path: '/dashboard/profile/security',
    menu: { group: 'profile', label: defineMessage({ id: 'shell.menu.profile.security', defaultMessage: 'Security' }) },
    access: SIGNED_IN,
    load: () => import('./routes/profile/security').then((m) => m.SecurityRoute),
  },
  {
    id: 'profile.settings',
    path: '/dashboard/profile/settings',
    menu: { group: 'profile', label: defineMessage({ id: 'shell.menu.profile.settings', defaultMessage: 'Settings' }) },
    access: SIGNED_IN,
    load: () => import('./routes/profile/settings').then((m) => m.SettingsRoute),
  },
  {
    id: 'profile.notifications',
    path: '/dashboard/profile/notifications',
    menu: { group: 'profile', label: defineMessage({ id: 'shell.menu.profile.notifications', defaultMessage: 'Notifications' }) },
    access: SIGNED_IN,
    load: () => import('./routes/profile/notifications').then((m) => m.NotificationsRoute),
  },
  {
    id: 'profile.postback',
    path: '/dashboard/profile/postback',
    menu: { group: 'profile', label: defineMessage({ id: 'shell.menu.profile.postback', defaultMessage: 'Postback' }) },
    access: SIGNED_IN,
    notWhileImpersonating: true,
    load: () => import('./routes/profile/postback').then((m) => m.PostbackRoute),
  },
  // Admin pages: the read permission of what the page lists.
  {
    id: 'admin.partners',
    path: '/dashboard/admin/partners',
    menu: { group: 'admin', label: defineMessage({ id: 'shell.menu.admin.partners', defaultMessage: 'Partners' }) },
    access: 'admin:affiliates:read',
    load: () => import('./routes/admin/partners').then((m) => m.AdminPartnersRoute),
  },
  {
    id: 'admin.partner',
    path: '/dashboard/admin/partners/:partnerId',
    params: ['partnerId'],
    access: 'admin:affiliates:read',
    load: () => import('./routes/admin/partner').then((m) => m.AdminPartnerRoute),
  },
  {
    id: 'admin.payments',
    path: '/dashboard/admin/payments',
    menu: { group: 'admin', label: defineMessage({ id: 'shell.menu.admin.payments', defaultMessage: 'Payments' }) },
    access: 'admin:payments:read',
    load: () => import('./routes/admin/payments').then((m) => m.AdminPaymentsRoute),
  },
  {
    id: 'admin.businesses',
    path: '/dashboard/admin/businesses',
    menu: { group: 'admin', label: defineMessage({ id: 'shell.menu.admin.businesses', defaultMessage: 'Businesses' }) },
    access: 'admin:business:read',
    load: () => import('./routes/admin/businesses').then((m) => m.AdminBusinessesRoute),
  },
  {
    // The programme's figures: admin:master (the matrix: an analyst sees only payments,
    // businesses and partners).
    id: 'admin.statistics',
    path: '/dashboard/admin/statistics',
    menu: { group: 'admin', label: defineMessage({ id: 'shell.menu.admin.statistics', defaultMessage: 'Statistics' }) },
    access: MASTER_PERMISSION,
    load: () => import('./routes/admin/statistics').then((m) => m.AdminStatisticsRoute),
  },
  {
    id: 'admin.demo-balance',
    path: '/dashboard/admin/demo-balance',
    menu: { group: 'admin', label: defineMessage({ id: 'shell.menu.admin.demo-balance', defaultMessage: 'Demo balance' }) },
    access: 'admin:partner:demo-balance:read',
    load: () => import('./routes/admin/demo-balance').then((m) => m.AdminDemoBalanceRoute),
  },
  {
    // Spec §2 puts only the legacy export in the Admin menu; export-data is reached from it.
    id: 'admin.export-data',
    path: '/dashboard/admin/export-data',
    access: MASTER_PERMISSION,
    load: () => import('./routes/admin/export-data').then((m) => m.AdminExportDataRoute),
  },
  {
    id: 'admin.export-data-legacy',
    path: '/dashboard/admin/export-data/legacy',
    menu: { group: 'admin', label: defineMessage({ id: 'shell.menu.admin.export-legacy', defaultMessage: 'Legacy export' }) },
    access: MASTER_PERMISSION,
    load: () => import('./routes/admin/export-data-legacy').then((m) => m.AdminExportDataLegacyRoute),
  },
  {
    // Issue 17: every administrator action, read with admin:audit:read (admin:master too).
    id: 'admin.audit-log',
    path: '/dashboard/admin/audit-log',
    menu: { group: 'admin', label: defineMessage({ id: 'shell.menu.admin.audit-log', defaultMessage: 'Audit log' }) },
    access: 'admin:audit:read',
    load: () => import('./routes/admin/audit-log').then((m) => m.AdminAuditLogRoute),
  },
  // Issue 20: integrations — scheduled reports (last of the affiliate's menu), API keys and the
  // API reference (last of the profile's: the reports and payments keys read are an affiliate's),
  // and the administrators' view of the schedules.
  {
    id: 'report-schedules',
    path: '/dashboard/scheduled-reports',
    menu: { group: 'main', label: defineMessage({ id: 'shell.menu.report-schedules', defaultMessage: 'Scheduled reports' }) },
    access: 'affiliate',
    load: () => import('./routes/affiliate/report-schedules').then((m) => m.ReportSchedulesRoute),
  },
  {
    id: 'profile.developers',
    path: '/dashboard/profile/developers',
    menu: { group: 'profile', label: defineMessage({ id: 'shell.menu.profile.developers', defaultMessage: 'Developers' }) },
    access: 'affiliate',
    load: () => import('./routes/profile/developers').then((m) => m.DevelopersRoute),
  },
  {
    id: 'admin.report-schedules',
    path: '/dashboard/admin/report-schedules',
    menu: { group: 'admin', label: defineMessage({ id: 'shell.menu.admin.report-schedules', defaultMessage: 'Report schedules' }) },
    access: 'admin:report-schedules:read',
    load: () => import('./routes/admin/report-schedules').then((m) => m.AdminReportSchedulesRoute),
  },
  // The creatives library and its compliance gate (issue 18): the affiliate's library and
  // "check my own text", the admin's creatives (list, new, one) and the rule lists.
  {
    id: 'creatives',
    path: '/dashboard/creatives',
    menu: { group: 'main', label: defineMessage({ id: 'creatives.menu.library', defaultMessage: 'Creatives' }) },
    access: 'affiliate',
    load: () => import('./routes/affiliate/creatives').then((m) => m.CreativesRoute),
  },
  {
    id: 'creatives.check',
    path: '/dashboard/creatives/check',
    menu: { group: 'main', label: defineMessage({ id: 'creatives.menu.check', defaultMessage: 'Check my text' }) },
    access: 'affiliate',
    load: () => import('./routes/affiliate/creatives-check').then((m) => m.CreativesCheckRoute),
  },
  {
    id: 'admin.creatives',
    path: '/dashboard/admin/creatives',
    menu: { group: 'admin', label: defineMessage({ id: 'admin-creatives.menu.list', defaultMessage: 'Creatives' }) },
    access: 'admin:creatives:read',
    load: () => import('./routes/admin/creatives').then((m) => m.AdminCreativesRoute),
  },
  {
    id: 'admin.creative-new',
    path: '/dashboard/admin/creatives/new',
    access: 'admin:creatives:update',
    load: () => import('./routes/admin/creative-new').then((m) => m.AdminCreativeNewRoute),
  },
  {
    id: 'admin.creative',
    path: '/dashboard/admin/creatives/:creativeId',
    params: ['creativeId'],
    access: 'admin:creatives:read',
    load: () => import('./routes/admin/creative').then((m) => m.AdminCreativeRoute),
  },
  {
    id: 'admin.compliance',
    path: '/dashboard/admin/compliance',
    menu: { group: 'admin', label: defineMessage({ id: 'admin-creatives.menu.rules', defaultMessage: 'Compliance rules' }) },
    access: 'admin:creatives:read',
    load: () => import('./routes/admin/compliance').then((m) => m.AdminComplianceRoute),
  },
  // The partners' LGPD requests with their 15-day deadline (issue 19.4); replying needs admin:lgpd:reply.
  {
    id: 'admin.privacy-requests',
    path: '/dashboard/admin/privacy-requests',
    menu: { group: 'admin', label: defineMessage({ id: 'admin-lgpd.menu', defaultMessage: 'LGPD requests' }) },
    access: 'admin:lgpd:read',
    load: () => import('./routes/admin/privacy-requests').then((m) => m.AdminPrivacyRequestsRoute),
  },
] as const satisfies readonly PageEntry[];

export type PageId = (typeof routeTable)[number]['id'];

declare module '@/config/paths' {
  interface Register {
    pagePath: (typeof routeTable)[number]['path'];
  }
}

// The route table: every page of spec §2 with its path, the parameters it reads, its menu entry
// and (through the access table in lib/permissions.ts) the permission it needs. Which pages are
// built lives in src/app/pages.ts (a lazy loader or null per page id); the router and the menu
// take only the pages that exist, so adding a page is one line there.
import type { MessageDescriptor } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { can, type PermissionHolder } from '@/lib/can';
import { pageAccess, type AccessRule, type PageId } from '@/lib/permissions';
import { paths, type RouteParam } from '@/config/paths';

import type { MenuGroup, MenuGroupId } from '@/components/layout/menu';

export type { MenuGroup, MenuGroupId, MenuItem } from '@/components/layout/menu';

export interface RouteEntry {
  id: PageId;
  /** Absolute path pattern (react-router syntax). */
  path: string;
  /** Route parameters the page reads from its path. */
  params?: readonly RouteParam[];
  /** Where it appears in the menu; absent for pages reached from another page. */
  menu?: { group: MenuGroupId; label: MessageDescriptor };
}

const labels = defineMessages({
  overview: { id: 'shell.menu.overview', defaultMessage: 'Overview' },
  campaigns: { id: 'shell.menu.campaigns', defaultMessage: 'Campaigns' },
  statistics: { id: 'shell.menu.statistics', defaultMessage: 'Statistics' },
  reports: { id: 'shell.menu.reports', defaultMessage: 'Reports' },
  wallet: { id: 'shell.menu.wallet', defaultMessage: 'Wallet' },
  affiliated: { id: 'shell.menu.affiliated', defaultMessage: 'Sub-affiliates' },
  demoBalance: { id: 'shell.menu.demo-balance', defaultMessage: 'Demo balance' },
  personalData: { id: 'shell.menu.profile.personal-data', defaultMessage: 'Personal data' },
  documents: { id: 'shell.menu.profile.documents', defaultMessage: 'Documents' },
  security: { id: 'shell.menu.profile.security', defaultMessage: 'Security' },
  settings: { id: 'shell.menu.profile.settings', defaultMessage: 'Settings' },
  notifications: { id: 'shell.menu.profile.notifications', defaultMessage: 'Notifications' },
  postback: { id: 'shell.menu.profile.postback', defaultMessage: 'Postback' },
  partners: { id: 'shell.menu.admin.partners', defaultMessage: 'Partners' },
  payments: { id: 'shell.menu.admin.payments', defaultMessage: 'Payments' },
  businesses: { id: 'shell.menu.admin.businesses', defaultMessage: 'Businesses' },
  adminStatistics: { id: 'shell.menu.admin.statistics', defaultMessage: 'Statistics' },
  adminDemoBalance: { id: 'shell.menu.admin.demo-balance', defaultMessage: 'Demo balance' },
  legacyExport: { id: 'shell.menu.admin.export-legacy', defaultMessage: 'Legacy export' },
});

export const menuGroupLabels = defineMessages({
  main: { id: 'shell.menu.group.main', defaultMessage: 'Affiliate' },
  profile: { id: 'shell.menu.group.profile', defaultMessage: 'Profile' },
  admin: { id: 'shell.menu.group.admin', defaultMessage: 'Admin' },
});

const main = (label: MessageDescriptor) => ({ group: 'main' as const, label });
const profile = (label: MessageDescriptor) => ({ group: 'profile' as const, label });
const admin = (label: MessageDescriptor) => ({ group: 'admin' as const, label });

/** In menu order. */
export const routeTable: readonly RouteEntry[] = [
  { id: 'overview', path: paths.overview, menu: main(labels.overview) },
  { id: 'campaigns', path: paths.campaigns, menu: main(labels.campaigns) },
  { id: 'campaign', path: paths.campaign, params: ['campaignId'] },
  { id: 'statistics', path: paths.statistics, menu: main(labels.statistics) },
  { id: 'reports', path: paths.reports, menu: main(labels.reports) },
  { id: 'wallet', path: paths.wallet, menu: main(labels.wallet) },
  { id: 'affiliated', path: paths.affiliated, menu: main(labels.affiliated) },
  { id: 'demo-balance', path: paths.demoBalance, menu: main(labels.demoBalance) },
  { id: 'profile.personal-data', path: paths.profile.personalData, menu: profile(labels.personalData) },
  { id: 'profile.documents', path: paths.profile.documents, menu: profile(labels.documents) },
  { id: 'profile.security', path: paths.profile.security, menu: profile(labels.security) },
  { id: 'profile.settings', path: paths.profile.settings, menu: profile(labels.settings) },
  { id: 'profile.notifications', path: paths.profile.notifications, menu: profile(labels.notifications) },
  { id: 'profile.postback', path: paths.profile.postback, menu: profile(labels.postback) },
  { id: 'admin.partners', path: paths.admin.partners, menu: admin(labels.partners) },
  { id: 'admin.partner', path: paths.admin.partner, params: ['partnerId'] },
  { id: 'admin.payments', path: paths.admin.payments, menu: admin(labels.payments) },
  { id: 'admin.businesses', path: paths.admin.businesses, menu: admin(labels.businesses) },
  { id: 'admin.statistics', path: paths.admin.statistics, menu: admin(labels.adminStatistics) },
  { id: 'admin.demo-balance', path: paths.admin.demoBalance, menu: admin(labels.adminDemoBalance) },
  // Spec §2 puts only the legacy export in the Admin menu; export-data is reached from it.
  { id: 'admin.export-data', path: paths.admin.exportData },
  { id: 'admin.export-data-legacy', path: paths.admin.exportDataLegacy, menu: admin(labels.legacyExport) },
];

export const MENU_GROUPS: readonly MenuGroupId[] = ['main', 'profile', 'admin'];

export function pagePermission(id: PageId): AccessRule {
  return pageAccess[id];
}

/** Which page ids are built (src/app/pages.ts answers; tests pass their own). */
export type HasPage = (id: PageId) => boolean;

export function canSeePage(user: PermissionHolder | null | undefined, id: PageId, hasPage: HasPage): boolean {
  return hasPage(id) && can(user, pageAccess[id]);
}

/** The menu this user sees: built pages they may open; a group with no visible item is left out. */
export function visibleMenu(user: PermissionHolder | null | undefined, hasPage: HasPage): MenuGroup[] {
  return MENU_GROUPS.map((group) => ({
    id: group,
    label: menuGroupLabels[group],
    items: routeTable
      .filter((r) => r.menu?.group === group && canSeePage(user, r.id, hasPage))
      .map((r) => ({ id: r.id, path: r.path, label: r.menu!.label })),
  })).filter((g) => g.items.length > 0);
}

/** Where exactly /dashboard goes (spec §2): the first menu entry the user may see. */
export function firstAllowedPath(user: PermissionHolder | null | undefined, hasPage: HasPage): string | null {
  return visibleMenu(user, hasPage)[0]?.items[0]?.path ?? null;
}

/** The dashboard path with `/dashboard/` taken off (the router nests pages under the layout). */
export function childPath(path: string): string {
  return path.startsWith(`${paths.dashboard}/`) ? path.slice(paths.dashboard.length + 1) : path;
}

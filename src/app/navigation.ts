// What the route table (./route-table.ts) gives a signed-in user: the pages they may open, the
// menu (groups without a visible entry hidden), and where exactly /dashboard goes. Each function
// takes the table, the app's own by default (a test passes one with an extra entry).
import { defineMessages } from '@/i18n/define-messages';
import { can, type PermissionHolder } from '@/lib/can';
import { isImpersonating } from '@/lib/impersonation';
import { paths } from '@/config/paths';
import type { MenuGroup, MenuGroupId } from '@/components/layout/menu';
import { routeTable, type PageEntry } from './route-table';

export type { MenuGroup, MenuGroupId, MenuItem } from '@/components/layout/menu';

export type PageTable = readonly PageEntry[];

export const menuGroupLabels = defineMessages({
  main: { id: 'shell.menu.group.main', defaultMessage: 'Affiliate' },
  profile: { id: 'shell.menu.group.profile', defaultMessage: 'Profile' },
  admin: { id: 'shell.menu.group.admin', defaultMessage: 'Admin' },
});

export const MENU_GROUPS: readonly MenuGroupId[] = ['main', 'profile', 'admin'];

/** A signed-in user as the table reads it: permissions, and whether an administrator is viewing as them. */
export type PageVisitor = PermissionHolder & { ImpersonatedBy?: unknown };

/** Built (it has a module), allowed for this user, and not a page closed to an administrator's "Log in as". */
export function canSeePage(user: PageVisitor | null | undefined, page: PageEntry): boolean {
  return page.load !== null && can(user, page.access) && !(page.notWhileImpersonating && isImpersonating(user));
}

/** The entry of a path pattern (`/dashboard/campaigns/:campaignId`), if the table has it. */
export function pageAt(path: string, table: PageTable = routeTable): PageEntry | undefined {
  return table.find((page) => page.path === path);
}

/** The menu this user sees: built pages they may open; a group with no visible item is left out. */
export function visibleMenu(user: PageVisitor | null | undefined, table: PageTable = routeTable): MenuGroup[] {
  return MENU_GROUPS.map((group) => ({
    id: group,
    label: menuGroupLabels[group],
    items: table
      .filter((page) => page.menu?.group === group && canSeePage(user, page))
      .map((page) => ({ id: page.id, path: page.path, label: page.menu!.label })),
  })).filter((g) => g.items.length > 0);
}

/** Where exactly /dashboard goes (spec §2): the first menu entry the user may see. */
export function firstAllowedPath(user: PageVisitor | null | undefined, table: PageTable = routeTable): string | null {
  return visibleMenu(user, table)[0]?.items[0]?.path ?? null;
}

/** The dashboard path with `/dashboard/` taken off (the router nests pages under the layout). */
export function childPath(path: string): string {
  return path.startsWith(`${paths.dashboard}/`) ? path.slice(paths.dashboard.length + 1) : path;
}

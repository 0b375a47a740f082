// What the shell's menu shows: groups of entries, each a page's path and label. The route table
// (src/app/navigation.ts) builds them for the signed-in user; the shell only draws them.
import type { MessageDescriptor } from 'react-intl';

export type MenuGroupId = 'main' | 'profile' | 'admin';

export interface MenuItem {
  /** The page's id in the route table. */
  id: string;
  path: string;
  label: MessageDescriptor;
}

export interface MenuGroup {
  id: MenuGroupId;
  label: MessageDescriptor;
  items: MenuItem[];
}

/**
 * The one entry the page at `pathname` belongs to: the entry whose path is the page's or the
 * longest one the page lies under (/dashboard/creatives/check is "Check my text", not also
 * "Creatives"; /dashboard/campaigns/6 is "Campaigns").
 */
export function currentMenuPath(pathname: string, groups: MenuGroup[]): string | undefined {
  let best: string | undefined;
  for (const item of groups.flatMap((g) => g.items)) {
    const under = pathname === item.path || pathname.startsWith(`${item.path}/`);
    if (under && (!best || item.path.length > best.length)) best = item.path;
  }
  return best;
}

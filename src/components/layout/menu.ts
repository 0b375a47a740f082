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

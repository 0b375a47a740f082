import { describe, expect, it } from 'vitest';
import { currentMenuPath, type MenuGroup } from './menu';

const label = { id: 'x', defaultMessage: 'x' };
const groups: MenuGroup[] = [
  {
    id: 'main',
    label,
    items: ['/dashboard/campaigns', '/dashboard/creatives', '/dashboard/creatives/check'].map((path) => ({ id: path, path, label })),
  },
];

describe('currentMenuPath', () => {
  it.each([
    ['/dashboard/creatives/check', '/dashboard/creatives/check'],
    ['/dashboard/creatives', '/dashboard/creatives'],
    ['/dashboard/campaigns/6', '/dashboard/campaigns'],
    ['/dashboard/campaignsX', undefined],
    ['/dashboard/wallet', undefined],
  ])('%s → %s', (pathname, entry) => expect(currentMenuPath(pathname, groups)).toBe(entry));
});

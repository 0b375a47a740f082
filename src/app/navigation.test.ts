// The route table and the menu: every route of spec §2 once, only built pages, groups without a
// visible entry hidden, and where exactly /dashboard goes.
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { PERMISSIONS } from '@/lib/permissions';
import { canSeePage, childPath, firstAllowedPath, visibleMenu, type PageTable } from './navigation';
import { routeTable, type PageId } from './route-table';

const affiliate = { Permissions: ['affiliate'] };
const admin = { Permissions: [...PERMISSIONS] };
const analyst = { Permissions: ['admin_payments_read', 'admin_business_read', 'admin_affiliates_read'] };

const all: PageTable = routeTable;
/** The route table with only these pages built (the others' module null). */
const only = (...ids: PageId[]): PageTable => routeTable.map((page) => (ids.includes(page.id) ? page : { ...page, load: null }));

const menuIds = (groups: ReturnType<typeof visibleMenu>) => groups.map((g) => [g.id, g.items.map((i) => i.id)]);

describe('route table', () => {
  it('declares every route of spec §2 once, with every page of the access table, then the designed ones (issues 17, 18, 20, 19)', () => {
    expect(routeTable.map((r) => r.path)).toEqual([
      '/dashboard/overview',
      '/dashboard/campaigns',
      '/dashboard/campaigns/:campaignId',
      '/dashboard/statistics',
      '/dashboard/reports',
      '/dashboard/wallet',
      '/dashboard/statements', // issue 19.3, beside the wallet
      '/dashboard/affiliated',
      '/dashboard/demo-balance',
      '/dashboard/profile/personal-data',
      '/dashboard/profile/documents',
      '/dashboard/profile/security',
      '/dashboard/profile/settings',
      '/dashboard/profile/notifications',
      '/dashboard/profile/postback',
      '/dashboard/admin/partners',
      '/dashboard/admin/partners/:partnerId',
      '/dashboard/admin/payments',
      '/dashboard/admin/businesses',
      '/dashboard/admin/statistics',
      '/dashboard/admin/demo-balance',
      '/dashboard/admin/export-data',
      '/dashboard/admin/export-data/legacy',
      '/dashboard/admin/audit-log',
      '/dashboard/scheduled-reports',
      '/dashboard/profile/developers',
      '/dashboard/admin/report-schedules',
      '/dashboard/creatives',
      '/dashboard/creatives/check',
      '/dashboard/admin/creatives',
      '/dashboard/admin/creatives/new',
      '/dashboard/admin/creatives/:creativeId',
      '/dashboard/admin/compliance',
      '/dashboard/admin/privacy-requests',
    ]);
    expect(new Set(routeTable.map((r) => r.id)).size).toBe(routeTable.length);
  });

  it('has every dashboard path of the link vocabulary (src/config/paths.ts) as a page', () => {
    const leaves = (o: object): string[] => Object.values(o).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v as object)));
    const tablePaths = new Set<string>(routeTable.map((r) => r.path));
    const vocabulary = leaves(paths).filter((p) => p.startsWith(`${paths.dashboard}/`));
    expect(vocabulary.filter((p) => !tablePaths.has(p))).toEqual([]);
    expect(vocabulary.length).toBeGreaterThan(0);
  });

  it('names the parameters a page reads from its path', () => {
    for (const route of routeTable as PageTable) {
      const inPath = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      expect(route.params ?? []).toEqual(inPath);
    }
  });

  it('nests pages under /dashboard', () => {
    expect(childPath('/dashboard/campaigns/:campaignId')).toBe('campaigns/:campaignId');
    expect(childPath('/dashboard/admin/export-data/legacy')).toBe('admin/export-data/legacy');
  });
});

describe('menu', () => {
  it('affiliate: the affiliate pages and the profile, no admin group', () => {
    expect(menuIds(visibleMenu(affiliate, all))).toEqual([
      [
        'main',
        [
          'overview',
          'campaigns',
          'statistics',
          'reports',
          'wallet',
          'statements',
          'affiliated',
          'demo-balance',
          'report-schedules',
          'creatives',
          'creatives.check',
        ],
      ],
      [
        'profile',
        [
          'profile.personal-data',
          'profile.documents',
          'profile.security',
          'profile.settings',
          'profile.notifications',
          'profile.postback',
          'profile.developers',
        ],
      ],
    ]);
  });

  it('analyst (underscore spelling): profile and the admin pages of their read permissions', () => {
    const groups = visibleMenu(analyst, all);
    expect(groups.map((g) => g.id)).toEqual(['profile', 'admin']);
    expect(groups[1]!.items.map((i) => i.id)).toEqual(['admin.partners', 'admin.payments', 'admin.businesses']);
  });

  it('admin: the Admin group holds partners, payments, businesses, statistics, demo balance, legacy export, audit log, report schedules, creatives, compliance rules and LGPD requests', () => {
    const adminGroup = visibleMenu(admin, all).find((g) => g.id === 'admin')!;
    expect(adminGroup.items.map((i) => i.path)).toEqual([
      '/dashboard/admin/partners',
      '/dashboard/admin/payments',
      '/dashboard/admin/businesses',
      '/dashboard/admin/statistics',
      '/dashboard/admin/demo-balance',
      '/dashboard/admin/export-data/legacy',
      '/dashboard/admin/audit-log',
      '/dashboard/admin/report-schedules',
      '/dashboard/admin/creatives',
      '/dashboard/admin/compliance',
      '/dashboard/admin/privacy-requests',
    ]);
  });

  it('takes only built pages, and hides a group with no visible entry', () => {
    expect(menuIds(visibleMenu(affiliate, only('overview')))).toEqual([['main', ['overview']]]);
    expect(menuIds(visibleMenu(admin, only('overview', 'admin.payments')))).toEqual([
      ['main', ['overview']],
      ['admin', ['admin.payments']],
    ]);
    expect(visibleMenu(analyst, only('overview'))).toEqual([]);
    expect(visibleMenu(null, all)).toEqual([]);
  });

  it('never lists pages reached from another page', () => {
    const ids = visibleMenu(admin, all).flatMap((g) => g.items.map((i) => i.id));
    expect(ids).not.toContain('campaign');
    expect(ids).not.toContain('admin.partner');
    expect(ids).not.toContain('admin.export-data');
  });

  it('leaves out, in an administrator\'s "Log in as", the pages closed to it (Postback): menu and gate alike', () => {
    const viewedAs = { ...affiliate, ImpersonatedBy: { ID: 3, Username: 'admin' } };
    const postback = routeTable.find((page) => page.id === 'profile.postback')!;
    const profileItems = (user: typeof affiliate) =>
      visibleMenu(user, all)
        .find((g) => g.id === 'profile')!
        .items.map((i) => i.id);
    expect(profileItems(affiliate)).toContain('profile.postback');
    expect(profileItems(viewedAs)).not.toContain('profile.postback');
    expect(profileItems(viewedAs)).toContain('profile.documents');
    expect(canSeePage(affiliate, postback)).toBe(true);
    expect(canSeePage(viewedAs, postback)).toBe(false);
    expect((routeTable as PageTable).filter((page) => page.notWhileImpersonating).map((page) => page.id)).toEqual(['profile.postback']);
  });
});

describe('exactly /dashboard', () => {
  it('goes to the first menu entry the user may see', () => {
    expect(firstAllowedPath(affiliate, all)).toBe('/dashboard/overview');
    expect(firstAllowedPath(analyst, all)).toBe('/dashboard/profile/personal-data');
    expect(firstAllowedPath(analyst, only('overview', 'admin.payments'))).toBe('/dashboard/admin/payments');
  });

  it('has nowhere to go when nothing is visible (the caller falls back to the overview)', () => {
    expect(firstAllowedPath(analyst, only('overview'))).toBeNull();
  });
});

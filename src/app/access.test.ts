// The access of every page (route table) and modal (modal table) through can(), for the demo
// accounts' permission sets, in both spellings, and admin:master granting everything.
import { describe, expect, it } from 'vitest';
import { can } from '@/lib/can';
import { PERMISSIONS, SIGNED_IN } from '@/lib/permissions';
import { MODAL_NAMES, modalTable, type ModalName } from './modals/modal-table';
import { routeTable, type PageId } from './route-table';

const pageAccess = Object.fromEntries(routeTable.map((page) => [page.id, page.access])) as Record<
  PageId,
  (typeof routeTable)[number]['access']
>;
const modalAccess = Object.fromEntries(MODAL_NAMES.map((name) => [name, modalTable[name].access])) as {
  [N in ModalName]: (typeof modalTable)[N]['access'];
};

const users = {
  affiliate: { Permissions: ['affiliate'] },
  // The demo admin: every permission in the colon spelling.
  admin: { Permissions: [...PERMISSIONS] },
  // The demo analyst: three read permissions in the underscore spelling.
  analyst: { Permissions: ['admin_payments_read', 'admin_business_read', 'admin_affiliates_read'] },
  master: { Permissions: ['admin:master'] },
  masterUnderscore: { Permissions: ['admin_master'] },
  nobody: { Permissions: [] as string[] },
};

const affiliatePages: PageId[] = [
  'overview',
  'campaigns',
  'campaign',
  'statistics',
  'reports',
  'wallet',
  'statements', // issue 19.3: the wallet's permission
  'affiliated',
  'demo-balance',
  // issues 18 and 20: the creatives library, the text check, scheduled reports and API keys
  'creatives',
  'creatives.check',
  'report-schedules',
  'profile.developers',
];
const profilePages: PageId[] = [
  'profile.personal-data',
  'profile.documents',
  'profile.security',
  'profile.settings',
  'profile.notifications',
  'profile.postback',
];
const analystPages: PageId[] = ['admin.partners', 'admin.partner', 'admin.payments', 'admin.businesses'];
const allPages = routeTable.map((page) => page.id);

describe('pages', () => {
  it.each(allPages)('%s: affiliate, admin, analyst, admin:master', (id) => {
    const rule = pageAccess[id];
    expect(can(users.affiliate, rule)).toBe(affiliatePages.includes(id) || profilePages.includes(id));
    expect(can(users.analyst, rule)).toBe(analystPages.includes(id) || profilePages.includes(id));
    expect(can(users.admin, rule)).toBe(true);
    expect(can(users.master, rule)).toBe(true);
    expect(can(users.masterUnderscore, rule)).toBe(true);
    expect(can(users.nobody, rule)).toBe(profilePages.includes(id));
    expect(can(null, rule)).toBe(false);
  });

  it('admin demo balance needs its read permission, in either spelling', () => {
    expect(can({ Permissions: ['admin_partner_demo_balance_read'] }, pageAccess['admin.demo-balance'])).toBe(true);
    expect(can({ Permissions: ['admin:partner:demo-balance:read'] }, pageAccess['admin.demo-balance'])).toBe(true);
    expect(can(users.analyst, pageAccess['admin.demo-balance'])).toBe(false);
  });

  it('the exports need admin:master', () => {
    expect(pageAccess['admin.export-data']).toBe('admin:master');
    expect(pageAccess['admin.export-data-legacy']).toBe('admin:master');
    expect(can({ Permissions: ['admin:affiliates:read', 'admin:payments:read'] }, 'admin:master')).toBe(false);
  });
});

describe('modals', () => {
  it("are the nine of the spec, spelled as the spec spells them, the creatives' copy (issue 18) and the LGPD request (issue 19)", () => {
    expect([...MODAL_NAMES].sort()).toEqual(
      [
        'accept-terms',
        'business-manage',
        'campaign-create',
        'demo-balance-request',
        'paymen-send-invoice',
        'partner-ban',
        'payment-create',
        'payment-manage',
        'payment-request',
        'creative-copy',
        'privacy-request',
      ].sort(),
    );
  });

  const affiliateModals: ModalName[] = [
    'campaign-create',
    'payment-request',
    'payment-manage',
    'demo-balance-request',
    'paymen-send-invoice',
    'accept-terms',
    'creative-copy',
  ];
  it.each(MODAL_NAMES)('%s', (name) => {
    const rule = modalAccess[name];
    expect(can(users.affiliate, rule)).toBe(affiliateModals.includes(name));
    expect(can(users.analyst, rule)).toBe(name === 'business-manage' || name === 'payment-manage');
    expect(can(users.admin, rule)).toBe(true);
    expect(can(users.master, rule)).toBe(true);
    expect(can(null, rule)).toBe(false);
  });

  it.each([
    ['privacy-request', 'admin_lgpd_read'],
    ['partner-ban', 'admin_partners_bans'],
    ['payment-create', 'admin_payments_create'],
    ['business-manage', 'admin_business_read'],
  ] as const)('%s opens with %s', (name, permission) => {
    expect(can({ Permissions: [permission] }, modalAccess[name])).toBe(true);
    expect(can(users.affiliate, modalAccess[name])).toBe(false);
  });
});

describe('the tables', () => {
  it('name only known permissions', () => {
    const known = new Set<string>([...PERMISSIONS, SIGNED_IN]);
    for (const rule of [...Object.values(pageAccess), ...Object.values(modalAccess).flat()]) expect(known.has(rule)).toBe(true);
  });
});

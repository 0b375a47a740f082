// The access table through can(): every page, modal and tool for the demo accounts' permission
// sets, in both spellings, and admin:master granting everything.
import { describe, expect, it } from 'vitest';
import { can } from './can';
import { MODAL_NAMES, modalAccess, pageAccess, PERMISSIONS, toolAccess, type ModalName, type PageId } from './permissions';

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

const affiliatePages: PageId[] = ['overview', 'campaigns', 'campaign', 'statistics', 'reports', 'wallet', 'affiliated', 'demo-balance'];
const profilePages: PageId[] = [
  'profile.personal-data',
  'profile.documents',
  'profile.security',
  'profile.settings',
  'profile.notifications',
  'profile.postback',
];
const analystPages: PageId[] = ['admin.partners', 'admin.partner', 'admin.payments', 'admin.businesses'];
const allPages = Object.keys(pageAccess) as PageId[];

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
  it('are the nine of the spec, spelled as the spec spells them', () => {
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
    ['partner-ban', 'admin_partners_bans'],
    ['payment-create', 'admin_payments_create'],
    ['business-manage', 'admin_business_read'],
  ] as const)('%s opens with %s', (name, permission) => {
    expect(can({ Permissions: [permission] }, modalAccess[name])).toBe(true);
    expect(can(users.affiliate, modalAccess[name])).toBe(false);
  });
});

describe('tools', () => {
  it('the admin popup and login-as need admin:partners:login, in either spelling', () => {
    for (const rule of Object.values(toolAccess)) {
      expect(can({ Permissions: ['admin_partners_login'] }, rule)).toBe(true);
      expect(can({ Permissions: ['admin:partners:login'] }, rule)).toBe(true);
      expect(can(users.analyst, rule)).toBe(false);
      expect(can(users.affiliate, rule)).toBe(false);
      expect(can(users.master, rule)).toBe(true);
    }
  });
});

describe('can', () => {
  it('takes the question in either spelling', () => {
    expect(can(users.analyst, 'admin:payments:read')).toBe(true);
    expect(can(users.analyst, 'admin_payments_read')).toBe(true);
    expect(can({ Permissions: ['admin:partners:login'] }, 'admin_partners_login')).toBe(true);
    expect(can(users.analyst, 'admin_payments_action')).toBe(false);
  });

  it('signed-in needs a user, nothing more', () => {
    expect(can(users.nobody, 'signed-in')).toBe(true);
    expect(can(undefined, 'signed-in')).toBe(false);
  });
});

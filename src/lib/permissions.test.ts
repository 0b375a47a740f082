// Both permission spellings and admin:master.
import { describe, expect, it } from 'vitest';
import { hasPermission, normalizePermission, PERMISSIONS } from './permissions';

describe('normalizePermission', () => {
  it.each([
    ['admin_payments_read', 'admin:payments:read'],
    ['admin:payments:read', 'admin:payments:read'],
    ['admin_partner_bank_account_read', 'admin:partner:bank-account:read'],
    ['admin_partner_demo_balance_read', 'admin:partner:demo-balance:read'],
    ['admin_partners_login', 'admin:partners:login'],
    ['admin_affiliates_registers_read', 'admin:affiliates:registers:read'],
    ['affiliate', 'affiliate'],
    ['something_else', 'something_else'],
  ])('%s → %s', (name, want) => expect(normalizePermission(name)).toBe(want));

  it('maps every spec name back to itself from its underscore spelling', () => {
    for (const p of PERMISSIONS) expect(normalizePermission(p.replace(/[:-]/g, '_'))).toBe(p);
  });
});

describe('hasPermission', () => {
  const analyst = ['admin_payments_read', 'admin_business_read', 'admin_affiliates_read'];
  it.each([
    [analyst, 'admin:payments:read', true],
    [analyst, 'admin_payments_read', true],
    [analyst, 'admin:payments:action', false],
    [['admin:partners:bans'], 'admin_partners_bans', true],
    [['admin:master'], 'admin:partner:demo-balance:approve', true],
    [['admin_master'], 'admin_partners_login', true],
    [['affiliate'], 'admin:payments:read', false],
    [[], 'affiliate', false],
  ])('%j has %s: %s', (perms, needed, want) => expect(hasPermission(perms, needed)).toBe(want));
});

describe('tool access', () => {
  it('names only known permissions (pages and modals: src/app/access.test.ts)', async () => {
    const { toolAccess, SIGNED_IN } = await import('./permissions');
    const known = new Set<string>([...PERMISSIONS, SIGNED_IN]);
    for (const rule of Object.values(toolAccess)) expect(known.has(rule)).toBe(true);
  });
});

// can(): the admin tools for the demo accounts' permission sets, in both spellings, and
// admin:master granting everything. Pages and modals: src/app/access.test.ts (their tables).
import { describe, expect, it } from 'vitest';
import { can } from './can';
import { PERMISSIONS, toolAccess } from './permissions';

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

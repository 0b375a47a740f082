// The audit log (issue 17): administrator actions are recorded by `authed` with who, when, IP,
// target, reason and before → after; the list filters and pages on the server; the CSV export is
// itself recorded; only admin:audit:read or admin:master may read it.
import { describe, expect, it } from 'vitest';
import {
  adminExportAuditLog,
  adminListAuditLog,
  adminRecordExport,
  adminUpdateSecurityPolicy,
} from '@/api/generated/endpoints/admin-audit/admin-audit';
import { adminBanPartner, adminLoginAsPartner } from '@/api/generated/endpoints/admin-partners/admin-partners';
import { adminPaymentAction } from '@/api/generated/endpoints/admin-payments/admin-payments';
import { DEMO_IDS } from '../db/demo-accounts';
import { as, refusal, setupMockApi, store } from './test-kit';

setupMockApi();
const admin = () => ({ ...as('admin'), headers: { ...as('admin').headers, 'x-forwarded-for': '203.0.113.9' } });

describe('audit log', () => {
  it('records a ban with its reason, IP and before → after, and a login-as with its reason', async () => {
    await adminBanPartner(7, { reason: 'Fraudulent traffic from paid ads', unban: false }, admin());
    await adminLoginAsPartner(1, { reason: 'Checking the wallet, ticket 4821' }, admin());
    const page = await adminListAuditLog({ pageSize: 2 }, as('admin'));
    expect(page.items.map((e) => e.Action)).toEqual(['partner.login_as', 'partner.ban']);
    const ban = page.items[1]!;
    expect(ban).toMatchObject({
      Actor: { ID: DEMO_IDS.admin, Username: 'admin' },
      IP: '203.0.113.9',
      Target: { Type: 'partner', ID: '7' },
      Reason: 'Fraudulent traffic from paid ads',
    });
    expect(ban.Changes).toContainEqual({ Field: 'Status', Before: 'active', After: 'banned' });
    expect(page.items[0]!.Reason).toBe('Checking the wallet, ticket 4821');
  });

  it('records a payment action and the two-factor rule, not a refused call', async () => {
    const pending = [...store().db.payments.values()].find((p) => p.Status === 'Pending' && p.UserID !== DEMO_IDS.affiliate)!;
    // One session: from the rule's change on, a new admin session would first have to enrol.
    const options = as('admin');
    await adminPaymentAction(pending.ID, 'approve', {}, options);
    await refusal(adminPaymentAction(pending.ID, 'approve', {}, options));
    await adminUpdateSecurityPolicy({ requireTwoFactorForAdmins: true, requireTwoFactorForPartners: false }, options);
    const page = await adminListAuditLog({ pageSize: 3 }, options);
    expect(page.items.map((e) => e.Action)).toEqual(['security_policy.update', 'payment.approve', 'export.csv']);
    expect(page.items[1]!.Changes[0]).toMatchObject({ Field: 'Status', Before: 'Pending' });
    expect(page.items[0]!.Changes).toEqual([{ Field: 'RequireForAdmins', Before: 'false', After: 'true' }]);
  });

  it('filters by actor, action, target and date, and pages', async () => {
    const byAction = await adminListAuditLog({ action: 'partner.ban' }, as('admin'));
    expect(byAction.items.every((e) => e.Action === 'partner.ban')).toBe(true);
    expect(byAction.total).toBeGreaterThan(0);
    expect((await adminListAuditLog({ actor: 'analyst' }, as('admin'))).total).toBe(0);
    const target = await adminListAuditLog({ targetType: 'partner', targetId: String(DEMO_IDS.secure) }, as('admin'));
    expect(target.items.map((e) => e.Action)).toEqual(['partner.login_as']);
    expect((await adminListAuditLog({ since: '2030-01-01' }, as('admin'))).total).toBe(0);
    const all = await adminListAuditLog({ pageSize: 1, page: 2 }, as('admin'));
    expect([all.page, all.items.length]).toEqual([2, 1]);
  });

  it('exports the filtered log as CSV and records the export; records browser exports', async () => {
    const csv = await adminExportAuditLog({ action: 'partner.ban' }, { ...as('admin'), responseType: 'text' });
    const lines = String(csv).trim().split(/\r\n/);
    expect(lines[0]).toBe('ID,CreatedAt,Actor,IP,Action,TargetType,TargetID,Target,Reason,Changes');
    expect(lines.slice(1).every((l) => l.includes(',partner.ban,'))).toBe(true);
    const entry = await adminRecordExport({ dataset: 'payments', rows: 12, filters: 'status=Completed' }, as('admin'));
    expect(entry.Action).toBe('export.csv');
    const recent = await adminListAuditLog({ pageSize: 2 }, as('admin'));
    expect(recent.items.map((e) => e.Action)).toEqual(['export.csv', 'export.audit_log']);
  });

  it('is read with admin:audit:read or admin:master only', async () => {
    expect((await refusal(adminListAuditLog({}, as('analyst')))).status).toBe(403);
    expect((await refusal(adminListAuditLog({}, as('affiliate')))).status).toBe(403);
    store().update('users', DEMO_IDS.analyst, { Permissions: ['admin_audit_read'] });
    expect((await adminListAuditLog({}, as('analyst'))).total).toBeGreaterThan(0);
  });
});

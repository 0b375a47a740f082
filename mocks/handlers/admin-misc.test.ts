// The admin's partner tools through the generated client: bank account, sub-affiliates (list,
// CSV export, move with the cycle check, detach), per-partner settings and legacy exports.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { adminRequestLegacyData, adminGetLegacyData } from '@/api/generated/endpoints/admin-data/admin-data';
import {
  adminDeletePartnerBankAccount,
  adminGetPartnerBankAccount,
  adminSavePartnerBankAccount,
  adminValidatePartnerBankAccount,
} from '@/api/generated/endpoints/admin-partner-bank-account/admin-partner-bank-account';
import { adminGetPartner } from '@/api/generated/endpoints/admin-partners/admin-partners';
import {
  adminDeletePartnerSetting,
  adminGetPartnerSettings,
  adminSavePartnerSetting,
} from '@/api/generated/endpoints/admin-settings/admin-settings';
import {
  adminExportSubAffiliates,
  adminListSubAffiliates,
  adminMoveSubAffiliate,
  adminRemoveSubAffiliate,
} from '@/api/generated/endpoints/admin-sub-affiliates/admin-sub-affiliates';
import type { AdminLegacyRequestBody } from '@/api/generated/model/adminLegacyRequestBody';
import { getStore } from '../runtime';
import { asAdmin, failure, useAdminMock } from './admin-test-kit';

describe('admin partner tools', () => {
  useAdminMock();

  it('bank account: validate, save, read, delete', async () => {
    const noAccount = [...getStore().db.users.values()].find(
      (u) => u.ID > 22 && u.Country === 'BR' && u.TaxPayerId && !getStore().ownedBy('bankAccounts', u.ID).length,
    )!;
    expect((await failure(adminGetPartnerBankAccount(noAccount.ID, asAdmin()))).status).toBe(404);
    const input = {
      bankCode: '341',
      accountAgency: '0123',
      accountNumber: '45678-9',
      pixKeyType: 'cpf' as const,
      pixKey: noAccount.TaxPayerId!,
    };

    expect(await adminValidatePartnerBankAccount({ partnerId: noAccount.ID, ...input }, asAdmin())).toEqual({ valid: true, fields: [] });
    const wrong = await adminValidatePartnerBankAccount(
      { partnerId: noAccount.ID, ...input, bankCode: '999', pixKey: '52998224725' },
      asAdmin(),
    );
    expect([wrong.valid, wrong.fields.map((f) => f.field)]).toEqual([false, ['bankCode', 'pixKey']]);
    expect((await failure(adminValidatePartnerBankAccount({ partnerId: 9999, ...input }, asAdmin()))).status).toBe(404);

    const saved = await adminSavePartnerBankAccount(noAccount.ID, input, asAdmin());
    expect(saved).toMatchObject({ BankCode: '341', Bank: { Code: '341' }, PixKeyType: 'cpf', PixKey: noAccount.TaxPayerId });
    expect(await adminGetPartnerBankAccount(noAccount.ID, asAdmin())).toEqual(saved);
    const replaced = await adminSavePartnerBankAccount(noAccount.ID, { ...input, pixKeyType: 'email', pixKey: noAccount.Email }, asAdmin());
    expect(replaced.PixKeyType).toBe('email');
    expect(getStore().ownedBy('bankAccounts', noAccount.ID)).toHaveLength(1);
    expect((await failure(adminSavePartnerBankAccount(noAccount.ID, { ...input, bankCode: '999' }, asAdmin()))).fieldErrors).toHaveProperty(
      'bankCode',
    );

    await adminDeletePartnerBankAccount(noAccount.ID, asAdmin());
    expect((await failure(adminDeletePartnerBankAccount(noAccount.ID, asAdmin()))).status).toBe(404);
  });

  it('sub-affiliates: list with figures, CSV export, move (409 on a cycle) and detach', async () => {
    const page = await adminListSubAffiliates(1, { sort: 'ID', order: 'asc' }, asAdmin());
    expect(page.items.map((s) => s.ID)).toEqual([7, 8, 9, 10, 11, 12]);
    const seven = getStore().reports.keySum(7, { since: getStore().reports.firstDay });
    expect(page.items[0]).toMatchObject({ Registrations: seven.Registrations, Commission: seven.Commission });
    const byCommission = await adminListSubAffiliates(1, { sort: 'Commission', order: 'desc' }, asAdmin());
    const commissions = byCommission.items.map((s) => s.Commission);
    expect(commissions).toEqual([...commissions].sort((a, b) => b - a));

    const csv = await adminExportSubAffiliates({ partnerId: 1 }, asAdmin());
    const parsed = Papa.parse<Record<string, string>>(csv.trim(), { header: true });
    expect(parsed.meta.fields).toEqual([
      'ID',
      'Username',
      'FirstName',
      'LastName',
      'Status',
      'CreatedAt',
      'Registrations',
      'FTD',
      'QFTD',
      'Commission',
    ]);
    expect(parsed.data.map((r) => Number(r.ID)).sort((a, b) => a - b)).toEqual([7, 8, 9, 10, 11, 12]);
    expect(parsed.data.every((r) => /^\d+\.\d{2}$/.test(r.Commission!))).toBe(true);
    expect((await adminExportSubAffiliates({ partnerId: 22 }, asAdmin())).trim()).toBe(
      'ID,Username,FirstName,LastName,Status,CreatedAt,Registrations,FTD,QFTD,Commission',
    );
    expect((await failure(adminExportSubAffiliates({ partnerId: 9999 }, asAdmin()))).status).toBe(404);

    // 1 → 7 → 13 → 19 → 22: putting 7 under 22 (its own descendant) or under itself is a cycle.
    const cycle = await failure(adminMoveSubAffiliate({ subAffiliateId: 7, parentId: 22 }, asAdmin()));
    expect([cycle.status, cycle.reason]).toEqual([409, 'action_not_allowed']);
    expect((await failure(adminMoveSubAffiliate({ subAffiliateId: 7, parentId: 7 }, asAdmin()))).status).toBe(409);
    expect((await failure(adminMoveSubAffiliate({ subAffiliateId: 7, parentId: 9999 }, asAdmin()))).status).toBe(404);
    const moved = await adminMoveSubAffiliate({ subAffiliateId: 13, parentId: 8 }, asAdmin());
    expect(moved.ParentID).toBe(8);
    expect((await adminListSubAffiliates(8, {}, asAdmin())).items.map((s) => s.ID)).toContain(13);

    await adminRemoveSubAffiliate(1, 7, asAdmin());
    expect((await adminGetPartner(7, asAdmin())).ParentID).toBeNull();
    expect((await failure(adminRemoveSubAffiliate(1, 7, asAdmin()))).status).toBe(404);
  });

  it('settings: every known limit with its value, save, delete back to the default', async () => {
    const before = await adminGetPartnerSettings(7, asAdmin());
    expect(before.map((s) => [s.Key, s.Value, s.UpdatedAt])).toEqual([
      ['campaignLimit', 10, null],
      ['demoDailyRequestLimit', 3, null],
      ['demoWeeklyMaximumAmount', 500, null],
    ]);
    const saved = await adminSavePartnerSetting({ partnerId: 7, key: 'campaignLimit', value: 15 }, asAdmin());
    expect(saved).toMatchObject({ Key: 'campaignLimit', Value: 15, UpdatedAt: '2026-11-05T15:00:00.000Z' });
    expect(getStore().setting(7, 'campaignLimit')).toBe(15);
    await adminSavePartnerSetting({ partnerId: 7, key: 'campaignLimit', value: 20 }, asAdmin());
    expect(getStore().ownedBy('settings', 7)).toHaveLength(1);

    await adminDeletePartnerSetting(7, 'campaignLimit', asAdmin());
    expect(getStore().setting(7, 'campaignLimit')).toBe(10);
    expect((await failure(adminDeletePartnerSetting(7, 'campaignLimit', asAdmin()))).status).toBe(404);
    expect((await failure(adminSavePartnerSetting({ partnerId: 9999, key: 'campaignLimit', value: 1 }, asAdmin()))).status).toBe(404);
    expect((await failure(adminSavePartnerSetting({ partnerId: 7, key: 'campaignLimit', value: -1 }, asAdmin()))).status).toBe(400);
  });

  it('legacy exports run on the store clock and leave a CSV file', async () => {
    const body: AdminLegacyRequestBody = { dataset: 'payments', since: '2026-01-01', until: '2026-06-30', partnerId: 1 };
    const queued = await adminRequestLegacyData(body, asAdmin());
    expect(queued).toMatchObject({ id: 1, status: 'queued', requestedBy: 3, fileId: null, rows: null, finishedAt: null });

    getStore().clock.advance(10_000);
    expect((await adminGetLegacyData({}, asAdmin())).items[0]?.status).toBe('running');
    getStore().clock.advance(60_000);
    const [done] = (await adminGetLegacyData({}, asAdmin())).items;
    const expected = getStore()
      .ownedBy('payments', 1)
      .filter((p) => p.CreatedAt >= '2026-01-01T03:00:00.000Z' && p.CreatedAt < '2026-07-01T03:00:00.000Z');
    expect(done).toMatchObject({ status: 'done', rows: expected.length, finishedAt: '2026-11-05T15:01:00.000Z' });
    const file = getStore().db.media.get(done!.fileId!)!;
    const text = new TextDecoder().decode(file.Bytes);
    expect(text.split('\n')[0]).toBe('ID,PartnerID,Amount,Status,Category,CreatedAt,UpdatedAt');
    expect(text.trim().split('\n')).toHaveLength(expected.length + 1);

    const bad: [AdminLegacyRequestBody, string][] = [
      [{ dataset: 'payments', since: '2026-01-01', until: '2026-11-06' }, 'until'], // the future
      [{ dataset: 'payments', since: '2024-01-01', until: '2025-06-30' }, 'until'], // over 366 days
      [{ dataset: 'reports', since: '2026-01-01', until: '2026-02-01' }, 'partnerId'],
    ];
    for (const [b, field] of bad) expect(Object.keys((await failure(adminRequestLegacyData(b, asAdmin()))).fieldErrors)).toEqual([field]);
    const second = await adminRequestLegacyData({ dataset: 'reports', since: '2026-10-01', until: '2026-10-31', partnerId: 1 }, asAdmin());
    const list = await adminGetLegacyData({ sort: 'id', order: 'desc' }, asAdmin());
    expect(list.items.map((j) => j.id)).toEqual([second.id, 1]);
  });
});

// Admin businesses through the generated client: the approval queue, edits, approve/reject with
// the partner's notification, deletion, and the AI analysis with its 404/406/500 answers.
import { describe, expect, it } from 'vitest';
import {
  adminAnalyzeBusiness,
  adminBusinessAction,
  adminDeleteBusiness,
  adminGetBusiness,
  adminListBusinesses,
  adminUpdateBusiness,
} from '@/api/generated/endpoints/admin-businesses/admin-businesses';
import { getNotifications } from '@/api/generated/endpoints/notifications/notifications';
import { getStore } from '../runtime';
import { asAdmin, bearer, failure, tokenOf, useAdminMock } from './admin-test-kit';

const business = (test: (b: { ID: number; Approval: string; AIAnalysis: string | null }) => boolean) =>
  [...getStore().db.businesses.values()].find(test)!;

describe('admin businesses', () => {
  useAdminMock();

  it('lists with the approval filter, text search and sorting', async () => {
    const all = [...getStore().db.businesses.values()];
    const pending = await adminListBusinesses({ approval: 'pending', sort: 'ID', order: 'asc' }, asAdmin());
    expect(pending.items.map((b) => b.ID)).toEqual(all.filter((b) => b.Approval === 'pending').map((b) => b.ID));
    expect(pending.items.every((b) => b.ApprovalStatus === 'pending')).toBe(true);

    const first = all[0]!;
    const digits = first.CNPJ.replace(/\D/g, '').slice(0, 8);
    expect((await adminListBusinesses({ q: digits }, asAdmin())).items.map((b) => b.ID)).toContain(first.ID);
    expect((await adminListBusinesses({ q: 'affiliate@example.com' }, asAdmin())).items.map((b) => b.AffiliateID)).toEqual([1]);
    const paged = await adminListBusinesses({ pageSize: 5, page: 2, sort: 'CreatedAt', order: 'desc' }, asAdmin());
    expect([paged.total, paged.items.length]).toEqual([all.length, 5]);
    expect((await failure(adminListBusinesses({ approval: 'maybe' as never }, asAdmin()))).status).toBe(400);
  });

  it('approves a pending business and tells the partner; 409 when already approved', async () => {
    const pending = business((b) => b.Approval === 'pending');
    const approved = await adminBusinessAction(pending.ID, 'approve', {}, asAdmin());
    expect([approved.ApprovalStatus, approved.RejectionReason]).toEqual(['approved', null]);
    const owner = approved.AffiliateID;
    const notes = await getNotifications({}, bearer(tokenOf(owner)));
    expect(notes.map((n) => n.Title)).toContain('Empresa aprovada');

    const again = await failure(adminBusinessAction(pending.ID, 'approve', {}, asAdmin()));
    expect([again.status, again.reason]).toEqual([409, 'action_not_allowed']);
    // An approved business may still be rejected (revoked), which needs a reason.
    const noReason = await failure(adminBusinessAction(pending.ID, 'reject', {}, asAdmin()));
    expect([noReason.status, Object.keys(noReason.fieldErrors)]).toEqual([400, ['reason']]);
    const revoked = await adminBusinessAction(pending.ID, 'reject', { reason: 'Contrato social desatualizado' }, asAdmin());
    expect([revoked.ApprovalStatus, revoked.RejectionReason]).toEqual(['rejected', 'Contrato social desatualizado']);
    expect((await failure(adminBusinessAction(pending.ID, 'reject', { reason: 'De novo' }, asAdmin()))).status).toBe(409);
    expect((await failure(adminBusinessAction(pending.ID, 'approve', {}, asAdmin()))).status).toBe(409);
  });

  it('edits the typed data and deletes', async () => {
    const target = business((b) => b.Approval === 'approved');
    const edited = await adminUpdateBusiness(
      target.ID,
      { nameAlias: 'Agência Nova', postalCode: '01310-100', complement: null, cnaes: ['7319-0/02'] },
      asAdmin(),
    );
    expect(edited).toMatchObject({
      NameAlias: 'Agência Nova',
      PostalCode: '01310-100',
      Complement: null,
      UpdatedAt: '2026-11-05T15:00:00.000Z',
    });
    expect(edited.CNAEs.map((c) => c.Code)).toEqual(['7319-0/02']);
    expect((await failure(adminUpdateBusiness(target.ID, { cnaes: ['9999-9/99'] }, asAdmin()))).fieldErrors).toHaveProperty('cnaes');
    expect((await failure(adminUpdateBusiness(target.ID, {}, asAdmin()))).status).toBe(400);
    await adminDeleteBusiness(target.ID, asAdmin());
    expect((await failure(adminGetBusiness(target.ID, asAdmin()))).status).toBe(404);
    expect((await failure(adminDeleteBusiness(target.ID, asAdmin()))).status).toBe(404);
  });

  it('AI analysis: stored text, a new one saved back, 404, 406 and 500', async () => {
    const analysed = business((b) => !!b.AIAnalysis && b.ID % 7 !== 0);
    const cached = await adminAnalyzeBusiness(analysed.ID, asAdmin());
    expect([cached.cached, cached.analysis]).toEqual([true, analysed.AIAnalysis]);

    const fresh = business((b) => !b.AIAnalysis && b.ID % 7 !== 0);
    const made = await adminAnalyzeBusiness(fresh.ID, asAdmin());
    expect([made.cached, made.analyzedAt]).toEqual([false, '2026-11-05T15:00:00.000Z']);
    expect((await adminGetBusiness(fresh.ID, asAdmin())).AIAnalysis).toBe(made.analysis);
    expect(await adminAnalyzeBusiness(fresh.ID, asAdmin())).toEqual({ ...made, cached: true });

    expect((await failure(adminAnalyzeBusiness(9999, asAdmin()))).status).toBe(404);
    getStore().update('businesses', analysed.ID, { SocialContractMediaID: null });
    const missing = await failure(adminAnalyzeBusiness(analysed.ID, asAdmin()));
    expect([missing.status, missing.reason]).toEqual([406, 'ai_missing_documents']);
    const failing = await failure(adminAnalyzeBusiness(7, asAdmin()));
    expect([failing.status, failing.reason]).toEqual([500, 'ai_unavailable']);
  });
});

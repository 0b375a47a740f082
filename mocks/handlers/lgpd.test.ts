// The LGPD centre through the API (issue 19.4): the export holds everything kept about the
// partner and no secret; requests (one open of each type) with their 15-day deadline; the admin
// queue sorted by deadline with the overdue ones marked, and replies that close a request once.
import { describe, expect, it } from 'vitest';
import {
  adminGetPrivacyRequest,
  adminListPrivacyRequests,
  adminReplyPrivacyRequest,
} from '@/api/generated/endpoints/admin-lgpd/admin-lgpd';
import { adminListAuditLog } from '@/api/generated/endpoints/admin-audit/admin-audit';
import { createPrivacyRequest, exportMyData, getPrivacyCentre } from '@/api/generated/endpoints/lgpd/lgpd';
import { getNotifications } from '@/api/generated/endpoints/notifications/notifications';
import { DEMO_IDS } from '../db/demo-accounts';
import { as, refusal, setupMockApi, store } from './test-kit';

setupMockApi();
const DAY = 86_400_000;

describe('exportMyData', () => {
  it('holds the partner’s profile, bank account, company, campaigns, payments, files and requests', async () => {
    const data = await exportMyData(as('affiliate'));
    const s = store();
    const me = DEMO_IDS.affiliate;
    expect(data.format).toBe('portal-lgpd-export/1');
    expect(data.profile).toMatchObject({ ID: me, Username: 'affiliate', TaxPayerId: s.db.users.get(me)!.TaxPayerId });
    expect(data.bankAccount?.PixKey).toBe(s.ownedBy('bankAccounts', me)[0]!.PixKey);
    expect(data.business?.CNPJ).toBe(s.ownedBy('businesses', me)[0]!.CNPJ);
    expect(data.campaigns.map((c) => c.ID)).toEqual(s.ownedBy('campaigns', me).map((c) => c.ID));
    expect(data.payments.map((p) => p.ID).sort()).toEqual(
      s
        .ownedBy('payments', me)
        .map((p) => p.ID)
        .sort(),
    );
    expect(data.files.map((f) => f.ID)).toEqual(s.ownedBy('media', me).map((m) => m.ID));
    expect(data.notifications.length).toBe(s.ownedBy('notifications', me).length);
    expect(data.privacyRequests.map((r) => r.Type)).toEqual(['correction']);
    expect(data.settings.map((x) => x.Key)).toContain('low_balance_alert');
    expect(data.postback?.Endpoint).toMatch(/^https:/);
  });

  it('never carries a password, a token or another account’s data', async () => {
    const token = store().issueToken(DEMO_IDS.affiliate).token;
    const text = JSON.stringify(await exportMyData({ headers: { Authorization: `Bearer ${token}` } }));
    expect(text).not.toContain('demo1234');
    expect(text).not.toContain(token);
    expect(text).not.toMatch(/"Password"|"password"/);
    expect(text).not.toContain(store().db.users.get(DEMO_IDS.pending)!.Email);
  });

  it('carries the NFS-e data of a payment', async () => {
    const data = await exportMyData(as('pending'));
    expect(data.payments.find((p) => p.Status === 'NF_Sent')?.Nfse?.ServiceCode).toBe('17.06');
    expect(data.bankAccount).not.toBeNull();
    expect((await exportMyData(as('analyst'))).payments).toEqual([]);
  });
});

describe('getPrivacyCentre / createPrivacyRequest', () => {
  it('says the deadline and what is kept after a deletion, and for how long', async () => {
    const centre = await getPrivacyCentre(as('affiliate'));
    expect(centre.responseDays).toBe(15);
    expect(centre.retention).toEqual([
      { category: 'tax', years: 5, legalBasis: 'CTN arts. 173 and 174' },
      { category: 'aml', years: 5, legalBasis: 'Lei 9.613/1998, art. 10' },
    ]);
    expect(centre.requests[0]).toMatchObject({ Type: 'correction', Status: 'completed', Overdue: false });
  });

  it('opens a correction due in 15 days, and refuses a second while it is open', async () => {
    const made = await createPrivacyRequest(
      { type: 'correction', field: 'email', details: 'My e-mail is now mariana@example.net.' },
      as('affiliate'),
    );
    const now = store().clock.now().getTime();
    expect(made).toMatchObject({
      Status: 'open',
      Field: 'email',
      CreatedAt: new Date(now).toISOString(),
      DueAt: new Date(now + 15 * DAY).toISOString(),
    });
    const again = await refusal(
      createPrivacyRequest({ type: 'correction', field: 'name', details: 'Another correction here.' }, as('affiliate')),
    );
    expect([again.status, again.reason]).toEqual([409, 'action_not_allowed']);
    expect((await createPrivacyRequest({ type: 'deletion' }, as('affiliate'))).Details).toBeNull();
    expect((await getPrivacyCentre(as('affiliate'))).requests.map((r) => r.Type)).toEqual(['deletion', 'correction', 'correction']);
  });

  it('needs the field and ten characters for a correction', async () => {
    const e = await refusal(createPrivacyRequest({ type: 'correction', details: 'short' }, as('affiliate')));
    expect(Object.keys(e.fieldErrors).sort()).toEqual(['details', 'field']);
  });

  it('is every signed-in user’s: the analyst may ask too', async () => {
    expect((await createPrivacyRequest({ type: 'deletion', details: 'Leaving the company.' }, as('analyst'))).Status).toBe('open');
  });
});

describe('the admin queue', () => {
  it('pages every request, the nearest deadline first and closed ones last, overdue ones marked', async () => {
    const page = await adminListPrivacyRequests({ pageSize: 100 }, as('admin'));
    const closed = (r: { Status: string }) => ['completed', 'refused'].includes(r.Status);
    const firstClosed = page.items.findIndex(closed);
    expect(firstClosed).toBeGreaterThan(0);
    expect(page.items.slice(firstClosed).every(closed)).toBe(true); // closed ones last: their deadline no longer runs
    const due = page.items.slice(0, firstClosed).map((r) => r.DueAt);
    expect(due).toEqual([...due].sort());
    const now = store().clock.now().getTime();
    for (const r of page.items) expect(r.Overdue).toBe(!['completed', 'refused'].includes(r.Status) && Date.parse(r.DueAt) < now);
    expect(page.items.filter((r) => r.Overdue).length).toBeGreaterThanOrEqual(2);
    const overdue = await adminListPrivacyRequests({ overdue: true }, as('admin'));
    expect(overdue.items.every((r) => r.Overdue)).toBe(true);
    expect(overdue.total).toBe(page.items.filter((r) => r.Overdue).length);
    const small = await adminListPrivacyRequests({ pageSize: 5, page: 2, status: 'open' }, as('admin'));
    expect(small.items.length).toBeLessThanOrEqual(5);
  });

  it('an overdue request stops being overdue once completed, and the partner is told', async () => {
    const [late] = (await adminListPrivacyRequests({ overdue: true }, as('admin'))).items;
    const notes = store().ownedBy('notifications', late!.AffiliateID).length;
    const done = await adminReplyPrivacyRequest(
      late!.ID,
      { status: 'completed', reply: 'Dados excluídos; registros fiscais mantidos por 5 anos.' },
      as('admin'),
    );
    expect(done).toMatchObject({ Status: 'completed', Overdue: false, ClosedAt: store().clock.now().toISOString() });
    expect(store().ownedBy('notifications', late!.AffiliateID).length).toBe(notes + 1);
    const again = await refusal(
      adminReplyPrivacyRequest(late!.ID, { status: 'in_progress', reply: 'Trying to answer again.' }, as('admin')),
    );
    expect([again.status, again.reason]).toEqual([409, 'action_not_allowed']);
  });

  it('the partner reads the reply in their centre and in a notification', async () => {
    const made = await createPrivacyRequest({ type: 'correction', field: 'name', details: 'My name has a typo in it.' }, as('newbie'));
    await adminReplyPrivacyRequest(made.ID, { status: 'in_progress', reply: 'Estamos conferindo seus documentos.' }, as('admin'));
    expect((await getPrivacyCentre(as('newbie'))).requests[0]).toMatchObject({
      Status: 'in_progress',
      Reply: 'Estamos conferindo seus documentos.',
    });
    expect((await getNotifications(undefined, as('newbie')))[0]?.Message ?? '').toContain('Estamos conferindo');
  });

  it('the deadline passes with the clock', async () => {
    const made = await createPrivacyRequest({ type: 'deletion' }, as('newbie'));
    store().clock.set(new Date(Date.parse(made.DueAt) + 60_000));
    expect((await adminListPrivacyRequests({ overdue: true, pageSize: 100 }, as('admin'))).items.map((r) => r.ID)).toContain(made.ID);
  });

  it('reads one request as the queue lists it, and only with admin:lgpd:read', async () => {
    const [first] = (await adminListPrivacyRequests({ pageSize: 1 }, as('admin'))).items;
    expect(await adminGetPrivacyRequest(first!.ID, as('admin'))).toEqual(first);
    expect((await refusal(adminGetPrivacyRequest(99_999, as('admin')))).status).toBe(404);
    expect((await refusal(adminGetPrivacyRequest(first!.ID, as('analyst')))).status).toBe(403);
  });

  it('records each reply in the audit log once: who, IP, the request and its partner, before → after, not the text', async () => {
    const made = await createPrivacyRequest({ type: 'deletion', details: 'Please delete my data.' }, as('newbie'));
    const admin = { ...as('admin'), headers: { ...as('admin').headers, 'x-forwarded-for': '203.0.113.7' } };
    const replies = () => adminListAuditLog({ action: 'privacy_request.reply', pageSize: 100 }, as('admin'));
    const already = (await replies()).total;
    const text = 'Dados de newbie@example.com excluídos; registros fiscais mantidos por 5 anos.';
    await adminReplyPrivacyRequest(made.ID, { status: 'completed', reply: text }, admin);
    // A refused reply (the request is closed now) records nothing.
    await refusal(adminReplyPrivacyRequest(made.ID, { status: 'in_progress', reply: 'Trying to answer again.' }, admin));
    const log = await replies();
    expect(log.total).toBe(already + 1);
    const entry = log.items[0]!;
    expect(entry).toMatchObject({
      Actor: { ID: DEMO_IDS.admin, Username: 'admin' },
      IP: '203.0.113.7',
      CreatedAt: store().clock.now().toISOString(),
      Target: { Type: 'privacy_request', ID: String(made.ID), Label: 'newbie' },
      Reason: null,
    });
    expect(entry.Changes).toEqual([
      { Field: 'Status', Before: 'open', After: 'completed' },
      { Field: 'ReplyLength', Before: null, After: String(text.length) },
    ]);
    expect(JSON.stringify(entry)).not.toContain('newbie@example.com');
    const byTarget = await adminListAuditLog({ targetType: 'privacy_request', targetId: String(made.ID) }, as('admin'));
    expect(byTarget.items.map((e) => e.Action)).toEqual(['privacy_request.reply']);
  });

  it('refuses a short reply, an unknown request, and an analyst', async () => {
    expect((await refusal(adminReplyPrivacyRequest(3, { status: 'completed', reply: 'ok' }, as('admin')))).fieldErrors.reply).toBeTruthy();
    expect(
      (await refusal(adminReplyPrivacyRequest(99_999, { status: 'completed', reply: 'Nothing to answer here.' }, as('admin')))).status,
    ).toBe(404);
    expect((await refusal(adminListPrivacyRequests(undefined, as('analyst')))).status).toBe(403);
  });
});

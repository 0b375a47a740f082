// Administrators' creatives and the compliance gate through the generated client (issue 18):
// lists filtered on the server, create/upload/edit, publish only what passes, the override path
// (its permission, its reason, its record), retire, and the rule lists as versioned data — each
// permission in both spellings. Every answer is checked against the contract (admin-test-kit).
import { describe, expect, it } from 'vitest';
import {
  adminGetComplianceDomains,
  adminGetCompliancePhrases,
  adminListComplianceVersions,
  adminSaveComplianceDomains,
  adminSaveCompliancePhrases,
} from '@/api/generated/endpoints/admin-compliance/admin-compliance';
import {
  adminCreateCreative,
  adminCreativeAction,
  adminGetCreative,
  adminListCreatives,
  adminUpdateCreative,
  adminUploadCreativeImage,
} from '@/api/generated/endpoints/admin-creatives/admin-creatives';
import { adminListAuditLog } from '@/api/generated/endpoints/admin-audit/admin-audit';
import { getCreativeImage, getCreatives } from '@/api/generated/endpoints/creatives/creatives';
import type { CreativeInput } from '@/api/generated/model/creativeInput';
import { getStore } from '../runtime';
import { encodePng } from './banner-png';
import { asAdmin, asAffiliate, asAnalyst, bearer, failure, tokenOf, useAdminMock } from './admin-test-kit';

const ids = (page: { items: { ID: number }[] }) => page.items.map((c) => c.ID).sort((a, b) => a - b);
const png = async (w: number, h: number, name = 'banner.png') =>
  new File([(await encodePng(w, h, [[200, 30, 30]], () => 0)) as BlobPart], name, { type: 'image/png' });
const TEXT: CreativeInput = {
  name: 'Copa estatísticas',
  kind: 'text',
  text: 'Estatísticas ao vivo de cada jogo. 18+ · Jogue com responsabilidade.',
  landingUrl: 'https://www.apostas.bet.br/copa',
  campaignType: 'sports',
  country: 'BR',
  language: 'pt-br',
};
const FAILING = 'Ganhe dinheiro fácil! Aposte agora.';
/** An administrator who may edit and publish creatives but not override the gate nor edit the rules (underscore spelling). */
function editor(): ReturnType<typeof bearer> {
  getStore().update('users', 4, { Permissions: ['admin_creatives_read', 'admin_creatives_update'] });
  return bearer(tokenOf(4));
}
const inLibrary = async () => ids(await getCreatives({ pageSize: 100 }, asAffiliate()));

describe('creatives and the compliance gate (admin)', () => {
  useAdminMock({ clock: 'frozen' });

  describe('the admin list', () => {
    it('shows every state with its live check, filtered and sorted on the server', async () => {
      const all = await adminListCreatives({ pageSize: 100 }, asAdmin());
      expect(all.total).toBe(12);
      expect(ids(await adminListCreatives({ status: 'draft' }, asAdmin()))).toEqual([8, 9, 10]);
      expect(ids(await adminListCreatives({ compliance: 'fail' }, asAdmin()))).toEqual([9, 10, 11]); // 11 is published under an override
      expect(ids(await adminListCreatives({ status: 'retired' }, asAdmin()))).toEqual([12]);
      expect(ids(await adminListCreatives({ language: 'es-419' }, asAdmin()))).toEqual([7]);
      expect(ids(await adminListCreatives({ q: 'relampago' }, asAdmin()))).toEqual([9]);
      const byName = await adminListCreatives({ sort: 'Name', order: 'asc', pageSize: 3 }, asAdmin());
      expect(byName.items.map((c) => c.Name)).toEqual([
        'Bolão da rodada (encerrado)',
        'Brasileirão odds turbinadas',
        'Cassino ao vivo 24 horas',
      ]);
      const nine = all.items.find((c) => c.ID === 9)!;
      expect(nine.Compliance.items.filter((i) => i.outcome === 'fail').map((i) => i.rule)).toEqual([
        'age_mark',
        'responsible_gambling_mark',
        'easy_money',
        'urgency',
        'free_with_conditions',
      ]);
    });

    it('needs admin:creatives:read (the analyst has none)', async () => {
      const e = await failure(adminListCreatives({}, asAnalyst()));
      expect([e.status, e.message]).toEqual([403, 'Missing permission admin:creatives:read']);
    });
  });

  describe('creating and uploading', () => {
    it('creates a text as a draft, recording who and when', async () => {
      const created = await adminCreateCreative(TEXT, editor());
      expect(created).toMatchObject({ Status: 'draft', Kind: 'text', Image: null, Currency: 'BRL', PublishedAt: null });
      expect(created.Compliance.passed).toBe(true);
      expect(created.History).toEqual([
        { At: '2026-11-05T15:00:00.000Z', Action: 'created', By: { ID: 4, Username: 'analyst' }, Reason: null },
      ]);
    });

    it('creates a banner from an uploaded standard-size image, once', async () => {
      const image = await adminUploadCreativeImage({ file: await png(300, 250) }, asAdmin());
      expect(image).toMatchObject({ Type: 'image/png', Width: 300, Height: 250, Size: '300x250' });
      const banner = await adminCreateCreative({ ...TEXT, kind: 'banner', imageId: image.ID }, asAdmin());
      expect(banner.Image).toEqual(image);
      const again = await failure(adminCreateCreative({ ...TEXT, kind: 'banner', imageId: image.ID }, asAdmin()));
      expect([again.status, again.fieldErrors.imageId]).toEqual([400, 'The image belongs to another creative']);
      const none = await failure(adminCreateCreative({ ...TEXT, kind: 'banner' }, asAdmin()));
      expect(none.fieldErrors.imageId).toBe('A banner needs an image');
      const bad = await failure(adminCreateCreative({ ...TEXT, landingUrl: 'ftp://files.bet.br/x' }, asAdmin()));
      expect(bad.status).toBe(400);
    });

    it.each([
      ['301×250', () => png(301, 250), 400, '301×250 is not a standard banner size'],
      ['a PDF', async () => new File(['%PDF-1.4\n%%EOF\n'], 'banner.pdf', { type: 'application/pdf' }), 415, 'file_type_not_allowed'],
      ['a PDF named .png', async () => new File(['%PDF-1.4\n%%EOF\n'], 'banner.png', { type: 'image/png' }), 415, 'file_type_not_allowed'],
      [
        'over 150 KB',
        async () => new File([await png(300, 250), new Uint8Array(160_000) as BlobPart], 'big.png', { type: 'image/png' }),
        413,
        'file_too_large',
      ],
    ])('refuses %s', async (_name, make, status, what) => {
      const e = await failure(adminUploadCreativeImage({ file: await make() }, asAdmin()));
      expect(e.status).toBe(status);
      expect(status === 400 ? e.fieldErrors.file : e.reason).toBe(what);
      expect(getStore().db.creativeImages.size).toBe(7); // nothing stored
    });
  });

  describe('the gate', () => {
    it('publishes a creative that passes: it joins the library', async () => {
      const published = await adminCreativeAction(8, 'publish', {}, asAdmin());
      expect(published).toMatchObject({ Status: 'published', PublishedAt: '2026-11-05T15:00:00.000Z', Override: null });
      expect(published.History.at(-1)).toEqual({
        At: '2026-11-05T15:00:00.000Z',
        Action: 'published',
        By: { ID: 3, Username: 'admin' },
        Reason: null,
      });
      expect(await inLibrary()).toContain(8);
    });

    it('does not publish a failing creative (409, with the failing lines), nothing changes', async () => {
      const e = await failure(adminCreativeAction(9, 'publish', {}, asAdmin()));
      expect([e.status, e.reason, e.message]).toEqual([
        409,
        'action_not_allowed',
        'The creative fails the compliance check: age_mark, responsible_gambling_mark, easy_money, urgency, free_with_conditions',
      ]);
      expect(getStore().db.creatives.get(9)).toMatchObject({ Status: 'draft', History: [expect.objectContaining({ Action: 'created' })] });
    });

    it('a foreign landing host fails the gate until the domain is authorised', async () => {
      expect((await failure(adminCreativeAction(10, 'publish', {}, asAdmin()))).message).toBe(
        'The creative fails the compliance check: landing_domain',
      );
      const domains = await adminGetComplianceDomains({}, asAdmin());
      await adminSaveComplianceDomains(
        {
          items: [
            ...domains.Items.map((d) => ({ pattern: d.Pattern, note: d.Note })),
            { pattern: '*.apostas.example.com', note: 'Promo host' },
          ],
        },
        asAdmin(),
      );
      expect((await adminCreativeAction(10, 'publish', {}, asAdmin())).Status).toBe('published');
    });

    it('the override: needs admin:compliance:override and a reason, and is recorded on the creative and in its history', async () => {
      const reason = 'Revisado pelo jurídico em 05/11: campanha aprovada com ressalvas.';
      const denied = await failure(adminCreativeAction(9, 'publish', { override: true, reason }, editor()));
      expect([denied.status, denied.message]).toEqual([403, 'Missing permission admin:compliance:override']);
      const noReason = await failure(adminCreativeAction(9, 'publish', { override: true }, asAdmin()));
      expect([noReason.status, noReason.fieldErrors.reason]).toEqual([400, 'An override needs a reason']);
      const short = await failure(adminCreativeAction(9, 'publish', { override: true, reason: 'ok' }, asAdmin()));
      expect(short.status).toBe(400);

      const overridden = await adminCreativeAction(9, 'publish', { override: true, reason }, asAdmin());
      expect(overridden.Status).toBe('published');
      expect(overridden.Override).toEqual({
        Reason: reason,
        By: { ID: 3, Username: 'admin' },
        At: '2026-11-05T15:00:00.000Z',
        FailedRules: ['age_mark', 'responsible_gambling_mark', 'easy_money', 'urgency', 'free_with_conditions'],
      });
      expect(overridden.History.at(-1)).toEqual({
        At: '2026-11-05T15:00:00.000Z',
        Action: 'override',
        By: { ID: 3, Username: 'admin' },
        Reason: reason,
      });
      expect(overridden.Compliance.passed).toBe(false); // the check still says what fails
      // …and in the administrators' audit log (issue 17), with its reason.
      const audit = await adminListAuditLog({ action: 'creative.override' }, asAdmin());
      expect(audit.items.map((e) => [e.Action, e.Target.Type, e.Target.ID, e.Reason, e.Actor.ID])).toEqual([
        ['creative.override', 'creative', '9', reason, 3],
      ]);
      expect(await inLibrary()).toContain(9);
    });

    it('an edit ends the override; a published creative must still pass after an edit', async () => {
      const edited = await adminUpdateCreative(
        11,
        { ...TEXT, name: 'Giros', text: 'Giros para novos jogadores. 18+ · Jogue com responsabilidade.' },
        asAdmin(),
      );
      expect([edited.Status, edited.Override, edited.History.at(-1)?.Action]).toEqual(['published', null, 'updated']);
      const e = await failure(adminUpdateCreative(1, { ...TEXT, text: FAILING }, asAdmin()));
      expect([e.status, e.reason]).toEqual([409, 'action_not_allowed']);
      expect((await adminGetCreative(1, asAdmin())).Text).toBe(
        'Odds turbinadas em todos os jogos do Brasileirão. 18+ · Jogue com responsabilidade.',
      );
      const draft = await adminUpdateCreative(9, { ...TEXT, text: FAILING }, asAdmin()); // a draft may fail
      expect(draft.Compliance.passed).toBe(false);
    });

    it('retires a published creative (it leaves the library and its image stops being served); 409 for a draft', async () => {
      const retired = await adminCreativeAction(2, 'retire', { reason: 'Campanha de cassino encerrada' }, asAdmin());
      expect([retired.Status, retired.RetiredAt, retired.History.at(-1)?.Reason]).toEqual([
        'retired',
        '2026-11-05T15:00:00.000Z',
        'Campanha de cassino encerrada',
      ]);
      expect(await inLibrary()).not.toContain(2);
      expect((await failure(getCreativeImage(2, { headers: { Authorization: '' } }))).status).toBe(404);
      expect((await failure(adminCreativeAction(8, 'retire', {}, asAdmin()))).status).toBe(409);
      expect((await adminCreativeAction(2, 'publish', {}, asAdmin())).Status).toBe('published'); // and back
    });
  });

  describe('the rule lists as data', () => {
    it('saves the phrase list as a new version with who, when and what changed; the old one stays readable', async () => {
      const v1 = await adminGetCompliancePhrases({}, asAdmin());
      const items = v1.Items.slice(1).map((p) => ({ phrase: p.Phrase, language: p.Language, category: p.Category }));
      const v2 = await adminSaveCompliancePhrases(
        {
          items: [...items, { phrase: 'renda garantida', language: 'pt-br', category: 'income_or_investment' }],
          note: 'Adds "renda garantida"',
        },
        asAdmin(),
      );
      expect(v2).toMatchObject({
        Version: 2,
        ChangedAt: '2026-11-05T15:00:00.000Z',
        ChangedBy: { ID: 3, Username: 'admin' },
        Note: 'Adds "renda garantida"',
      });
      expect((await adminGetCompliancePhrases({ version: 1 }, asAdmin())).Items).toEqual(v1.Items);
      expect((await failure(adminGetCompliancePhrases({ version: 9 }, asAdmin()))).status).toBe(404);
      const history = await adminListComplianceVersions({ list: 'phrases' }, asAdmin());
      expect(history.items.map((v) => [v.Version, v.Count, v.Added, v.Removed, v.ChangedBy.Username])).toEqual([
        [2, 100, 1, 1, 'admin'],
        [1, 100, 100, 0, 'admin'],
      ]);
      expect((await adminListComplianceVersions({}, asAdmin())).total).toBe(3);
    });

    it('refuses a phrase given twice and a list without a required mark; nothing saved', async () => {
      const e = await failure(
        adminSaveCompliancePhrases(
          {
            items: [
              { phrase: 'Grátis', language: 'pt-br', category: 'free_word' },
              { phrase: 'gratis', language: 'pt-br', category: 'free_word' },
              { phrase: '18+', language: 'pt-br', category: 'age_mark' },
            ],
          },
          asAdmin(),
        ),
      );
      expect([e.status, e.fieldErrors['items.1.phrase'], e.fieldErrors.items]).toEqual([
        400,
        'Same phrase as item 1',
        'At least one phrase of category responsible_gambling_mark',
      ]);
      expect((await adminGetCompliancePhrases({}, asAdmin())).Version).toBe(1);
    });

    it('saving needs admin:compliance:rules; reading admin:creatives:read', async () => {
      const items = [{ pattern: '*.bet.br' }];
      const e = await failure(adminSaveComplianceDomains({ items }, editor()));
      expect([e.status, e.message]).toEqual([403, 'Missing permission admin:compliance:rules']);
      expect((await adminGetComplianceDomains({}, editor())).Version).toBe(1);
    });
  });
});

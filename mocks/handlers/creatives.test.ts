// The affiliates' creatives library through the generated client (issue 18): what the library
// shows and filters, a creative's copy for a campaign (tracked link, marks, the check before
// use), "check my own text", and the banner images (public for the library, drafts for
// administrators only). Every answer is checked against the contract (test-kit).
import { describe, expect, it } from 'vitest';
import { adminSaveCompliancePhrases } from '@/api/generated/endpoints/admin-compliance/admin-compliance';
import { checkCompliance } from '@/api/generated/endpoints/compliance/compliance';
import { getCreative, getCreativeCopy, getCreativeImage, getCreatives } from '@/api/generated/endpoints/creatives/creatives';
import { imageInfo } from '../rules/banner-image';
import { MARKS_LINE } from '../rules/compliance';
import { as, refusal, setupMockApi, store } from './test-kit';

setupMockApi();

const PUBLISHED = [1, 2, 3, 4, 5, 6, 7, 11];
const idsOf = (page: { items: { ID: number }[] }) => page.items.map((c) => c.ID).sort((a, b) => a - b);
const imageBytes = async (id: number, options = {}) =>
  new Uint8Array((await getCreativeImage(id, { ...options, responseType: 'arraybuffer' })) as unknown as ArrayBuffer);
const noToken = { headers: { Authorization: '' } };

describe('the library', () => {
  it('shows the published creatives only, newest first, and filters on the server', async () => {
    const all = await getCreatives({ pageSize: 100 }, as('affiliate'));
    expect(idsOf(all)).toEqual(PUBLISHED);
    const published = all.items.map((c) => c.PublishedAt);
    expect(published).toEqual([...published].sort().reverse());

    expect(idsOf(await getCreatives({ kind: 'banner' }, as('affiliate')))).toEqual([1, 2, 3, 4, 7]);
    expect(idsOf(await getCreatives({ language: 'en-us' }, as('affiliate')))).toEqual([4, 6]);
    expect(idsOf(await getCreatives({ country: 'MX' }, as('affiliate')))).toEqual([7]);
    expect(idsOf(await getCreatives({ size: '728x90' }, as('affiliate')))).toEqual([2]);
    expect(idsOf(await getCreatives({ campaignType: 'casino', kind: 'text' }, as('affiliate')))).toEqual([11]);
    expect(idsOf(await getCreatives({ q: 'ESTATISTICAS' }, as('affiliate')))).toEqual([3, 5]); // accents and case ignored
    const paged = await getCreatives({ pageSize: 3, page: 3, sort: 'ID', order: 'asc' }, as('affiliate'));
    expect([paged.total, idsOf(paged)]).toEqual([8, [7, 11]]);
  });

  it('gives a banner its size and public image address, a text neither', async () => {
    const banner = await getCreative(1, as('affiliate'));
    expect(banner).toMatchObject({ Kind: 'banner', Size: '300x250', Width: 300, Height: 250, Currency: 'BRL' });
    expect(banner.ImageUrl).toMatch(/^http:\/\/[^/]+\/api\/creatives\/1\/image$/);
    expect(await getCreative(5, as('affiliate'))).toMatchObject({ Kind: 'text', Size: null, ImageUrl: null });
  });

  it('hides drafts and retired creatives (404) and is an affiliate tool (403 for the analyst)', async () => {
    for (const id of [8, 9, 10, 12]) expect((await refusal(getCreative(id, as('affiliate')))).status).toBe(404);
    const e = await refusal(getCreatives({}, as('analyst')));
    expect([e.status, e.message]).toEqual([403, 'Missing permission affiliate']);
  });
});

describe('a creative copied for a campaign', () => {
  it('carries the tracked link, the marks in its language, the image and the check run now', async () => {
    const campaign = store().ownedBy('campaigns', 1)[0]!;
    const copy = await getCreativeCopy(1, { campaignId: campaign.ID }, as('affiliate'));
    const url = new URL(copy.trackedUrl);
    expect([url.host, url.pathname, url.searchParams.get('btag'), url.searchParams.get('creative')]).toEqual([
      'www.apostas.bet.br',
      '/esportes/futebol',
      campaign.Code,
      '1',
    ]);
    expect(copy).toMatchObject({ marks: MARKS_LINE['pt-br'], width: 300, height: 250, campaignName: campaign.Name, override: false });
    expect(copy.compliance).toMatchObject({ passed: true, landingUrl: copy.trackedUrl });
    expect((await getCreativeCopy(4, { campaignId: campaign.ID }, as('affiliate'))).marks).toBe('18+ · Play responsibly');
  });

  it("refuses another partner's campaign (404) and a missing campaign (400)", async () => {
    const theirs = [...store().db.campaigns.values()].find((c) => c.UserID !== 1)!;
    expect((await refusal(getCreativeCopy(1, { campaignId: theirs.ID }, as('affiliate')))).status).toBe(404);
    const e = await refusal(getCreativeCopy(1, {} as { campaignId: number }, as('affiliate')));
    expect([e.status, e.fieldErrors.campaignId]).toEqual([400, 'Required']);
  });

  it('checks again before use: a creative the new rules make fail leaves the library (409 on copy); an override stays', async () => {
    const lists = store().db.complianceVersions.get(1)!;
    const items = lists.Phrases.map((p) => ({ phrase: p.Phrase, language: p.Language, category: p.Category as 'urgency' }));
    await adminSaveCompliancePhrases(
      { items: [...items, { phrase: 'odds turbinadas', language: 'pt-br', category: 'urgency' }] },
      as('admin'),
    );
    const campaignId = store().ownedBy('campaigns', 1)[0]!.ID;
    const e = await refusal(getCreativeCopy(1, { campaignId }, as('affiliate')));
    expect([e.status, e.reason, e.message]).toEqual([
      409,
      'action_not_allowed',
      'The creative does not pass the compliance check now: urgency',
    ]);
    expect(idsOf(await getCreatives({ pageSize: 100 }, as('affiliate')))).toEqual(PUBLISHED.filter((id) => id !== 1));
    const overridden = await getCreativeCopy(11, { campaignId }, as('affiliate'));
    expect([overridden.override, overridden.compliance.passed]).toEqual([true, false]);
  });
});

describe('check my own text', () => {
  it('gives the checklist with the words that break a rule, for any signed-in user', async () => {
    const result = await checkCompliance({ text: 'Dinheiro fácil, só hoje!', landingUrl: 'https://apostas.example.com/x' }, as('analyst'));
    expect(result.passed).toBe(false);
    expect(result.items.filter((i) => i.outcome === 'fail').map((i) => i.rule)).toEqual([
      'age_mark',
      'responsible_gambling_mark',
      'easy_money',
      'urgency',
      'landing_domain',
    ]);
    expect(result.items.find((i) => i.rule === 'easy_money')!.matches).toEqual([
      { field: 'text', start: 0, end: 14, text: 'Dinheiro fácil', phrase: 'dinheiro fácil' },
    ]);
    expect(result).toMatchObject({ phrasesVersion: 1, domainsVersion: 1, checkedAt: '2026-11-05T15:00:00.000Z' });
  });

  it('checks a landing URL alone, and refuses an empty body', async () => {
    const result = await checkCompliance({ landingUrl: 'https://www.apostas.bet.br/x' }, as('affiliate'));
    expect([result.passed, result.items.filter((i) => i.outcome === 'not_checked').length]).toEqual([true, 8]);
    expect((await refusal(checkCompliance({}, as('affiliate')))).status).toBe(400);
  });
});

describe('banner images', () => {
  it('serves a published banner to anyone, at its size, never sniffed', async () => {
    let headers: Record<string, string> = {};
    const bytes = await imageBytes(2, { ...noToken, onHeaders: (h: Record<string, string>) => (headers = h) });
    expect(imageInfo(bytes)).toEqual({ type: 'image/png', width: 728, height: 90 });
    expect(headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=300',
    });
  });

  it("serves a draft's image to an administrator only", async () => {
    expect((await refusal(getCreativeImage(8, noToken))).status).toBe(404);
    expect((await refusal(getCreativeImage(8, as('affiliate')))).status).toBe(404);
    expect(imageInfo(await imageBytes(8, as('admin')))).toEqual({ type: 'image/png', width: 970, height: 250 });
    expect((await refusal(getCreativeImage(5, as('admin')))).status).toBe(404); // a text has no image
    expect((await refusal(getCreativeImage(1, { headers: { Authorization: 'Bearer nope' } }))).status).toBe(403);
  });
});

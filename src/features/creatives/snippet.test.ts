// The copies an affiliate takes (issue 18): the HTML snippet escapes whatever the API sends and
// never takes a non-http(s) address; every copy carries the required marks.
import { describe, expect, it } from 'vitest';
import type { CreativeCopy } from '@/api/generated/model/creativeCopy';
import type { ComplianceItem } from '@/api/generated/model/complianceItem';
import { buildSnippet, escapeHtml, linkWithMarks, textWithLink } from './snippet';

const MARKS = '18+ · Proibido para menores de 18 anos · Jogue com responsabilidade';
const item = (rule: ComplianceItem['rule'], outcome: ComplianceItem['outcome']): ComplianceItem => ({ rule, outcome, matches: [] });
function copy(overrides: Partial<CreativeCopy> = {}): CreativeCopy {
  return {
    creativeId: 1,
    campaignId: 1,
    campaignName: 'Instagram-Stories',
    trackedUrl: 'https://www.apostas.bet.br/esportes?btag=JNY7MRV3&creative=1',
    marks: MARKS,
    text: 'Odds turbinadas. 18+ · Jogue com responsabilidade.',
    imageUrl: 'https://api.partners.example/api/creatives/1/image',
    width: 300,
    height: 250,
    compliance: {
      passed: true,
      items: [item('age_mark', 'pass'), item('responsible_gambling_mark', 'pass')],
      text: null,
      landingUrl: null,
      phrasesVersion: 1,
      domainsVersion: 1,
      checkedAt: '2026-11-05T15:00:00.000Z',
    },
    override: false,
    ...overrides,
  };
}

describe('buildSnippet', () => {
  it('builds a banner with its link, size, alt text and the marks under it', () => {
    const html = buildSnippet(copy())!;
    expect(html).toContain(
      '<a href="https://www.apostas.bet.br/esportes?btag=JNY7MRV3&amp;creative=1" target="_blank" rel="sponsored noopener">',
    );
    expect(html).toContain(
      '<img src="https://api.partners.example/api/creatives/1/image" width="300" height="250" alt="Odds turbinadas. 18+ · Jogue com responsabilidade."',
    );
    expect(html).toContain(`<p style="margin:4px 0 0">${MARKS}</p>`);
  });

  it('escapes markup and quotes in every value', () => {
    const html = buildSnippet(
      copy({
        text: '"><script>alert(1)</script>',
        marks: "18+ <b>&</b> 'x'",
        trackedUrl: 'https://a.bet.br/?q="><img src=x onerror=alert(1)>',
      }),
    )!;
    expect(html).not.toMatch(/<script|<b>|onerror=alert\(1\)>/);
    expect(html).toContain('alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('18+ &lt;b&gt;&amp;&lt;/b&gt; &#39;x&#39;');
    expect(html).toContain('href="https://a.bet.br/?q=%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E"'); // URL-normalised, then escaped
  });

  it('gives no snippet for a script or data address', () => {
    expect(buildSnippet(copy({ trackedUrl: 'javascript:alert(1)' }))).toBeNull();
    expect(buildSnippet(copy({ imageUrl: 'data:image/svg+xml,<svg onload=alert(1)>' }))).toBeNull();
  });

  it('builds a text creative as a link with the marks', () => {
    const html = buildSnippet(copy({ imageUrl: null, width: null, height: null, text: 'Copa & <Brasil>' }))!;
    expect(html).toContain('rel="sponsored noopener">Copa &amp; &lt;Brasil&gt;</a>');
    expect(html).toContain(`<br><small>${MARKS}</small>`);
  });

  it('escapes the five characters', () =>
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;'));
});

describe('plain copies carry the marks', () => {
  it('the link is followed by the marks', () => {
    expect(linkWithMarks(copy())).toBe(`https://www.apostas.bet.br/esportes?btag=JNY7MRV3&creative=1\n${MARKS}`);
  });

  it('a text keeps its own marks, or gets them when it lacks one', () => {
    expect(textWithLink(copy())).toBe(
      'Odds turbinadas. 18+ · Jogue com responsabilidade.\nhttps://www.apostas.bet.br/esportes?btag=JNY7MRV3&creative=1',
    );
    const lacking = copy({
      text: 'Giros para novos jogadores.',
      compliance: { ...copy().compliance, passed: false, items: [item('age_mark', 'fail'), item('responsible_gambling_mark', 'pass')] },
    });
    expect(textWithLink(lacking).split('\n')).toEqual(['Giros para novos jogadores.', lacking.trackedUrl, MARKS]);
  });
});

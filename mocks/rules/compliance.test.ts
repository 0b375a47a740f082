// The compliance gate's rules (issue 18) on the seeded lists: each banned-claim category found in
// pt-br and en-us (accents and case ignored, whole words), "grátis"/"free" only next to a
// condition, the two required marks, the landing host and any address in the text on an
// authorised domain, offsets that point at the original words, and the lists' own rules.
import { describe, expect, it } from 'vitest';
import { DEFAULT_DOMAINS, DEFAULT_PHRASES } from '../db/compliance-lists';
import {
  checkCompliance,
  domainListProblems,
  domainMatches,
  failedRules,
  fold,
  landingHost,
  listDiff,
  MARKS_LINE,
  phraseKey,
  phraseListProblems,
  type ComplianceRuleName,
  type RuleLists,
} from './compliance';

const lists: RuleLists = { phrases: DEFAULT_PHRASES, domains: DEFAULT_DOMAINS, phrasesVersion: 1, domainsVersion: 1 };
const NOW = new Date('2026-11-05T15:00:00Z');
const MARKS_PT = '18+ · Jogue com responsabilidade.';
const MARKS_EN = '18+ · Play responsibly.';
const LANDING = 'https://www.apostas.bet.br/promo';

const check = (text: string | null, landingUrl: string | null = LANDING) => checkCompliance({ text, landingUrl }, lists, NOW);
const item = (text: string | null, rule: ComplianceRuleName, landingUrl: string | null = LANDING) =>
  check(text, landingUrl).items.find((i) => i.rule === rule)!;

describe('a text with the marks and no claim', () => {
  it('passes every line, with the marks found', () => {
    const result = check(`Odds turbinadas em todos os jogos do Brasileirão. ${MARKS_PT}`);
    expect(result.passed).toBe(true);
    expect(result.items.map((i) => i.outcome)).toEqual(Array(9).fill('pass'));
    expect(result.items[0]).toMatchObject({ rule: 'age_mark', matches: [{ text: '18+' }] });
    expect(result.items[1]).toMatchObject({ rule: 'responsible_gambling_mark', matches: [{ text: 'Jogue com responsabilidade' }] });
  });
});

describe('banned claims: one phrase per category, in both languages', () => {
  it.each([
    ['easy_money', 'pt-br', 'Ganhe DINHEIRO FACIL com a gente', 'DINHEIRO FACIL'],
    ['easy_money', 'en-us', 'Easy money every weekend', 'Easy money'],
    ['income_or_investment', 'pt-br', 'Apostar é o melhor investimento do ano', 'investimento'],
    ['income_or_investment', 'en-us', 'Turn betting into an extra income', 'extra income'],
    ['loss_recovery', 'pt-br', 'Recupere suas perdas na próxima rodada', 'Recupere suas perdas'],
    ['loss_recovery', 'en-us', 'Bet again and recover your losses', 'recover your losses'],
    ['skill_wins', 'pt-br', 'Com nossa estratégia infalível você ganha', 'estratégia infalível'],
    ['skill_wins', 'en-us', 'A foolproof strategy for the cup', 'foolproof strategy'],
    ['urgency', 'pt-br', 'Cadastre-se, é só hoje!', 'só hoje'],
    ['urgency', 'en-us', 'Sign up: last chance to join', 'last chance'],
  ] as const)('%s (%s): %s', (rule, _language, claim, found) => {
    const text = `${claim}. ${MARKS_PT}`;
    expect(failedRules(check(text))).toEqual([rule]);
    expect(item(text, rule).matches.map((m) => m.text)).toEqual([found]);
  });

  it('ignores accents and case both ways, and repeated spaces', () => {
    expect(item('GANHO   GARANTIDO no fim de semana', 'easy_money').matches.map((m) => m.text)).toEqual(['GANHO   GARANTIDO']);
    expect(item('Lucro Garantído', 'easy_money').outcome).toBe('fail');
    expect(item('nao perca', 'urgency').outcome).toBe('fail'); // "não perca" typed without the tilde
  });

  it('reads full-width letters and ligatures as plain ones (NFKD)', () => {
    const m = item('ｅａｓｙ ｍｏｎｅｙ', 'easy_money').matches;
    expect(m.map((x) => x.text)).toEqual(['ｅａｓｙ ｍｏｎｅｙ']);
  });

  it('matches whole words only, and a trailing * takes any ending', () => {
    expect(item('Dizem que corram todos', 'urgency').outcome).toBe('pass'); // "corra" is not in "corram"
    expect(item('Os investimentos da casa', 'income_or_investment').matches.map((m) => m.text)).toEqual(['investimentos']);
    expect(item('reinvestimento', 'income_or_investment').outcome).toBe('pass');
  });
});

describe('"grátis"/"free" next to conditions', () => {
  it('fails when a condition is within 8 words, highlighting both', () => {
    const it1 = item(`R$ 50 grátis no primeiro depósito. ${MARKS_PT}`, 'free_with_conditions');
    expect(it1.outcome).toBe('fail');
    expect(it1.matches.map((m) => m.text)).toEqual(['grátis', 'depósito']);
    const it2 = item(`Free spins, wagering requirements apply. ${MARKS_EN}`, 'free_with_conditions');
    expect(it2.matches.map((m) => m.text)).toEqual(['Free', 'wagering', 'requirements']);
  });

  it('passes a free offer without a condition nearby, and a condition without a free offer', () => {
    expect(item(`Transmissão grátis de todos os jogos. ${MARKS_PT}`, 'free_with_conditions').outcome).toBe('pass');
    expect(item(`Depósito mínimo de R$ 10. ${MARKS_PT}`, 'free_with_conditions').outcome).toBe('pass');
    const far = `Assista grátis a final, com narração ao vivo, estatísticas e replays de todos os lances, e depósito via PIX.`;
    expect(item(far, 'free_with_conditions').outcome).toBe('pass');
  });
});

describe('required marks', () => {
  it('fails both when the text has neither', () => {
    const result = check('Odds turbinadas em todos os jogos.');
    expect(failedRules(result)).toEqual(['age_mark', 'responsible_gambling_mark']);
  });

  it('accepts "proibido para menores de 18 anos" and "+18" for the age, and each responsible-gambling message', () => {
    expect(item('Proibido para menores de 18 anos. Jogo responsável.', 'age_mark').outcome).toBe('pass');
    expect(item('+18 Aposte com responsabilidade', 'age_mark').outcome).toBe('pass');
    expect(item('+18 Aposte com responsabilidade', 'responsible_gambling_mark').outcome).toBe('pass');
    expect(item('Bet responsibly', 'responsible_gambling_mark').outcome).toBe('pass');
    expect(item('118+ points', 'age_mark').outcome).toBe('fail'); // not "18+" on its own
  });

  it("every language's marks line passes both marks", () => {
    for (const line of Object.values(MARKS_LINE)) expect(failedRules(check(line))).toEqual([]);
  });
});

describe('landing domains', () => {
  it('accepts any subdomain of bet.br and refuses a foreign host, marking it in the URL', () => {
    expect(item(MARKS_PT, 'landing_domain', 'https://cassino.apostas.bet.br/ao-vivo')).toMatchObject({
      outcome: 'pass',
      host: 'cassino.apostas.bet.br',
    });
    const foreign = item(MARKS_PT, 'landing_domain', 'https://promo.apostas.example.com/spin');
    expect(foreign).toMatchObject({ outcome: 'fail', host: 'promo.apostas.example.com' });
    expect(foreign.matches).toEqual([{ field: 'landingUrl', start: 8, end: 33, text: 'promo.apostas.example.com', phrase: null }]);
  });

  it.each([
    ['a look-alike suffix', 'https://apostas.bet.br.example.com/'],
    ['credentials before the host', 'https://apostas.bet.br@evil.example.com/'],
    ['bet.br itself (only subdomains)', 'https://bet.br/'],
    ['not http(s)', 'javascript:alert(1)//apostas.bet.br'],
    ['not a URL', 'apostas bet br'],
  ])('refuses %s', (_name, url) => expect(item(MARKS_PT, 'landing_domain', url).outcome).toBe('fail'));

  it('checks addresses written in the text too', () => {
    const it1 = item(`Acesse apostas-premiadas.com ou www.apostas.bet.br. ${MARKS_PT}`, 'landing_domain');
    expect(it1.outcome).toBe('fail');
    expect(it1.matches).toEqual([{ field: 'text', start: 7, end: 28, text: 'apostas-premiadas.com', phrase: null }]);
  });

  it('is not checked without a landing URL or an address, and neither are the text lines without a text', () => {
    expect(item(MARKS_PT, 'landing_domain', null).outcome).toBe('not_checked');
    const urlOnly = check(null, LANDING);
    expect(urlOnly.items.filter((i) => i.outcome === 'not_checked').length).toBe(8);
    expect(urlOnly.passed).toBe(true);
  });

  it('matches patterns by host', () => {
    expect(domainMatches('*.bet.br', 'A.B.BET.BR.')).toBe(true);
    expect(domainMatches('apostas.bet.br', 'www.apostas.bet.br')).toBe(false);
    expect(landingHost('https://user:pw@x.bet.br/')).toBeNull();
  });
});

describe('offsets', () => {
  it('point into the original text, across accents, decomposed letters and line breaks', () => {
    const text = 'Bônus!\n\nGANHE   SEMPRE, sem risco. Dinheiro fa\u0301cil.';
    const matches = item(text, 'easy_money').matches;
    expect(matches.map((m) => text.slice(m.start, m.end))).toEqual(['GANHE   SEMPRE', 'sem risco', 'Dinheiro fa\u0301cil']);
    expect(matches.every((m) => m.text === text.slice(m.start, m.end))).toBe(true);
  });

  it('fold keeps one space for a run of white space and maps back', () => {
    const f = fold('a \n\t b');
    expect(f.text).toBe('a b');
    expect([f.from[1], f.to[1]]).toEqual([1, 5]);
  });
});

describe('the lists as data', () => {
  it('the seeded phrase list is valid and has every category in pt-br and en-us', () => {
    const items = DEFAULT_PHRASES.map((p) => ({ phrase: p.Phrase, language: p.Language, category: p.Category }));
    expect(phraseListProblems(items)).toEqual([]);
    for (const category of new Set(DEFAULT_PHRASES.map((p) => p.Category))) {
      for (const language of ['pt-br', 'en-us'] as const) {
        expect(
          DEFAULT_PHRASES.some((p) => p.Category === category && p.Language === language),
          `${category} ${language}`,
        ).toBe(true);
      }
    }
  });

  it('refuses a phrase twice (case and accents ignored) and a list without a required mark', () => {
    const problems = phraseListProblems([
      { phrase: 'Grátis', language: 'pt-br', category: 'free_word' },
      { phrase: 'gratis', language: 'pt-br', category: 'free_word' },
      { phrase: '18+', language: 'pt-br', category: 'age_mark' },
    ]);
    expect(problems).toEqual([
      { field: 'items.1.phrase', message: 'Same phrase as item 1' },
      { field: 'items', message: 'At least one phrase of category responsible_gambling_mark' },
    ]);
    expect(domainListProblems([{ pattern: '*.bet.br' }, { pattern: '*.BET.br' }])).toEqual([
      { field: 'items.1.pattern', message: 'Same pattern as item 1' },
    ]);
  });

  it('counts what a new version adds and removes', () => {
    const next = [
      ...DEFAULT_PHRASES.slice(1),
      { Phrase: 'renda garantida', Language: 'pt-br' as const, Category: 'income_or_investment' as const },
    ];
    expect(listDiff(DEFAULT_PHRASES, next, phraseKey)).toEqual({ added: 1, removed: 1 });
  });
});

// The compliance gate (issue 18): a creative's text and landing URL checked against the Brazilian
// advertising rules for betting (Lei 14.790/2023 arts. 16–17, Portaria SPA/MF 1.231/2024). Pure:
// the rule lists (phrases, authorised domains) come in as data, the checklist goes out; the mock's
// handlers (creatives, copy, "check my own text") and its tests use this one module. A tool for
// compliance work, not legal advice.
//
// Matching: text and phrases are folded the same way — compatibility decomposition (NFKD, so
// full-width letters and ligatures read as plain ones), lower case, accents dropped, every run of
// white space one space — and a phrase matches on whole words (a trailing `*` takes any ending).
// Offsets in the answer point into the original text (UTF-16 code units), so the app can
// highlight exactly the words that broke a rule.

export type ComplianceLanguage = 'en-us' | 'pt-br' | 'es-419';
export type PhraseCategory =
  | 'easy_money'
  | 'income_or_investment'
  | 'loss_recovery'
  | 'skill_wins'
  | 'urgency'
  | 'free_word'
  | 'condition_word'
  | 'age_mark'
  | 'responsible_gambling_mark';
export type ComplianceRuleName =
  | 'age_mark'
  | 'responsible_gambling_mark'
  | 'easy_money'
  | 'income_or_investment'
  | 'loss_recovery'
  | 'skill_wins'
  | 'urgency'
  | 'free_with_conditions'
  | 'landing_domain';
export type Outcome = 'pass' | 'fail' | 'not_checked';

export interface PhraseEntry {
  Phrase: string;
  Language: ComplianceLanguage;
  Category: PhraseCategory;
}
export interface DomainEntry {
  Pattern: string;
  Note: string | null;
}
export interface RuleLists {
  phrases: readonly PhraseEntry[];
  domains: readonly DomainEntry[];
  phrasesVersion: number;
  domainsVersion: number;
}

export interface ComplianceMatch {
  field: 'text' | 'landingUrl';
  start: number;
  end: number;
  text: string;
  phrase: string | null;
}
export interface ComplianceItem {
  rule: ComplianceRuleName;
  outcome: Outcome;
  matches: ComplianceMatch[];
  host?: string | null;
}
export interface ComplianceResult {
  passed: boolean;
  items: ComplianceItem[];
  text: string | null;
  landingUrl: string | null;
  phrasesVersion: number;
  domainsVersion: number;
  checkedAt: string;
}

/** The checklist's lines, in the order they are shown. */
export const RULE_ORDER: readonly ComplianceRuleName[] = [
  'age_mark',
  'responsible_gambling_mark',
  'easy_money',
  'income_or_investment',
  'loss_recovery',
  'skill_wins',
  'urgency',
  'free_with_conditions',
  'landing_domain',
];
/** The banned-claim rules, each found by the phrases of the category of the same name. */
export const BANNED_CLAIMS = ['easy_money', 'income_or_investment', 'loss_recovery', 'skill_wins', 'urgency'] as const;
/** The required marks: each passes when one phrase of its category is found. */
export const REQUIRED_MARKS = ['age_mark', 'responsible_gambling_mark'] as const;
/** "grátis"/"free" within this many words of a condition word breaks `free_with_conditions`. */
export const FREE_CONDITION_WINDOW_WORDS = 8;
/** Most matches reported per line (the contract's maxItems). */
const MAX_MATCHES = 200;

// ---- folding ---------------------------------------------------------------------------------

export interface Folded {
  /** The folded text. */
  text: string;
  /** For each folded character, where it came from in the original: [start, end) in UTF-16 units. */
  from: number[];
  to: number[];
}

const WORD = /[\p{L}\p{N}]/u;
const isWord = (c: string | undefined) => c !== undefined && WORD.test(c);

/** One character (code point) folded: compatibility form, lower case, no accents. */
export function foldChar(c: string): string {
  return c.normalize('NFKD').toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
}

/** The folded text with the way back to the original offsets. */
export function fold(original: string): Folded {
  const out: Folded = { text: '', from: [], to: [] };
  let i = 0;
  for (const c of original) {
    const end = i + c.length;
    if (/\s/u.test(c)) {
      if (out.text.endsWith(' ')) out.to[out.to.length - 1] = end;
      else {
        out.text += ' ';
        out.from.push(i);
        out.to.push(end);
      }
    } else {
      for (const f of foldChar(c)) {
        out.text += f;
        out.from.push(i);
        out.to.push(end);
      }
    }
    i = end;
  }
  return out;
}

/** A phrase as the matcher reads it: folded, trimmed, and whether it takes any ending (`*`). */
export function foldPhrase(phrase: string): { text: string; prefix: boolean } {
  const trimmed = phrase.trim();
  const prefix = trimmed.endsWith('*');
  return { text: fold(prefix ? trimmed.slice(0, -1).trimEnd() : trimmed).text, prefix };
}

interface Found {
  /** Folded offsets. */
  at: number;
  end: number;
  phrase: string;
}

/** Every whole-word occurrence of `phrase` in the folded text. */
export function findPhrase(folded: Folded, phrase: string): Found[] {
  const { text: needle, prefix } = foldPhrase(phrase);
  if (!needle) return [];
  const hay = folded.text;
  const found: Found[] = [];
  for (let at = hay.indexOf(needle); at !== -1; at = hay.indexOf(needle, at + 1)) {
    let end = at + needle.length;
    // Boundaries matter only where the phrase itself starts or ends with a letter or digit
    // ("18+" may be followed by anything; "free" may not be followed by "ze").
    if (isWord(needle[0]) && isWord(hay[at - 1])) continue;
    if (prefix) while (isWord(hay[end])) end++;
    else if (isWord(needle[needle.length - 1]) && isWord(hay[end])) continue;
    found.push({ at, end, phrase });
  }
  return found;
}

function toMatch(original: string, folded: Folded, f: Found, field: ComplianceMatch['field'] = 'text'): ComplianceMatch {
  const start = folded.from[f.at] ?? 0;
  const end = folded.to[f.end - 1] ?? start;
  return { field, start, end, text: original.slice(start, end), phrase: f.phrase };
}

/** Word number of each folded offset (0 for the first word). */
function wordIndexer(folded: Folded): (offset: number) => number {
  const starts: number[] = [];
  for (let i = 0; i < folded.text.length; i++) if (isWord(folded.text[i]) && !isWord(folded.text[i - 1])) starts.push(i);
  return (offset) => {
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((starts[mid] as number) <= offset) lo = mid + 1;
      else hi = mid;
    }
    return Math.max(0, lo - 1);
  };
}

// ---- domains ---------------------------------------------------------------------------------

/** A host as compared: lower case, without a trailing dot. */
export const normalizeHost = (host: string) => host.trim().toLowerCase().replace(/\.$/, '');

/** `*.bet.br` takes any subdomain of bet.br (not bet.br itself); any other pattern is one host. */
export function domainMatches(pattern: string, host: string): boolean {
  const p = normalizeHost(pattern);
  const h = normalizeHost(host);
  if (p.startsWith('*.')) {
    const base = p.slice(2);
    return h.endsWith(`.${base}`) && h.length > base.length + 1;
  }
  return h === p;
}

export const hostAllowed = (host: string, domains: readonly DomainEntry[]) => domains.some((d) => domainMatches(d.Pattern, host));

/** The landing URL's host when it is an http(s) address without credentials, else null. */
export function landingHost(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if ((parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || parsed.username || parsed.password) return null;
  return normalizeHost(parsed.hostname) || null;
}

const TLDS = 'com|net|org|br|bet|io|app|site|online|xyz|info|co|mx|ar|cl|pe|cr|vip|win|club|top|me|ly|link';
/** Addresses written in a text: with a scheme, starting with www., or a bare host on a common ending. */
const ADDRESS = new RegExp(
  `\\b(?:https?://[^\\s<>"'()]+|www\\.[^\\s<>"'()]+|(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+(?:${TLDS})\\b(?:/[^\\s<>"'()]*)?)`,
  'giu',
);

/** The addresses in a text with their offsets (trailing punctuation left out). */
export function addressesIn(text: string): { start: number; end: number; value: string; host: string | null }[] {
  const out: { start: number; end: number; value: string; host: string | null }[] = [];
  for (const m of text.matchAll(ADDRESS)) {
    const value = m[0].replace(/[.,;:!?]+$/, '');
    const start = m.index ?? 0;
    out.push({ start, end: start + value.length, value, host: landingHost(/^https?:\/\//i.test(value) ? value : `https://${value}`) });
  }
  return out;
}

// ---- the check -------------------------------------------------------------------------------

const byCategory = (phrases: readonly PhraseEntry[], category: PhraseCategory) => phrases.filter((p) => p.Category === category);

/** Every match of the category's phrases, each span once (the same phrase may be listed in several languages). */
function findAll(folded: Folded, phrases: readonly PhraseEntry[], category: PhraseCategory): Found[] {
  const spans = new Map<string, Found>();
  for (const p of byCategory(phrases, category)) {
    for (const f of findPhrase(folded, p.Phrase)) if (!spans.has(`${f.at}:${f.end}`)) spans.set(`${f.at}:${f.end}`, f);
  }
  return [...spans.values()].sort((a, b) => a.at - b.at || b.end - a.end);
}

function freeWithConditions(original: string, folded: Folded, phrases: readonly PhraseEntry[]): ComplianceMatch[] {
  const free = findAll(folded, phrases, 'free_word');
  const conditions = findAll(folded, phrases, 'condition_word');
  if (!free.length || !conditions.length) return [];
  const word = wordIndexer(folded);
  const hits = new Map<string, Found>();
  for (const f of free) {
    for (const c of conditions) {
      if (Math.abs(word(f.at) - word(c.at)) > FREE_CONDITION_WINDOW_WORDS) continue;
      hits.set(`${f.at}:${f.end}`, f);
      hits.set(`${c.at}:${c.end}`, c);
    }
  }
  return [...hits.values()].sort((a, b) => a.at - b.at).map((f) => toMatch(original, folded, f));
}

function domainItem(text: string | null, landingUrl: string | null, domains: readonly DomainEntry[]): ComplianceItem {
  const matches: ComplianceMatch[] = [];
  let checked = false;
  let host: string | null = null;
  if (landingUrl !== null) {
    checked = true;
    host = landingHost(landingUrl);
    if (!host || !hostAllowed(host, domains)) {
      const at = host ? landingUrl.toLowerCase().indexOf(host) : -1;
      const [start, end] = at >= 0 ? [at, at + (host as string).length] : [0, landingUrl.length];
      matches.push({ field: 'landingUrl', start, end, text: landingUrl.slice(start, end), phrase: null });
    }
  }
  if (text !== null) {
    for (const a of addressesIn(text)) {
      checked = true;
      if (!a.host || !hostAllowed(a.host, domains))
        matches.push({ field: 'text', start: a.start, end: a.end, text: a.value, phrase: null });
    }
  }
  const outcome: Outcome = !checked ? 'not_checked' : matches.length ? 'fail' : 'pass';
  return { rule: 'landing_domain', outcome, matches: matches.slice(0, MAX_MATCHES), host };
}

/**
 * The checklist of a text and a landing URL (either may be absent: its lines are then
 * `not_checked`). `passed` is true when no line fails.
 */
export function checkCompliance(
  input: { text?: string | null; landingUrl?: string | null },
  lists: RuleLists,
  now: Date,
): ComplianceResult {
  const text = input.text ?? null;
  const landingUrl = input.landingUrl ?? null;
  const folded = text === null ? null : fold(text);
  const items: ComplianceItem[] = RULE_ORDER.map((rule): ComplianceItem => {
    if (rule === 'landing_domain') return domainItem(text, landingUrl, lists.domains);
    if (text === null || folded === null) return { rule, outcome: 'not_checked', matches: [] };
    if (rule === 'free_with_conditions') {
      const matches = freeWithConditions(text, folded, lists.phrases);
      return { rule, outcome: matches.length ? 'fail' : 'pass', matches: matches.slice(0, MAX_MATCHES) };
    }
    const matches = findAll(folded, lists.phrases, rule)
      .map((f) => toMatch(text, folded, f))
      .slice(0, MAX_MATCHES);
    const isMark = (REQUIRED_MARKS as readonly string[]).includes(rule);
    const failed = isMark ? matches.length === 0 : matches.length > 0;
    return { rule, outcome: failed ? 'fail' : 'pass', matches };
  });
  return {
    passed: items.every((i) => i.outcome !== 'fail'),
    items,
    text,
    landingUrl,
    phrasesVersion: lists.phrasesVersion,
    domainsVersion: lists.domainsVersion,
    checkedAt: now.toISOString(),
  };
}

/** The lines that fail. */
export const failedRules = (result: ComplianceResult): ComplianceRuleName[] =>
  result.items.filter((i) => i.outcome === 'fail').map((i) => i.rule);

// ---- the lists as data -----------------------------------------------------------------------

export interface ListProblem {
  field: string;
  message: string;
}

/**
 * What makes a phrase list unusable: the same phrase twice in one category and language (folded,
 * so "Grátis" and "gratis" are one), a phrase that folds to nothing, or no accepted phrase for a
 * required mark (nothing could ever pass).
 */
export function phraseListProblems(items: readonly { phrase: string; language: string; category: string }[]): ListProblem[] {
  const problems: ListProblem[] = [];
  const seen = new Map<string, number>();
  items.forEach((item, i) => {
    const { text } = foldPhrase(item.phrase);
    if (!text.replace(/\s/g, '')) problems.push({ field: `items.${i}.phrase`, message: 'Must contain a letter, digit or sign' });
    const key = `${item.category}|${item.language}|${text}`;
    const first = seen.get(key);
    if (first !== undefined) problems.push({ field: `items.${i}.phrase`, message: `Same phrase as item ${first + 1}` });
    else seen.set(key, i);
  });
  for (const mark of REQUIRED_MARKS) {
    if (!items.some((i) => i.category === mark)) problems.push({ field: 'items', message: `At least one phrase of category ${mark}` });
  }
  return problems;
}

/** Duplicated patterns (after normalising). */
export function domainListProblems(items: readonly { pattern: string }[]): ListProblem[] {
  const problems: ListProblem[] = [];
  const seen = new Map<string, number>();
  items.forEach((item, i) => {
    const key = normalizeHost(item.pattern);
    const first = seen.get(key);
    if (first !== undefined) problems.push({ field: `items.${i}.pattern`, message: `Same pattern as item ${first + 1}` });
    else seen.set(key, i);
  });
  return problems;
}

/** How two versions of a list differ, by entry key. */
export function listDiff<T>(before: readonly T[], after: readonly T[], key: (entry: T) => string): { added: number; removed: number } {
  const was = new Set(before.map(key));
  const now = new Set(after.map(key));
  return { added: [...now].filter((k) => !was.has(k)).length, removed: [...was].filter((k) => !now.has(k)).length };
}

export const phraseKey = (p: { Phrase: string; Language: string; Category: string }) =>
  `${p.Category}|${p.Language}|${foldPhrase(p.Phrase).text}${foldPhrase(p.Phrase).prefix ? '*' : ''}`;
export const domainKey = (d: DomainEntry) => normalizeHost(d.Pattern);

// ---- the marks an affiliate's copy carries ---------------------------------------------------

/** The required marks line in a creative's language; each passes the seeded list's marks. */
export const MARKS_LINE: Record<ComplianceLanguage, string> = {
  'pt-br': '18+ · Proibido para menores de 18 anos · Jogue com responsabilidade',
  'en-us': '18+ · Play responsibly',
  'es-419': '18+ · Juega con responsabilidad',
};

// The compliance rule lists as CSV (issue 18): export (papaparse, formula-looking cells escaped
// with a leading apostrophe, through the portal's CSV helpers) and import — the header must name
// the list's columns, every row is checked against the contract's item schema, and the apostrophe
// an export put before "+18" or "=…" is taken off again. Nothing is saved here: an import only
// replaces the list being edited. papaparse loads on the first import or export.
import type { z } from 'zod';
import { adminSaveComplianceDomainsBody, adminSaveCompliancePhrasesBody } from '@/api/generated/zod/admin-compliance/admin-compliance.zod';
import { downloadCsv, toCsv } from '@/lib/csv';

export const PHRASE_COLUMNS = ['phrase', 'language', 'category'] as const;
export const DOMAIN_COLUMNS = ['pattern', 'note'] as const;

const phraseItem = adminSaveCompliancePhrasesBody.shape.items.element;
const domainItem = adminSaveComplianceDomainsBody.shape.items.element;
export type PhraseItem = z.infer<typeof phraseItem>;
export type DomainItem = z.infer<typeof domainItem>;

/** Case, accents and spacing ignored, as the server compares phrases. */
export const phraseKey = (p: PhraseItem) =>
  `${p.category}|${p.language}|${p.phrase.normalize('NFKD').toLowerCase().replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim()}`;
export const domainKey = (d: Pick<DomainItem, 'pattern'>) => d.pattern.trim().toLowerCase();

/** papaparse's escapeFormulae puts an apostrophe before a cell starting with = + - @ (or a tab/CR). */
const unescapeCell = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

export type ImportResult<T> = { ok: true; items: T[] } | { ok: false; badRows: number[] } | { ok: false; unreadable: true };

async function parse<T>(text: string, columns: readonly string[], item: z.ZodType<T>, key: (x: T) => string): Promise<ImportResult<T>> {
  const Papa = (await import('papaparse')).default;
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const fields = parsed.meta.fields ?? [];
  if (!columns.every((c) => c === 'note' || fields.includes(c))) return { ok: false, unreadable: true };
  const items: T[] = [];
  const badRows: number[] = [];
  const seen = new Set<string>();
  parsed.data.forEach((row, i) => {
    const raw = Object.fromEntries(
      columns.filter((c) => row[c] !== undefined && row[c] !== '').map((c) => [c, unescapeCell(String(row[c]).trim())]),
    );
    const result = item.safeParse(raw);
    // Row numbers as a spreadsheet shows them: the header is row 1.
    if (!result.success || seen.has(key(result.data))) badRows.push(i + 2);
    else {
      seen.add(key(result.data));
      items.push(result.data);
    }
  });
  return badRows.length ? { ok: false, badRows } : { ok: true, items };
}

export const parsePhrasesCsv = (text: string) => parse(text, PHRASE_COLUMNS, phraseItem as z.ZodType<PhraseItem>, phraseKey);
export const parseDomainsCsv = (text: string) => parse(text, DOMAIN_COLUMNS, domainItem as z.ZodType<DomainItem>, domainKey);

export async function exportPhrases(items: readonly PhraseItem[], filename: string): Promise<void> {
  downloadCsv(
    await toCsv(
      PHRASE_COLUMNS,
      items.map((p) => [p.phrase, p.language, p.category]),
    ),
    filename,
  );
}

export async function exportDomains(items: readonly DomainItem[], filename: string): Promise<void> {
  downloadCsv(
    await toCsv(
      DOMAIN_COLUMNS,
      items.map((d) => [d.pattern, d.note ?? '']),
    ),
    filename,
  );
}

// A business's address on one line. The contract's `FullAddress` is the whole line as the
// partner's form composes it ("Street, 12 - Room 3 - District, City - UF", features/documents'
// address.ts), so it already holds the number and the complement; they are added only when
// the line was written without them (an older or hand-written address), never twice.
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const tidy = (s: string) => s.trim().replace(/\s+/g, ' ');

/** Whether `part` stands in `line` as a whole token (not "12" inside "120"), ignoring case. */
function holds(line: string, part: string): boolean {
  return new RegExp(`(^|[\\s,;/-])${escape(part)}($|[\\s,;/-])`, 'i').test(line);
}

export function addressLine(fullAddress: string, number: string | null | undefined, complement: string | null | undefined): string {
  const line = tidy(fullAddress);
  const extra = [number, complement].map((p) => tidy(p ?? '')).filter((p) => p && !holds(line, p));
  return [line, ...extra].filter(Boolean).join(', ');
}

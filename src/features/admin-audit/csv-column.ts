// The audit CSV's label column (issue 17): the server's CSV keeps the action code; the export adds
// its label in the reader's language right after it. Here rather than in src/lib/csv.ts so the
// other export pages do not carry it; papaparse loads on the first export, as there.
const papa = () => import('papaparse').then((m) => m.default);

/** The CSV with a column `header` added right after the column `after`, each row's value computed from that row's `after` cell. */
export async function addCsvColumn(csv: string, after: string, header: string, value: (cell: string) => string): Promise<string> {
  const Papa = await papa();
  const [head, ...rows] = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
  const at = head?.indexOf(after) ?? -1;
  if (!head || at < 0) return csv;
  const insert = (row: string[], cell: string) => [...row.slice(0, at + 1), cell, ...row.slice(at + 1)];
  const body = Papa.unparse(
    { fields: insert(head, header), data: rows.map((row) => insert(row, value(row[at] ?? ''))) },
    { escapeFormulae: true, newline: '\r\n' },
  );
  return `${body}\r\n`;
}

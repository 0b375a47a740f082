// The audit CSV's label column: added after the code's column, quoting kept, formula-looking cells
// escaped; a CSV without that column is left as it is.
import { describe, expect, it } from 'vitest';
import { countCsvRows } from '@/lib/csv';
import { addCsvColumn } from './csv-column';

describe('addCsvColumn', () => {
  it('adds a column after the named one, its value from that cell, keeping quoting and escaping formulas', async () => {
    const csv = 'ID,Action,Reason\r\n1,partner.ban,"spam, twice"\r\n2,payment.approve,ok\r\n';
    const out = await addCsvColumn(csv, 'Action', 'ActionLabel', (code) => (code === 'partner.ban' ? 'Partner banned' : '=SUM(A1)'));
    expect(out).toBe('ID,Action,ActionLabel,Reason\r\n1,partner.ban,Partner banned,"spam, twice"\r\n2,payment.approve,"\'=SUM(A1)",ok\r\n');
    expect(await countCsvRows(out)).toBe(2);
  });

  it('leaves a CSV without that column as it is', async () => {
    expect(await addCsvColumn('A,B\r\n1,2\r\n', 'Action', 'ActionLabel', () => 'x')).toBe('A,B\r\n1,2\r\n');
  });
});

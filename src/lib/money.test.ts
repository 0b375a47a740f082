import { describe, expect, it } from 'vitest';
import { formatMoney, truncate2 } from './money';

describe('truncate2', () => {
  it.each([
    [1.999, 1.99],
    [0.29, 0.29],
    [1843.579, 1843.57],
    [249.999, 249.99],
    [-1.239, -1.23],
    [250, 250],
  ])('%d → %d', (input, out) => expect(truncate2(input)).toBe(out));
});

describe('formatMoney', () => {
  it('formats BRL in pt-BR with truncation', () => {
    expect(formatMoney(1234.567, 'pt-BR')).toBe('R$\u00a01.234,56');
  });
  it('formats BRL in en-US', () => {
    expect(formatMoney(1234.5, 'en-US')).toBe('R$1,234.50');
  });
  it('gives CLP no decimals', () => {
    expect(formatMoney(1234.99, 'pt-BR', 'CLP')).toMatch(/1\.234$/);
  });
});

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
  // es-419 (issue 19.5): CLDR's Latin-American Spanish writes every currency by its ISO code,
  // groups with "," and decimals with "." (as in Mexico and Peru) — one unambiguous format for
  // partners paid in six currencies; CLP still without decimals, amounts still truncated.
  it.each([
    ['ARS', 'ARS\u00a01,234,567.89'],
    ['BRL', 'BRL\u00a01,234,567.89'],
    ['CLP', 'CLP\u00a01,234,567'],
    ['CRC', 'CRC\u00a01,234,567.89'],
    ['MXN', 'MXN\u00a01,234,567.89'],
    ['PEN', 'PEN\u00a01,234,567.89'],
  ] as const)('formats %s in es-419', (currency, expected) => {
    expect(formatMoney(1234567.899, 'es-419', currency)).toBe(expected);
  });
  it('es-419: negative amounts and the minimum payout', () => {
    expect(formatMoney(-87.409, 'es-419', 'MXN')).toBe('-MXN\u00a087.40');
    expect(formatMoney(250, 'es-419')).toBe('BRL\u00a0250.00');
  });
});

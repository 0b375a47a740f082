import { describe, expect, it } from 'vitest';
import { cnpjDigits, formatCep, formatCnpj, formatCpf, isCep, isCnpj, isCpf } from './br-documents';

describe('CPF', () => {
  it('accepts valid check digits, masked or not', () => {
    expect(isCpf('529.982.247-25')).toBe(true);
    expect(isCpf('52998224725')).toBe(true);
  });
  it('refuses a wrong check digit, repeated digits and short input', () => {
    expect(isCpf('529.982.247-26')).toBe(false);
    expect(isCpf('111.111.111-11')).toBe(false);
    expect(isCpf('529.982.247')).toBe(false);
    expect(isCpf('')).toBe(false);
  });
  it('formats with the mask 999.999.999-99', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
  });
});

describe('CNPJ', () => {
  it('accepts a numeric CNPJ, masked or not', () => {
    expect(isCnpj('11.222.333/0001-81')).toBe(true);
    expect(isCnpj('11222333000181')).toBe(true);
  });
  it('refuses a numeric CNPJ with a wrong check digit', () => {
    expect(isCnpj('11.222.333/0001-82')).toBe(false);
  });
  it('accepts the alphanumeric CNPJ (July 2026) and refuses a wrong check digit', () => {
    expect(isCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isCnpj('12ABC34501DE35')).toBe(true);
    expect(isCnpj('12.ABC.345/01DE-36')).toBe(false);
  });
  it('refuses letters in the check digits and lowercase letters', () => {
    expect(isCnpj('12.ABC.345/01DE-3A')).toBe(false);
    expect(isCnpj('12.abc.345/01de-35')).toBe(false);
    expect(isCnpj('')).toBe(false);
  });
  it('formats an alphanumeric value with the mask, letters uppercase', () => {
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(cnpjDigits('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });
  it('does not let letters into the check digits', () => {
    expect(formatCnpj('12ABC34501DEXY')).toBe('12.ABC.345/01DE');
    expect(formatCnpj('12ABC34501DEX3Y5')).toBe('12.ABC.345/01DE-35');
  });
});

describe('CEP', () => {
  it('accepts 8 digits, masked or not', () => {
    expect(isCep('01310-100')).toBe(true);
    expect(isCep('01310100')).toBe(true);
  });
  it('refuses short, long and lettered values', () => {
    expect(isCep('01310-10')).toBe(false);
    expect(isCep('01310-1000')).toBe(false);
    expect(isCep('0131A-100')).toBe(false);
    expect(isCep('')).toBe(false);
  });
  it('formats with the mask 99999-999', () => {
    expect(formatCep('01310100')).toBe('01310-100');
  });
});

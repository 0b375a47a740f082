import { pipe } from 'imask';
import { describe, expect, it } from 'vitest';
import { formatPixKey, isValidPixKeyOfType, PHONE_KEY_MASK, PIX_KEY_TYPES, pixKeyForApi } from './pix-key';

describe('isValidPixKeyOfType', () => {
  it('cpf: a valid CPF, masked or not; not a bad checksum nor a CNPJ', () => {
    expect(isValidPixKeyOfType('cpf', '529.982.247-25')).toBe(true);
    expect(isValidPixKeyOfType('cpf', '52998224725')).toBe(true);
    expect(isValidPixKeyOfType('cpf', '52998224724')).toBe(false);
    expect(isValidPixKeyOfType('cpf', '12.345.678/0001-95')).toBe(false);
  });
  it('cnpj: numeric and the 2026 alphanumeric one', () => {
    expect(isValidPixKeyOfType('cnpj', '12.345.678/0001-95')).toBe(true);
    expect(isValidPixKeyOfType('cnpj', 'Q0.SLF.MBD/7VX4-39')).toBe(true);
    expect(isValidPixKeyOfType('cnpj', '12345678000190')).toBe(false);
    expect(isValidPixKeyOfType('cnpj', '529.982.247-25')).toBe(false);
  });
  it('phone: a Brazilian mobile number as the mask gives it; not a landline', () => {
    expect(isValidPixKeyOfType('phone', '(11) 9 8765-4321')).toBe(true);
    expect(isValidPixKeyOfType('phone', '(11) 3456-7890')).toBe(false);
    expect(isValidPixKeyOfType('phone', '(11) 9 8765-432')).toBe(false);
  });
  it('email', () => {
    expect(isValidPixKeyOfType('email', 'mariana@example.com')).toBe(true);
    expect(isValidPixKeyOfType('email', 'mariana@')).toBe(false);
  });
  it('random: a UUID only', () => {
    expect(isValidPixKeyOfType('random', '71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d')).toBe(true);
    expect(isValidPixKeyOfType('random', '71c7d9be-4b85-4e43-9f1c')).toBe(false);
    expect(isValidPixKeyOfType('random', 'mariana@example.com')).toBe(false);
  });
  it('an empty key is never valid', () => {
    expect(isValidPixKeyOfType('email', '  ')).toBe(false);
  });
  it('email: at most 77 characters (the PIX limit)', () => {
    expect(isValidPixKeyOfType('email', `${'a'.repeat(65)}@example.com`)).toBe(true);
    expect(isValidPixKeyOfType('email', `${'a'.repeat(66)}@example.com`)).toBe(false);
  });
  it('cnpj: the alphanumeric one in lower case, bare or masked; a bad check digit is refused', () => {
    expect(isValidPixKeyOfType('cnpj', 'Q0SLFMBD7VX439')).toBe(true);
    expect(isValidPixKeyOfType('cnpj', 'Q0SLFMBD7VX438')).toBe(false);
  });
  it('a key of one type is not a key of another', () => {
    const keys = {
      cpf: '52998224725',
      cnpj: '12345678000195',
      phone: '(11) 9 8765-4321',
      email: 'ana@example.com',
      random: '71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d',
    };
    for (const type of PIX_KEY_TYPES)
      for (const other of PIX_KEY_TYPES) expect(isValidPixKeyOfType(type, keys[other]), `${type} ← ${other}`).toBe(type === other);
  });
});

describe('PHONE_KEY_MASK', () => {
  it('gives (99) 9 9999-9999 from the digits, and drops what is not a digit', () => {
    expect(pipe('11987654321', { mask: PHONE_KEY_MASK })).toBe('(11) 9 8765-4321');
    expect(pipe('11a98765x4321', { mask: PHONE_KEY_MASK })).toBe('(11) 9 8765-4321');
    expect(isValidPixKeyOfType('phone', pipe('11987654321', { mask: PHONE_KEY_MASK }))).toBe(true);
  });
});

describe('pixKeyForApi', () => {
  it('strips masks and sends phones as +55', () => {
    expect(pixKeyForApi('cpf', '529.982.247-25')).toBe('52998224725');
    expect(pixKeyForApi('cnpj', 'q0.slf.mbd/7vx4-39')).toBe('Q0SLFMBD7VX439');
    expect(pixKeyForApi('phone', '(11) 9 8765-4321')).toBe('+5511987654321');
    expect(pixKeyForApi('email', ' a@b.co ')).toBe('a@b.co');
  });
});

describe('formatPixKey', () => {
  it('shows CPF and CNPJ keys in their masks, the alphanumeric CNPJ too; other keys as stored', () => {
    expect(formatPixKey('cpf', '72869885733')).toBe('728.698.857-33');
    expect(formatPixKey('cnpj', '11222333000181')).toBe('11.222.333/0001-81');
    expect(formatPixKey('cnpj', 'Q0SLFMBD7VX439')).toBe('Q0.SLF.MBD/7VX4-39');
    expect(formatPixKey('email', 'a@b.co')).toBe('a@b.co');
    expect(formatPixKey(undefined, '72869885733')).toBe('72869885733');
  });
});

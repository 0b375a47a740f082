import { describe, expect, it } from 'vitest';
import { isValidPixKeyOfType, pixKeyForApi } from './pix-key';

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
});

describe('pixKeyForApi', () => {
  it('strips masks and sends phones as +55', () => {
    expect(pixKeyForApi('cpf', '529.982.247-25')).toBe('52998224725');
    expect(pixKeyForApi('cnpj', 'q0.slf.mbd/7vx4-39')).toBe('Q0SLFMBD7VX439');
    expect(pixKeyForApi('phone', '(11) 9 8765-4321')).toBe('+5511987654321');
    expect(pixKeyForApi('email', ' a@b.co ')).toBe('a@b.co');
  });
});

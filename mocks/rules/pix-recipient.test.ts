import { describe, expect, it } from 'vitest';
import { maskCnpj, maskCpf, maskName, payeeKeyProblem, strangerHolder } from './pix-recipient';

const payee = { cpf: '52998224725', cnpj: '11222333000181' };

describe('payeeKeyProblem: a CPF or CNPJ key is the payee’s own tax id', () => {
  it.each([
    ['cpf', '529.982.247-25', 'person', null],
    ['cpf', '52998224725', 'person_sb', null],
    ['cpf', '11144477735', 'person', 'The CPF key must be your own CPF'],
    ['cpf', '52998224725', 'business', "A company payout goes to the company's CNPJ, not to a CPF"],
    ['cnpj', '11.222.333/0001-81', 'business', null],
    ['cnpj', '11222333000181', 'business_sb', null],
    ['cnpj', '12.ABC.345/01DE-35', 'business', "The CNPJ key must be your company's CNPJ"],
    ['cnpj', '11222333000181', 'person', 'A personal payout cannot go to a CNPJ key'],
    ['email', 'ana@example.com', 'business', null],
    ['phone', '+5511987654321', 'person', null],
  ] as const)('%s %s for %s → %s', (type, key, category, expected) => {
    expect(payeeKeyProblem(type, key, category, payee)).toBe(expected);
  });

  it('names what is missing when the payee has no CPF or no company', () => {
    expect(payeeKeyProblem('cpf', '52998224725', 'person', { cpf: null, cnpj: null })).toBe('Add your CPF before using a CPF key');
    expect(payeeKeyProblem('cnpj', '11222333000181', 'business', { cpf: null, cnpj: null })).toBe(
      'Register your company before using a CNPJ key',
    );
  });

  it('takes an alphanumeric company CNPJ in any case', () => {
    expect(payeeKeyProblem('cnpj', '12.abc.345/01de-35', 'business', { cpf: null, cnpj: '12ABC34501DE35' })).toBeNull();
  });
});

describe('masking, as banking apps show the holder', () => {
  it('keeps two letters of the first word and one of the others', () => {
    expect(maskName('Mariana Albuquerque')).toBe('Ma*** A***');
    expect(maskName('  Souza Marketing Digital LTDA ')).toBe('So*** M*** D*** L***');
    expect(maskName('Élio')).toBe('Él***');
  });

  it('shows a CPF’s middle six digits and a CNPJ’s root end and branch', () => {
    expect(maskCpf('529.982.247-25')).toBe('***.982.247-**');
    expect(maskCnpj('11.222.333/0001-81')).toBe('**.222.333/0001-**');
    expect(maskCnpj('12abc34501de35')).toBe('**.ABC.345/01DE-**');
  });

  it('gives a stranger’s key the same holder every time, whatever its case', () => {
    const banks = ['001', '237', '260'];
    expect(strangerHolder('Someone@Example.com', banks)).toEqual(strangerHolder('someone@example.com', banks));
    expect(strangerHolder('someone@example.com', banks)).not.toEqual(strangerHolder('other@example.com', banks));
    expect(strangerHolder('someone@example.com', banks).cpfMiddle).toMatch(/^\d{6}$/);
  });
});

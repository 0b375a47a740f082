import { describe, expect, it } from 'vitest';
import { composeFullAddress, parseFullAddress } from './address';

const parts = { street: 'Avenida Paulista', number: '1000', complement: 'Sala 12', district: 'Bela Vista', city: 'São Paulo', state: 'SP' };

describe('business address', () => {
  it('joins the parts into one line and reads them back', () => {
    const line = composeFullAddress(parts);
    expect(line).toBe('Avenida Paulista, 1000 - Sala 12 - Bela Vista, São Paulo - SP');
    expect(parseFullAddress(line, '1000', 'Sala 12')).toEqual(parts);
  });
  it('leaves the complement out when empty and tidies spaces', () => {
    expect(composeFullAddress({ ...parts, complement: ' ', street: ' Rua  Augusta ' })).toBe(
      'Rua Augusta, 1000 - Bela Vista, São Paulo - SP',
    );
    expect(parseFullAddress('Rua Augusta, 1000 - Bela Vista, São Paulo - SP', '1000', null)).toEqual({
      ...parts,
      street: 'Rua Augusta',
      complement: '',
    });
  });
  it('reads a line that ends with the postal code', () => {
    expect(parseFullAddress('Rua A, 5 - Centro, Recife - PE, 50000-000', '5', null)).toEqual({
      street: 'Rua A',
      number: '5',
      complement: '',
      district: 'Centro',
      city: 'Recife',
      state: 'PE',
    });
  });
  it('puts a line in another format whole in the street', () => {
    expect(parseFullAddress('Avenida Paulista 1000', '1000', null)).toEqual({
      street: 'Avenida Paulista 1000',
      number: '1000',
      complement: '',
      district: '',
      city: '',
      state: '',
    });
  });
});

// The business-manage modal's read part (issue 15): the address once (FullAddress already holds
// the number and complement), the CNPJ in the portal's mask (numeric and alphanumeric), and the
// PIX key's type in the user's language with the key masked.
import { describe, expect, it } from 'vitest';
import type { Business } from '@/api/generated/model/business';
import { render, screen } from '@/testing/render';
import { BusinessDetails } from './business-details';

const business = (patch: Partial<Business> = {}): Business => ({
  ID: 999999,
  AffiliateID: 7,
  CNPJ: '11222333000181',
  Name: 'Almeida Marketing Digital LTDA',
  NameAlias: null,
  PostalCode: '80010-010',
  FullAddress: 'Rua das Flores, 120 - Sala 4 - Centro, Curitiba - PR',
  AddressNumber: '120',
  Complement: 'Sala 4',
  CNAEs: [],
  CreatedAt: '2026-10-02T13:45:00Z',
  UpdatedAt: '2026-10-02T13:45:00Z',
  CNPJCardMediaID: null,
  SocialContractMediaID: null,
  AIAnalysis: null,
  ApprovalStatus: 'pending',
  RejectionReason: null,
  Affiliate: { Email: 'l@example.com', Username: 'lucas', Balance: 0, PendingCommission: 0 },
  BankAccount: {
    BankCode: '341',
    Bank: { Code: '341', ShortName: 'Itaú', Name: 'Itaú Unibanco S.A.' },
    AccountAgency: '1234',
    AccountNumber: '56789-0',
    PixKeyType: 'cpf',
    PixKey: '72869885733',
  },
  ...patch,
});

/** The value shown under a field's label. */
const fieldValue = (label: string | RegExp) => screen.getByText(label).nextElementSibling?.textContent;

describe('BusinessDetails', () => {
  it('shows the address line once, without repeating the number and complement', () => {
    render(<BusinessDetails business={business()} />);
    expect(fieldValue('Address')).toBe('Rua das Flores, 120 - Sala 4 - Centro, Curitiba - PR');
  });

  it('adds the number and complement only when the address line lacks them', () => {
    render(
      <BusinessDetails
        business={business({ FullAddress: 'Rua das Flores, Centro, Curitiba - PR', AddressNumber: '12', Complement: 'Sala 4' })}
      />,
    );
    expect(fieldValue('Address')).toBe('Rua das Flores, Centro, Curitiba - PR, 12, Sala 4');
  });

  it('masks the CNPJ, numeric and alphanumeric', () => {
    const { unmount } = render(<BusinessDetails business={business()} />);
    expect(fieldValue('CNPJ')).toBe('11.222.333/0001-81');
    unmount();
    render(<BusinessDetails business={business({ CNPJ: 'Q0SLFMBD7VX439' })} />);
    expect(fieldValue('CNPJ')).toBe('Q0.SLF.MBD/7VX4-39');
  });

  it('names the PIX key type in pt-br and masks a CPF key', () => {
    render(<BusinessDetails business={business()} />, { locale: 'pt-br' });
    expect(fieldValue('Chave PIX (CPF)')).toBe('728.698.857-33');
  });

  it('names a random key in pt-br instead of the API code', () => {
    const b = business();
    render(
      <BusinessDetails
        business={{ ...b, BankAccount: { ...b.BankAccount!, PixKeyType: 'random', PixKey: '123e4567-e89b-12d3-a456-426614174000' } }}
      />,
      { locale: 'pt-br' },
    );
    expect(fieldValue('Chave PIX (Chave aleatória)')).toBe('123e4567-e89b-12d3-a456-426614174000');
    expect(screen.queryByText(/random/)).toBeNull();
  });
});

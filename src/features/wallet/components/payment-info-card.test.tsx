// The payment data card against the Node mock: a CPF or CNPJ PIX key is shown in the portal's
// mask (issue 14 saw "CPF · 72869885733"), the alphanumeric CNPJ too; other keys as stored.
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '@mocks/db/demo-accounts';
import { getStore } from '@mocks/runtime';
import { render, screen, signIn } from '@/testing/render';
import { PaymentInfoCard } from './payment-info-card';

/** The affiliate (seeded with her CPF as a cpf key), with her saved key changed to `key`. */
function affiliateWithKey(PixKeyType: 'cpf' | 'cnpj' | 'email', PixKey?: string): string {
  const store = getStore();
  const account = store.ownedBy('bankAccounts', DEMO_IDS.affiliate)[0];
  if (!account) throw new Error('the affiliate has no bank account');
  if (PixKey) store.update('bankAccounts', account.ID, { PixKeyType, PixKey });
  signIn('affiliate');
  return PixKey ?? account.PixKey;
}

describe('PaymentInfoCard', () => {
  it('masks a CPF key: 999.999.999-99', async () => {
    const cpf = affiliateWithKey('cpf');
    expect(cpf).toMatch(/^\d{11}$/);
    render(<PaymentInfoCard />);
    const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    expect(await screen.findByText(`CPF · ${masked}`)).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(cpf))).not.toBeInTheDocument();
  });

  it('masks a CNPJ key, the alphanumeric one too: 99.999.999/9999-99', async () => {
    affiliateWithKey('cnpj', '12ABC34501DE35');
    render(<PaymentInfoCard />);
    expect(await screen.findByText('CNPJ · 12.ABC.345/01DE-35')).toBeInTheDocument();
  });

  it('shows an e-mail key as stored', async () => {
    affiliateWithKey('email', 'mariana@example.com');
    render(<PaymentInfoCard />);
    expect(await screen.findByText('E-mail · mariana@example.com')).toBeInTheDocument();
  });
});

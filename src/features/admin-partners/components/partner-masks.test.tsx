// Issue 15: the admin partner page shows documents in the portal's masks — the CPF as
// 000.000.000-00 and a CPF or CNPJ PIX key masked (the alphanumeric CNPJ too) — never raw digits.
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '@mocks/db/demo-accounts';
import { toPartner } from '@mocks/handlers/admin-mappers';
import { getStore } from '@mocks/runtime';
import { render, screen, signIn, within } from '@/testing/render';
import { PartnerBankAccount } from './partner-bank-account';
import { PartnerData } from './partner-data';

describe('admin partner page: masked documents', { timeout: 60_000 }, () => {
  it('shows the CPF masked', () => {
    const store = getStore();
    const partner = toPartner(store.db.users.get(DEMO_IDS.affiliate)!, store);
    render(<PartnerData partner={{ ...partner, TaxPayerId: '24745927762' }} />);
    expect(screen.getByText('247.459.277-62')).toBeInTheDocument();
    expect(screen.queryByText('24745927762')).toBeNull();
  });

  it.each([
    ['cpf', '72869885733', '728.698.857-33'],
    ['cnpj', 'Q0SLFMBD7VX439', 'Q0.SLF.MBD/7VX4-39'],
  ] as const)('shows a %s PIX key masked', async (type, key, masked) => {
    const store = getStore();
    const owner = store.db.bankAccounts.values().next().value!;
    store.update('bankAccounts', owner.ID, { PixKeyType: type, PixKey: key });
    signIn('admin');
    render(<PartnerBankAccount partner={toPartner(store.db.users.get(owner.UserID)!, store)} />);
    const shown = await screen.findByTestId('partner-bank-account', {}, { timeout: 10_000 });
    expect(within(shown).getByText(masked)).toBeInTheDocument();
    expect(within(shown).queryByText(key)).toBeNull();
  });
});

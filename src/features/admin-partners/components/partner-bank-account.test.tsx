// The partner's bank account on the admin page, against the Node mock: the saved account is
// shown; the form slot (the route hands in the shared BankAccountForm; a stand-in here) checks
// through the admin validate call — a bad key comes back refused, a good one is saved — and
// delete asks first, then the account is gone. Without the read permission nothing renders.
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { toPartner } from '@mocks/handlers/admin-mappers';
import { getStore } from '@mocks/runtime';
import type { BankAccountInputBody } from '@/api/generated/model/bankAccountInputBody';
import { useSession } from '@/lib/session';
import { render, screen, signIn, within } from '@/testing/render';
import { PartnerBankAccount, type BankAccountFormSlotProps } from './partner-bank-account';

const GOOD: BankAccountInputBody = {
  bankCode: '260',
  accountAgency: '0001',
  accountNumber: '12345678-9',
  pixKeyType: 'email',
  pixKey: 'novo@example.com',
};
const BAD: BankAccountInputBody = { ...GOOD, pixKeyType: 'cpf', pixKey: '00000000000' };

function StandInForm({ onValidate, onSubmit, submitLabel, label }: BankAccountFormSlotProps) {
  const [outcome, setOutcome] = useState('');
  const run = async (body: BankAccountInputBody) => {
    const check = await onValidate(body);
    if (!check.valid) return setOutcome(`refused: ${check.fields.map((f) => f.field).join(',')}`);
    await onSubmit(body);
  };
  return (
    <form aria-label={label}>
      <button type="button" onClick={() => void run(BAD)}>
        stand-in bad
      </button>
      <button type="button" onClick={() => void run(GOOD)}>
        {submitLabel}
      </button>
      <output>{outcome}</output>
    </form>
  );
}

function SessionReady() {
  return useSession().user ? <output>session ready</output> : null;
}

function setup(account: 'admin' | 'analyst') {
  const store = getStore();
  const owner = store.db.bankAccounts.values().next().value!;
  const partner = store.db.users.get(owner.UserID)!;
  signIn(account);
  const view = render(
    <>
      <SessionReady />
      <PartnerBankAccount partner={toPartner(partner, store)} renderForm={(p) => <StandInForm {...p} />} />
    </>,
  );
  return { ...view, store, partner, owner };
}

describe('PartnerBankAccount', { timeout: 60_000 }, () => {
  it('shows, validates, updates and deletes the partner’s account', async () => {
    const { user, store, partner, owner } = setup('admin');
    const shown = await screen.findByTestId('partner-bank-account', {}, { timeout: 10_000 });
    expect(within(shown).getByText(owner.AccountNumber)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: `Bank account of ${partner.Username}` });
    await user.click(within(form).getByRole('button', { name: 'stand-in bad' }));
    expect(await within(form).findByText('refused: pixKey', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByText('Bank account saved.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(store.ownedBy('bankAccounts', partner.ID)[0]).toMatchObject({
      BankCode: '260',
      AccountNumber: '12345678-9',
      PixKey: 'novo@example.com',
    });
    expect(await within(await screen.findByTestId('partner-bank-account')).findByText('12345678-9')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the bank account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete bank account' }));
    expect(await screen.findByTestId('partner-bank-none', {}, { timeout: 10_000 })).toHaveTextContent('This partner has no bank account.');
    expect(store.ownedBy('bankAccounts', partner.ID)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add bank account' })).toBeInTheDocument();
  });

  it('is not shown without admin:partner:bank-account:read', async () => {
    setup('analyst');
    await screen.findByText('session ready', {}, { timeout: 10_000 });
    expect(screen.queryByRole('heading', { name: 'Bank account' })).toBeNull();
  });
});

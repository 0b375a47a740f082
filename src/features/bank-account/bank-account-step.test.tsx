// The bank-account step against the Node mock's real rules: the affiliate's saved account fills
// the form and the validate call refuses a CPF key that is not hers, at the field; the newbie
// (none saved: 404) starts empty, saves a valid account and sees it; a failed read offers retry.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { render, screen, signIn, waitFor, within } from '@/testing/render';
import { BankAccountStep } from './bank-account-step';

const keyInput = () => screen.getByLabelText(/^PIX key\s*\*?$/, { selector: 'input' });

describe('BankAccountStep', () => {
  it('affiliate: the saved account fills the form; a CPF key that is not hers is refused at the field', async () => {
    signIn('affiliate');
    const { user } = render(<BankAccountStep />);
    expect(await screen.findByTestId('bank-account-current')).toHaveTextContent(/Saved account: 260 – Nubank/);
    expect(screen.getByLabelText(/^Bank/, { selector: 'input' })).toHaveValue('260 – Nubank');
    expect(screen.getByLabelText(/^PIX key type/, { selector: 'input' })).toHaveValue('CPF');
    await user.clear(keyInput());
    await user.type(keyInput(), '52998224725');
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByText('A CPF key must be the CPF of the account holder.')).toBeInTheDocument();
    expect(keyInput()).toHaveValue('529.982.247-25');
  });

  it('newbie: no account yet (404) starts empty; a valid account is validated, saved and shown', async () => {
    signIn('newbie');
    const { user } = render(<BankAccountStep />);
    expect(await screen.findByText('You have no bank account yet. Fill in the form to add one.')).toBeInTheDocument();
    const bank = screen.getByLabelText(/^Bank/, { selector: 'input' });
    await user.click(bank);
    await user.type(bank, 'itaú');
    await user.click(await screen.findByRole('option', { name: /^341 – Itaú/, hidden: true }));
    await user.type(screen.getByLabelText(/^Branch/, { selector: 'input' }), '1234');
    await user.type(screen.getByLabelText(/^Account number/, { selector: 'input' }), '99887-6');
    await user.type(keyInput(), 'rafael@example.com');
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    // A bank account is a sensitive change (issue 17): the password first, the form kept.
    const stepUp = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.type(within(stepUp).getByLabelText('Password'), 'demo1234');
    await user.click(within(stepUp).getByRole('button', { name: 'Confirm and save' }));
    expect(await screen.findByText('Bank account saved.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('bank-account-current')).toHaveTextContent('Saved account: 341 – Itaú, branch 1234, account 99887-6.'),
    );
    expect(keyInput()).toHaveValue('rafael@example.com');
  });

  it('a failed read offers a retry that loads the account', async () => {
    signIn('affiliate');
    server.use(http.get('*/api/me/bank-account', () => HttpResponse.json({ message: 'Boom' }, { status: 500 }), { once: true }));
    const { user } = render(<BankAccountStep />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 15_000 }));
    expect(await screen.findByTestId('bank-account-current')).toHaveTextContent(/Saved account/);
  });
});

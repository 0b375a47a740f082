// The shared bank-account form's rules, with the banks from the Node mock and the validate/save
// calls as spies: every rule breaks at its field and keeps the input, the key follows its type's
// mask (phone, CPF, the alphanumeric CNPJ), a type change keeps the other fields, the validate
// call's refusals land at the fields and stop the save, a 400 from the save lands at the fields,
// and a 500 keeps everything typed.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { BankAccount } from '@/api/generated/model/bankAccount';
import type { BankAccountInputBody } from '@/api/generated/model/bankAccountInputBody';
import type { ValidationResult } from '@/api/generated/model/validationResult';
import { render, screen, waitFor } from '@/testing/render';
import { BankAccountForm } from './bank-account-form';

const VALID: ValidationResult = { valid: true, fields: [] };

function setup(value: BankAccount | null = null, onValidate = vi.fn(async (_b: BankAccountInputBody) => VALID)) {
  const onSubmit = vi.fn(async (_b: BankAccountInputBody) => undefined as unknown);
  const view = render(<BankAccountForm value={value} onValidate={onValidate} onSubmit={onSubmit} />);
  const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
  return { ...view, onSubmit, onValidate, input };
}

async function chooseBank(user: ReturnType<typeof setup>['user'], search: string, option: RegExp) {
  const bank = screen.getByLabelText(/^Bank/, { selector: 'input' });
  await user.click(bank);
  await user.type(bank, search);
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

async function chooseKeyType(user: ReturnType<typeof setup>['user'], name: string) {
  await user.click(screen.getByLabelText(/^PIX key type/, { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name, hidden: true }));
}

const save = () => screen.getByRole('button', { name: 'Save bank account' });

describe('BankAccountForm', () => {
  it('shows each rule at its field and sends nothing', async () => {
    const { user, onValidate, input } = setup();
    await user.type(input(/^Branch/), '12a');
    await user.type(input(/^Account number/), '123456789012345');
    await user.click(save());
    expect(await screen.findByText('Choose the bank.')).toBeInTheDocument();
    expect(screen.getByText('Enter the branch: up to 5 digits, optionally a hyphen and the check digit.')).toBeInTheDocument();
    expect(screen.getByText('Enter the account: up to 13 digits, optionally a hyphen and the check digit.')).toBeInTheDocument();
    expect(screen.getByText('Enter the PIX key.')).toBeInTheDocument();
    expect(input(/^Branch/)).toHaveValue('12a');
    expect(input(/^Account number/)).toHaveValue('123456789012345');
    expect(onValidate).not.toHaveBeenCalled();
  });

  it('finds a bank by code or name and sends the bare, API form of each field', async () => {
    const { user, onValidate, onSubmit, input } = setup();
    await chooseBank(user, 'nu pag', /^260 – Nubank/);
    expect(input(/^Bank/)).toHaveValue('260 – Nubank');
    await user.type(input(/^Branch/), '0001');
    await user.type(input(/^Account number/), '12345678-9');
    await chooseKeyType(user, 'Phone');
    await user.type(input(/^PIX key\s*\*?$/), '11987654321');
    expect(input(/^PIX key\s*\*?$/)).toHaveValue('(11) 9 8765-4321');
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const body = { bankCode: '260', accountAgency: '0001', accountNumber: '12345678-9', pixKeyType: 'phone', pixKey: '+5511987654321' };
    expect(onValidate).toHaveBeenCalledWith(body);
    expect(onSubmit).toHaveBeenCalledWith(body);
  });

  it.each([
    ['CPF', '52998224724', 'Enter a valid CPF.', '52998224725', '529.982.247-25', '52998224725'],
    ['CNPJ', 'Q0SLFMBD7VX438', 'Enter a valid CNPJ (numeric or alphanumeric).', 'q0slfmbd7vx439', 'Q0.SLF.MBD/7VX4-39', 'Q0SLFMBD7VX439'],
    ['Phone', '1134567890', 'Enter a Brazilian mobile number: (99) 9 9999-9999.', '11987654321', '(11) 9 8765-4321', '+5511987654321'],
    ['E-mail', 'ana@', 'Enter a valid e-mail address.', 'ana@example.com', 'ana@example.com', 'ana@example.com'],
    [
      'Random key',
      '71c7d9be-4b85-4e43',
      'Enter the random key as it was given to you (a UUID).',
      '71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d',
      '71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d',
      '71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d',
    ],
  ])('a %s key is checked as one (bad: message at the field, input kept; good: sent)', async (type, bad, message, good, shown, sent) => {
    const account: BankAccount = {
      BankCode: '341',
      Bank: { Code: '341', ShortName: 'Itaú', Name: 'Itaú Unibanco S.A.' },
      AccountAgency: '1234',
      AccountNumber: '99887-6',
      PixKeyType: 'email',
      PixKey: 'old@example.com',
    };
    const { user, onSubmit, input } = setup(account);
    await chooseKeyType(user, type);
    const key = input(/^PIX key\s*\*?$/);
    await user.clear(key);
    await user.type(key, bad);
    const typed = (key as HTMLInputElement).value;
    await user.click(save());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input(/^PIX key\s*\*?$/)).toHaveValue(typed);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(input(/^PIX key\s*\*?$/));
    await user.type(input(/^PIX key\s*\*?$/), good);
    expect(input(/^PIX key\s*\*?$/)).toHaveValue(shown);
    await user.click(save());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ bankCode: '341', accountAgency: '1234', pixKey: sent })),
    );
  });

  it("changing the key type drops a key that no longer fits, brings a type's key back, and keeps the other fields", async () => {
    const { user, input } = setup();
    await user.type(input(/^Branch/), '0001');
    await chooseKeyType(user, 'CPF');
    await user.type(input(/^PIX key\s*\*?$/), '52998224725');
    expect(input(/^PIX key\s*\*?$/)).toHaveValue('529.982.247-25');
    await chooseKeyType(user, 'Phone');
    expect(input(/^PIX key\s*\*?$/)).toHaveValue('');
    await user.type(input(/^PIX key\s*\*?$/), '11987654321');
    await chooseKeyType(user, 'E-mail');
    expect(input(/^PIX key\s*\*?$/)).toHaveValue('');
    await user.type(input(/^PIX key\s*\*?$/), 'ana@example.com');
    await chooseKeyType(user, 'CNPJ');
    expect(input(/^PIX key\s*\*?$/)).toHaveValue('');
    await chooseKeyType(user, 'CPF');
    expect(input(/^PIX key\s*\*?$/)).toHaveValue('529.982.247-25');
    await chooseKeyType(user, 'Phone');
    expect(input(/^PIX key\s*\*?$/)).toHaveValue('(11) 9 8765-4321');
    expect(input(/^Branch/)).toHaveValue('0001');
  });

  it("shows the validate call's refusals at their fields and does not save", async () => {
    const onValidate = vi.fn(async () => ({
      valid: false,
      fields: [
        { field: 'pixKey', message: 'The CPF key must be your own CPF' },
        { field: 'bankCode', message: 'Unknown bank' },
      ],
    }));
    const { user, onSubmit, input } = setup(null, onValidate);
    await chooseBank(user, '260', /^260 – Nubank/);
    await user.type(input(/^Branch/), '0001');
    await user.type(input(/^Account number/), '123-4');
    await chooseKeyType(user, 'CPF');
    await user.type(input(/^PIX key\s*\*?$/), '52998224725');
    await user.click(save());
    expect(await screen.findByText('A CPF key must be the CPF of the account holder.')).toBeInTheDocument();
    expect(screen.getByText('This bank is not in the list of accepted banks.')).toBeInTheDocument();
    expect(screen.getByTestId('bank-account-refused')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input(/^PIX key\s*\*?$/)).toHaveValue('529.982.247-25');
  });

  it('a 400 from the save lands at the field; a 500 is a notice; the input stays', async () => {
    const account: BankAccount = {
      BankCode: '260',
      Bank: { Code: '260', ShortName: 'Nubank', Name: 'Nu Pagamentos S.A.' },
      AccountAgency: '0001',
      AccountNumber: '12345678-9',
      PixKeyType: 'phone',
      PixKey: '+5511987654321',
    };
    const { user, onSubmit, input } = setup(account);
    expect(input(/^PIX key\s*\*?$/)).toHaveValue('(11) 9 8765-4321');
    onSubmit.mockRejectedValueOnce(
      new ApiError('http', 400, { message: 'Invalid', fields: [{ field: 'accountNumber', message: 'Invalid account number' }] }, 'Invalid'),
    );
    await user.clear(input(/^Account number/));
    await user.type(input(/^Account number/), '555-1');
    await user.click(save());
    expect(await screen.findByText('Enter the account: up to 13 digits, optionally a hyphen and the check digit.')).toBeInTheDocument();
    expect(input(/^Account number/)).toHaveValue('555-1');

    onSubmit.mockRejectedValueOnce(new ApiError('http', 500, { message: 'Boom' }, 'Boom'));
    await user.click(save());
    expect(await screen.findByText('Something went wrong. Try again in a moment.')).toBeInTheDocument();
    expect(input(/^Account number/)).toHaveValue('555-1');
    expect(input(/^PIX key\s*\*?$/)).toHaveValue('(11) 9 8765-4321');
  });
});

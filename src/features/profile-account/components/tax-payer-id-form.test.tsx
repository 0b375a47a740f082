// The CPF form: the mask as typed, the check digits (by @brazilian-utils) at the field with the
// text kept, another account's CPF (409) at the field, then a save that turns it read-only.
import { formatCpf } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { getProfile } from '@/api/generated/endpoints/profile/profile';
import { useSession } from '@/lib/session';
import { render, screen, signIn } from '@/testing/render';
import { TaxPayerIdForm } from './tax-payer-id-form';

function Subject() {
  const { user } = useSession();
  return user ? <TaxPayerIdForm user={user} canEdit /> : null;
}

describe('TaxPayerIdForm', () => {
  it('shows a registered CPF masked and read-only', async () => {
    signIn('affiliate');
    const cpf = (await getProfile()).TaxPayerId ?? '';
    render(<Subject />);
    const field = await screen.findByTestId('cpf-registered');
    expect(field).toHaveValue(formatCpf(cpf));
    expect(field).toHaveAttribute('readonly');
  }, 60_000);

  it('masks, checks the digits, refuses a CPF in use and saves', async () => {
    signIn('affiliate');
    const taken = formatCpf((await getProfile()).TaxPayerId ?? '');
    signIn('newbie');
    const { user } = render(<Subject />);
    const field = await screen.findByRole('textbox', { name: /CPF/ });
    const save = () => user.click(screen.getByRole('button', { name: 'Save CPF' }));
    await save();
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await user.type(field, '12345678900');
    expect(field).toHaveValue('123.456.789-00');
    await save();
    expect(await screen.findByText('Enter a valid CPF.')).toBeInTheDocument();
    expect(field).toHaveValue('123.456.789-00');
    await user.clear(field);
    await user.type(field, taken.replace(/\D/g, ''));
    await save();
    expect(await screen.findByText('This CPF belongs to another account.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '52998224725');
    await save();
    expect(await screen.findByTestId('cpf-registered')).toHaveValue('529.982.247-25');
  }, 60_000);
});

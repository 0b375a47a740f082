// The individual step against the Node mock: the CPF rule (check digits) at the field with the
// typed text kept, required names, then a valid CPF saved; a 409 lands on the CPF field.
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '@mocks/db/demo-accounts';
import { getStore } from '@mocks/runtime';
import { getProfile } from '@/api/generated/endpoints/profile/profile';
import { render, screen, signIn, waitFor } from '@/testing/render';
import { IndividualStep } from './individual-step';

async function renderAs(id: number) {
  signIn(id);
  const user = await getProfile();
  return render(<IndividualStep user={user} canEdit />);
}

describe('IndividualStep', () => {
  it('refuses a wrong CPF and empty names at the fields, keeps the text, then saves', async () => {
    getStore().update('users', DEMO_IDS.newbie, { TaxPayerId: null });
    const { user } = await renderAs(DEMO_IDS.newbie);
    const cpf = screen.getByLabelText(/^CPF/, { selector: 'input' });
    const first = screen.getByLabelText(/^First name/, { selector: 'input' });
    await user.clear(first);
    await user.type(cpf, '52998224724');
    await user.click(screen.getByRole('button', { name: 'Save personal data' }));
    expect(await screen.findByText('Enter a valid CPF (999.999.999-99).')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(cpf).toHaveValue('529.982.247-24');
    await user.type(first, 'Lucas');
    await user.clear(cpf);
    await user.type(cpf, '52998224725');
    await user.click(screen.getByRole('button', { name: 'Save personal data' }));
    await waitFor(() => expect(getStore().db.users.get(DEMO_IDS.newbie)?.TaxPayerId).toBe('52998224725'));
    expect(screen.queryByText('Enter a valid CPF (999.999.999-99).')).not.toBeInTheDocument();
  });

  it('shows a CPF of another account at the field (409)', async () => {
    const taken = getStore().db.users.get(DEMO_IDS.admin)?.TaxPayerId as string;
    getStore().update('users', DEMO_IDS.newbie, { TaxPayerId: null });
    const { user } = await renderAs(DEMO_IDS.newbie);
    const cpf = screen.getByLabelText(/^CPF/, { selector: 'input' });
    await user.type(cpf, taken);
    await user.click(screen.getByRole('button', { name: 'Save personal data' }));
    expect(await screen.findByText('This CPF belongs to another account.')).toBeInTheDocument();
    expect(cpf).toHaveValue(`${taken.slice(0, 3)}.${taken.slice(3, 6)}.${taken.slice(6, 9)}-${taken.slice(9)}`);
  });
});

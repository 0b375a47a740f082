// payment-create against the Node mock: defaults, the rules at the fields (decimals, empty
// username, reason length, zero; the typed future date is in the e2e spec), the unknown partner
// at its field, success closes and the payment is in the store for the partner.
import { describe, expect, it, vi } from 'vitest';
import { DEMO_IDS } from '@mocks/db/demo-accounts';
import { getStore } from '@mocks/runtime';
import { render, screen, signIn, waitFor } from '@/testing/render';
import { PaymentCreateModal } from './payment-create-modal';

function open() {
  // The form's "today" is the browser's; the Node mock's clock is frozen on the seed day.
  getStore().clock.set(new Date());
  signIn('admin');
  const onClose = vi.fn();
  const view = render(<PaymentCreateModal onClose={onClose} />);
  const box = (name: string) =>
    screen.getByRole(name === 'Status' || name === 'Category' ? 'combobox' : 'textbox', { name: new RegExp(`^${name}`) });
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Create payment' }));
  return { ...view, onClose, box, submit };
}

describe('PaymentCreateModal', { timeout: 60_000 }, () => {
  it('starts with Pending, person and today, and shows every rule at its field', async () => {
    const { user, box, submit, onClose } = open();
    expect(box('Status')).toHaveValue('pending');
    expect(box('Category')).toHaveValue('Person');
    expect(box('Date')).not.toHaveValue('');
    await user.type(box('Amount'), '12.345');
    await user.click(box('Reason'));
    await user.paste('x'.repeat(129));
    await submit();
    expect(await screen.findByText('This field is required.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Use at most 2 decimals.')).toBeInTheDocument();
    expect(screen.getByText('Use at most 128 characters.')).toBeInTheDocument();
    await user.clear(box('Amount'));
    await user.type(box('Amount'), '0');
    await submit();
    expect(await screen.findByText('Enter an amount greater than zero.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the unknown partner at its field, keeps the input, then creates for a known one', async () => {
    const { user, box, submit, onClose } = open();
    await user.type(box('Partner username'), 'nobody_at_all');
    await user.type(box('Amount'), '99,90');
    await submit();
    expect(await screen.findByText('No partner with this username', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(box('Amount')).toHaveValue('99,90');
    await user.clear(box('Partner username'));
    await user.type(box('Partner username'), 'affiliate');
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 10_000 });
    const mine = getStore().ownedBy('payments', DEMO_IDS.affiliate);
    expect(mine.some((p) => p.Amount === 99.9 && p.Status === 'Pending' && p.Category === 'person')).toBe(true);
  });
});

// Password change through the mock identity provider: sign-up's rules at the fields (length,
// matching), "different from the current one", a wrong current password at its field with the
// input kept, then a change that the next sign-in needs.
import { describe, expect, it } from 'vitest';
import { signIn as apiSignIn } from '@/api/generated/endpoints/auth/auth';
import { render, screen, signIn, waitFor } from '@/testing/render';
import { PasswordChangeForm } from './password-change-form';

describe('PasswordChangeForm', () => {
  it('checks the rules at the fields, refuses a wrong current password, then changes it', async () => {
    signIn('affiliate');
    const { user } = render(<PasswordChangeForm />);
    const current = screen.getByLabelText(/Current password/);
    const next = screen.getByLabelText(/^New password/);
    const confirm = screen.getByLabelText(/Confirm the new password/);
    const submit = () => user.click(screen.getByRole('button', { name: 'Change password' }));

    await submit();
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    await user.type(current, 'demo1234');
    await user.type(next, 'abc');
    await user.type(confirm, 'abd');
    await submit();
    expect(await screen.findByText('Use at least 6 characters.')).toBeInTheDocument();
    await user.clear(next);
    await user.type(next, 'demo1234');
    await user.clear(confirm);
    await user.type(confirm, 'other-pass');
    await submit();
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    await user.clear(confirm);
    await user.type(confirm, 'demo1234');
    await submit();
    expect(await screen.findByText('Choose a password different from the current one.')).toBeInTheDocument();

    await user.clear(current);
    await user.type(current, 'wrong-one');
    await user.clear(next);
    await user.type(next, 'Nova-senha-2026');
    await user.clear(confirm);
    await user.type(confirm, 'Nova-senha-2026');
    await submit();
    expect(await screen.findByText('The current password is wrong.')).toBeInTheDocument();
    expect(next).toHaveValue('Nova-senha-2026');

    await user.clear(current);
    await user.type(current, 'demo1234');
    await submit();
    expect(await screen.findByText(/Password changed/)).toBeInTheDocument();
    await waitFor(() => expect(current).toHaveValue(''));
    await expect(apiSignIn({ login: 'affiliate', password: 'Nova-senha-2026' })).resolves.toHaveProperty('token');
  }, 60_000);
});

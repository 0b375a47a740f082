import { describe, expect, it, vi } from 'vitest';
import { getStore } from '@mocks/runtime';
import { render, screen } from '@/testing/render';
import { CodeSignInForm } from './code-sign-in-form';

async function sendCode(email: string) {
  const onSignedIn = vi.fn();
  const view = render(<CodeSignInForm onSignedIn={onSignedIn} />, { route: '/auth?step=code' });
  await view.user.type(screen.getByLabelText('E-mail'), email);
  await view.user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByLabelText('Code');
  return { ...view, onSignedIn };
}

describe('CodeSignInForm', () => {
  it('sends a code, takes 123456 and signs the owner of the e-mail in', async () => {
    const { user, onSignedIn } = await sendCode('affiliate@example.com');
    expect(screen.getByRole('status')).toHaveTextContent('We sent a code to affiliate@example.com.');
    expect(screen.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce(), { timeout: 5000 });
    expect(getStore().userForToken(onSignedIn.mock.calls[0]![0].token)?.Username).toBe('affiliate');
  });

  it('refuses a wrong code and keeps it for correction', async () => {
    const { user, onSignedIn } = await sendCode('affiliate@example.com');
    await user.type(screen.getByLabelText('Code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is not valid or has expired.');
    expect(screen.getByLabelText('Code')).toHaveValue('654321');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('asks for the 6 digits before calling', async () => {
    const { user } = await sendCode('affiliate@example.com');
    await user.type(screen.getByLabelText('Code'), '12a');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter the 6 digits of the code.')).toBeInTheDocument();
  });

  it('refuses an account under review with the sign-in message', async () => {
    const { user } = await sendCode('review@example.com');
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is under review.');
  });

  it('goes back to the e-mail, keeping it', async () => {
    const { user } = await sendCode('affiliate@example.com');
    await user.click(screen.getByRole('button', { name: 'Use another e-mail' }));
    expect(screen.getByLabelText('E-mail')).toHaveValue('affiliate@example.com');
  });

  it('checks the e-mail before sending', async () => {
    const { user } = render(<CodeSignInForm onSignedIn={vi.fn()} />);
    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
  });
});

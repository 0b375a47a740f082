import { describe, expect, it } from 'vitest';
import { render, screen } from '@/testing/render';
import { PasswordResetForm } from './password-reset-form';

describe('PasswordResetForm', () => {
  it('asks the identity provider for the e-mail and says what happens next', async () => {
    const { user } = render(<PasswordResetForm initialEmail="affiliate@example.com" />);
    expect(screen.getByLabelText('E-mail')).toHaveValue('affiliate@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account uses affiliate@example.com, a link');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth?step=signin');
  });

  it('checks the e-mail first', async () => {
    const { user } = render(<PasswordResetForm />);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
  });
});

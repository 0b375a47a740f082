// Where no identity provider is configured, the code and reset steps say so (no fake success).
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@/testing/render';
import { CodeSignInForm } from './code-sign-in-form';
import { PasswordResetForm } from './password-reset-form';

vi.mock('@/lib/identity/select-identity-provider', () => ({
  identityProviderAvailable: false,
  withIdentityProvider: () => Promise.reject(new Error('not configured')),
}));

describe('without an identity provider', () => {
  it('the code sign-in explains it is not available here', () => {
    render(<CodeSignInForm onSignedIn={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Signing in with an e-mail code is not available here.');
    expect(screen.queryByRole('button', { name: 'Send code' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in with your password' })).toBeInTheDocument();
  });

  it('the password reset explains it is not available here', () => {
    render(<PasswordResetForm />);
    expect(screen.getByRole('status')).toHaveTextContent('Password reset by e-mail is not available here.');
    expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();
  });
});

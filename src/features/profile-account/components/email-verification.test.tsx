// E-mail verification: the code is sent on a click, a short or wrong code shows at the field
// with the typed code kept, the right one marks the e-mail verified.
import { describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_CODE } from '@mocks/handlers/profile';
import { useSession } from '@/lib/session';
import { render, screen, signIn } from '@/testing/render';
import { EmailVerification } from './email-verification';

function Subject() {
  const { user } = useSession();
  return user ? <EmailVerification user={user} canEdit /> : null;
}

describe('EmailVerification', () => {
  it('sends a code, refuses a wrong one at the field, accepts the right one', async () => {
    signIn('newbie');
    const { user } = render(<Subject />);
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByTestId('email-code-sent')).toHaveTextContent(/We sent a code to/);
    const code = screen.getByRole('textbox', { name: /Verification code/ });
    const verify = () => user.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    await user.type(code, '123');
    await verify();
    expect(await screen.findByText('Use at least 6 characters.')).toBeInTheDocument();
    await user.type(code, '999');
    await verify();
    expect(await screen.findByText('This code is wrong or expired. Check it or send a new one.')).toBeInTheDocument();
    expect(code).toHaveValue('123999');
    await user.clear(code);
    await user.type(code, EMAIL_VERIFICATION_CODE);
    await verify();
    expect(await screen.findByText('Verified')).toBeInTheDocument();
  }, 60_000);
});

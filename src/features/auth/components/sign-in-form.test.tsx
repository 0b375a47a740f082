import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { render, screen, waitFor } from '@/testing/render';
import { SignInForm } from './sign-in-form';

async function signIn(login: string, password: string) {
  const onSignedIn = vi.fn();
  const view = render(<SignInForm onSignedIn={onSignedIn} />, { route: '/auth' });
  await view.user.type(screen.getByLabelText('Username or e-mail'), login);
  await view.user.type(screen.getByLabelText('Password'), password);
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
  return { ...view, onSignedIn };
}

describe('SignInForm', () => {
  it('signs a demo partner in and hands over the token record', async () => {
    const { onSignedIn } = await signIn('affiliate', 'demo1234');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(onSignedIn.mock.calls[0]![0]).toMatchObject({ type: 'bearer', token: expect.stringMatching(/^mock\.1\./) });
  });

  it('checks the fields before calling: login required, password at least 6', async () => {
    const { user, onSignedIn } = await signIn('affiliate', '123');
    expect(await screen.findByText('Use at least 6 characters.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Username or e-mail'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('announces a password in error (aria-invalid), as the username field', async () => {
    const { user } = await signIn('affiliate', '123');
    expect(await screen.findByText('Use at least 6 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Username or e-mail')).not.toHaveAttribute('aria-invalid');
    await user.clear(screen.getByLabelText('Username or e-mail'));
    await user.type(screen.getByLabelText('Password'), '456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid'));
    expect(screen.getByLabelText('Username or e-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a wrong password and keeps what was typed', async () => {
    await signIn('affiliate', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid user or password.');
    expect(screen.getByLabelText('Username or e-mail')).toHaveValue('affiliate');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
  });

  it('says an account under review is under review', async () => {
    await signIn('review', 'demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is under review.');
  });

  it('says until when a banned account is banned', async () => {
    await signIn('banned', 'demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent(/This account is banned until \w+ \d{1,2}, \d{4}\./);
  });

  it('locks after 5 failures in a row and says when to try again', async () => {
    let answered = 0;
    const count = ({ request }: { request: Request }) => void (request.url.endsWith('/api/auth/signin') && (answered += 1));
    server.events.on('response:mocked', count);
    try {
      const { user } = await signIn('newbie', 'wrong-1');
      for (let i = 1; i < 5; i += 1) {
        await waitFor(() => expect(answered).toBe(i));
        expect(await screen.findByRole('alert')).toHaveTextContent('Invalid user or password.');
        await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
        await user.click(screen.getByRole('button', { name: 'Sign in' }));
      }
      await waitFor(() => expect(answered).toBe(5));
      expect(await screen.findByRole('alert')).toHaveTextContent(/Too many failed attempts\. Try again after \d{1,2}:\d{2}/);
    } finally {
      server.events.removeListener('response:mocked', count);
    }
  });

  it('shows the not-approved refusal', async () => {
    server.use(
      http.post('*/api/auth/signin', () => HttpResponse.json({ message: 'Account not approved', reason: 'not_approved' }, { status: 403 })),
    );
    await signIn('someone', 'demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account has not been approved.');
  });

  it('explains a network failure and keeps the input', async () => {
    server.use(http.post('*/api/auth/signin', () => HttpResponse.error()));
    await signIn('affiliate', 'demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server.');
    expect(screen.getByLabelText('Username or e-mail')).toHaveValue('affiliate');
    expect(screen.getByLabelText('Password')).toHaveValue('demo1234');
  });

  it('links to the other steps, keeping am and bta, and offers a typed e-mail to the reset', async () => {
    const { user } = render(<SignInForm onSignedIn={vi.fn()} />, { route: '/auth?am=7&bta=x1' });
    await user.type(screen.getByLabelText('Username or e-mail'), 'me@example.com');
    expect(screen.getByRole('link', { name: 'Become a partner' })).toHaveAttribute('href', '/auth?step=signup&am=7&bta=x1');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/auth?step=reset&am=7&bta=x1');
    expect(screen.getByRole('link', { name: 'Sign in with an e-mail code' })).toHaveAttribute('href', '/auth?step=code&am=7&bta=x1');
  });
});

import { describe, expect, it } from 'vitest';
import { LocationProbe, render, screen, signIn } from '@/testing/render';
import { AuthRoute } from './auth';

const renderAuth = (route: string) =>
  render(<AuthRoute />, { route, path: '/auth', routes: [{ path: '/dashboard', element: <LocationProbe /> }] });

describe('/auth', () => {
  it('opens on the sign-in step by default, with the language switch in reach', async () => {
    renderAuth('/auth');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the partner portal' })).toBeInTheDocument();
    // Two switches, one per width (CSS shows one): full names, and EN/PT on phones.
    const switches = screen.getAllByRole('radiogroup', { name: 'Language' });
    expect(switches.map((s) => s.textContent)).toEqual(['EnglishPortuguêsEspañol', 'ENPTES']);
    expect(screen.getByText('Version 6.2.5')).toBeInTheDocument();
  });

  it.each([
    ['signup', 'Become a partner'],
    ['code', 'Sign in with a code'],
    ['reset', 'Reset your password'],
    ['nonsense', 'Sign in to the partner portal'],
  ])('step=%s shows "%s"', async (step, heading) => {
    renderAuth(`/auth?step=${step}`);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('sends a signed-in user on to /dashboard', async () => {
    signIn('affiliate');
    renderAuth('/auth?step=signup');
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('signs in, stores the token and goes to /dashboard', async () => {
    const { user } = renderAuth('/auth');
    await user.type(await screen.findByLabelText('Username or e-mail'), 'newbie');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(localStorage.getItem('token')).toMatch(/^mock\.2\./);
  });
});

import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { render, screen, waitFor } from '@/testing/render';
import { SignUpForm } from './sign-up-form';

const valid = {
  Username: 'maria_nova',
  'First name': 'Maria',
  'Last name': 'Nova',
  'E-mail': 'maria.nova@example.com',
  CPF: '52998224725',
  Password: 'segredo1',
  'Confirm password': 'segredo1',
};

function setup(route = '/auth?step=signup') {
  const params = new URLSearchParams(route.split('?')[1]);
  return render(<SignUpForm am={params.get('am') ?? ''} bta={params.get('bta') ?? ''} />, { route });
}

async function fill(user: ReturnType<typeof setup>['user'], values: Partial<typeof valid>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    await user.type(input, value);
  }
}

describe('SignUpForm', () => {
  it('says as you type whether the username is free', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Username'), 'affiliate');
    expect(await screen.findByText('This username is already taken.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'maria_nova');
    expect(await screen.findByText('“maria_nova” is available.')).toBeInTheDocument();
    expect(screen.queryByText('This username is already taken.')).not.toBeInTheDocument();
  });

  it('masks the CPF as 999.999.999-99', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('CPF'), '52998224725');
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');
  });

  it('checks the register rules before calling', async () => {
    const { user } = setup();
    await fill(user, { ...valid, Username: 'maria nova', CPF: '12345678900', 'Confirm password': 'segredo2' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Use only letters, digits and underscore.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid CPF.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
  });

  it('announces the password fields in error (aria-invalid), as the other fields', async () => {
    const { user } = setup();
    await fill(user, { ...valid, Password: 'abc' });
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
    await fill(user, { Password: 'segredo1', 'Confirm password': 'segredo2' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('creates the account, passes am and bta on, and says it is under review', async () => {
    let body: Record<string, unknown> | undefined;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/api/auth/signup')) body = (await request.clone().json()) as Record<string, unknown>;
    });
    const { user } = setup('/auth?step=signup&am=42&bta=summer');
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Account created')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your account is under review.');
    expect(body).toMatchObject({ username: 'maria_nova', taxPayerId: '529.982.247-25', am: '42', bta: 'summer' });
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/auth?step=signin&am=42&bta=summer');
    server.events.removeAllListeners();
  });

  it('marks data already in use (409) at its field and keeps every input', async () => {
    const { user } = setup();
    await fill(user, { ...valid, 'E-mail': 'affiliate@example.com' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some of this data is already used by another account.');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(expect.stringContaining('Already used by another account.'));
    expect(screen.getByLabelText('Username')).toHaveValue('maria_nova');
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText('Password')).toHaveValue('segredo1');
  });

  it('shows the server’s per-field messages on a 400 and keeps every input', async () => {
    server.use(
      http.post('*/api/auth/signup', () =>
        HttpResponse.json(
          { message: 'Check your data', reason: 'validation', fields: [{ field: 'lastName', message: 'Last name not accepted' }] },
          { status: 400 },
        ),
      ),
    );
    const { user } = setup();
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Check your data and try again.');
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription(expect.stringContaining('Last name not accepted'));
    await waitFor(() => expect(screen.getByLabelText('Last name')).toHaveFocus());
    expect(screen.getByLabelText('First name')).toHaveValue('Maria');
  });

  it('does not send a username it already knows is taken', async () => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => void (request.url.endsWith('/api/auth/signup') && (calls += 1)));
    const { user } = setup();
    await fill(user, { ...valid, Username: 'affiliate' });
    expect(await screen.findByText('This username is already taken.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveFocus());
    expect(calls).toBe(0);
    server.events.removeAllListeners();
  });

  it('explains a network failure and keeps every input', async () => {
    server.use(http.post('*/api/auth/signup', () => HttpResponse.error()));
    const { user } = setup();
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server.');
    expect(screen.getByLabelText('E-mail')).toHaveValue('maria.nova@example.com');
  });
});

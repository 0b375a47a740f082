// The e-mail change against the Node mock (issue 17): the address checked at the field, the
// step-up (password: the affiliate has no two-factor sign-in) before the API's "taken" refusal at
// the field with the text kept, then a change that shows the new address; a 500 keeps the input.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { getProfile } from '@/api/generated/endpoints/profile/profile';
import { useSession } from '@/lib/session';
import { render, screen, waitFor, within } from '@/testing/render';
import { EmailChangeForm } from './email-change-form';

function Harness() {
  const { user } = useSession();
  return user ? <EmailChangeForm key={user.Email} user={user} /> : null;
}

const slow = { timeout: 15_000 };

describe('EmailChangeForm', () => {
  it('checks the address at the field, asks the step-up, shows "taken" at the field, then changes it', async () => {
    const { user } = render(<Harness />, { as: 'affiliate' });
    const input = () => screen.getByRole('textbox', { name: /New e-mail/ });
    const submit = () => user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(await screen.findByTestId('email-current')).toHaveTextContent('affiliate@example.com');

    await submit();
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await user.type(input(), 'not-an-address');
    await submit();
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    await user.clear(input());
    await user.type(input(), 'AFFILIATE@example.com');
    await submit();
    expect(await screen.findByText('This is already your e-mail.')).toBeInTheDocument();

    await user.clear(input());
    await user.type(input(), 'newbie@example.com');
    await submit();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' }, slow);
    await user.type(within(dialog).getByLabelText('Password'), 'demo1234');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and save' }));
    expect(await screen.findByText('This e-mail belongs to another account.', undefined, slow)).toBeInTheDocument();
    expect(input()).toHaveValue('newbie@example.com');

    // The step-up holds for 5 minutes: the next try goes straight through.
    await user.clear(input());
    await user.type(input(), 'mariana.nova@example.com');
    await submit();
    await waitFor(() => expect(screen.getByTestId('email-current')).toHaveTextContent('mariana.nova@example.com'), slow);
    expect((await getProfile()).Email).toBe('mariana.nova@example.com');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 60_000);

  it('keeps what was typed when the API fails', async () => {
    server.use(
      http.put('*/api/me/email', () => HttpResponse.json({ message: 'Boom', reason: 'internal' }, { status: 500 }), { once: true }),
    );
    const { user } = render(<Harness />, { as: 'newbie' });
    const input = await screen.findByRole('textbox', { name: /New e-mail/ });
    await user.type(input, 'lucas.novo@example.com');
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(await screen.findByTestId('email-change-failure', undefined, slow)).toHaveTextContent('What you typed is kept');
    expect(input).toHaveValue('lucas.novo@example.com');
  }, 30_000);
});

// The signing secret card against the Node mock (issue 20): a partner without a secret creates
// one and sees it once; a rotation asks for the grace period, shows the new secret once, then only
// its last four characters and the old one's end of grace. A failed rotation says so and shows none.
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { render, screen, waitFor, within } from '@/testing/render';
import { SigningSecretCard } from './signing-secret-card';

describe('SigningSecretCard', () => {
  it('creates a secret and shows it once', async () => {
    const view = render(<SigningSecretCard canEdit />, { as: 'newbie' });
    expect(await screen.findByText(/No signing secret yet/)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Create signing secret' }));
    const shown = await screen.findByTestId('postback-secret-shown');
    const secret = within(shown).getByText(/^pbs_/).textContent!;
    expect(secret).toMatch(/^pbs_[A-Za-z0-9_-]{43}$/);
    expect(screen.getByTestId('postback-secret-state')).toHaveTextContent(`Secret ending in ${secret.slice(-4)}`);
    await view.user.click(within(shown).getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByText(secret)).toBeNull();
    expect(document.body.textContent).not.toContain(secret);
  }, 60_000);

  it('rotates with a grace period: the old one signs until then', async () => {
    const view = render(<SigningSecretCard canEdit />, { as: 'affiliate' });
    await screen.findByTestId('postback-secret-state');
    await view.user.click(screen.getByRole('button', { name: 'Rotate secret' }));
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Keep the old secret signing for' }), '168');
    await view.user.click(screen.getByRole('button', { name: 'Make a new secret' }));
    await screen.findByTestId('postback-secret-shown');
    await waitFor(() =>
      expect(screen.getByTestId('postback-secret-state')).toHaveTextContent(/The previous secret \(ending in .{4}\) also signs until/),
    );
  }, 60_000);

  it('a failed rotation shows the error and no secret', async () => {
    server.use(
      http.post('*/api/me/postback/signing-secret', () => HttpResponse.json({ message: 'boom', reason: 'internal' }, { status: 500 }), {
        once: true,
      }),
    );
    const view = render(<SigningSecretCard canEdit />, { as: 'affiliate' });
    await screen.findByTestId('postback-secret-state');
    await view.user.click(screen.getByRole('button', { name: 'Rotate secret' }));
    await view.user.click(screen.getByRole('button', { name: 'Make a new secret' }));
    expect(await screen.findByText('Something went wrong. Try again in a moment.')).toBeInTheDocument();
    expect(screen.queryByTestId('postback-secret-shown')).toBeNull();
    expect(screen.getByRole('button', { name: 'Make a new secret' })).toBeInTheDocument(); // still asking: nothing lost
  }, 60_000);
});

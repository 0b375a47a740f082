// "Log in as" on the partner page, against the Node mock: the reason is required at its field
// (no window opens without it); with one, the partner's session is written to storage and the
// new window sent to the overview, the dialog waits, and closing the window restores storage.
// Without admin:partners:login nothing is rendered.
import { describe, expect, it, vi } from 'vitest';
import { DEMO_IDS } from '@mocks/db/demo-accounts';
import { render, screen, signIn, waitFor, within } from '@/testing/render';
import { PartnerLoginAs } from './partner-login-as';

const partner = { ID: DEMO_IDS.affiliate, FirstName: 'Mariana', LastName: 'Costa', Email: 'affiliate@example.com', Username: 'affiliate' };

describe('PartnerLoginAs', { timeout: 60_000 }, () => {
  it('requires a reason, then logs in as the partner in a new window and restores storage after', async () => {
    signIn('admin');
    const adminToken = localStorage.getItem('token');
    const fake = { closed: false, location: { replace: vi.fn() }, close: vi.fn(() => (fake.closed = true)) };
    const openSpy = vi.spyOn(window, 'open').mockReturnValue(fake as unknown as Window);
    try {
      const { user } = render(<PartnerLoginAs partner={partner} />);
      await user.click(await screen.findByRole('button', { name: 'Log in as' }, { timeout: 10_000 }));
      const dialog = await screen.findByRole('dialog', { name: 'Log in as affiliate' });
      await user.click(within(dialog).getByRole('button', { name: 'Log in as affiliate' }));
      expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
      expect(openSpy).not.toHaveBeenCalled();

      await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Ticket 4821: wallet check');
      await user.click(within(dialog).getByRole('button', { name: 'Log in as affiliate' }));
      expect(await screen.findByText('Logged in as affiliate in another window', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(openSpy).toHaveBeenCalledTimes(1);
      expect(fake.location.replace).toHaveBeenCalledWith('/dashboard/overview');
      expect(localStorage.getItem('token')).toMatch(new RegExp(`^mock\\.${DEMO_IDS.affiliate}\\.`));

      fake.closed = true;
      expect(await screen.findByText('You are back in your own account.', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(localStorage.getItem('token')).toBe(adminToken);
    } finally {
      openSpy.mockRestore();
    }
  });

  it('is not rendered without admin:partners:login', async () => {
    signIn('analyst');
    render(
      <>
        <PartnerLoginAs partner={partner} />
        <span>ready</span>
      </>,
    );
    await screen.findByText('ready');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Log in as' })).toBeNull());
    // The session has loaded (so the check was made on the analyst's real permissions).
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('button', { name: 'Log in as' })).toBeNull();
  });
});

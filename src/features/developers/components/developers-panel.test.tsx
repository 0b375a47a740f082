// The Developers page body against the Node mock (issue 20): a new key is shown once (the curl
// examples use it until it is dismissed, then the placeholder), bad input is told at its field and
// kept, a 500 keeps what was typed, and a revoke asks first.
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { render, screen, waitFor, within } from '@/testing/render';
import { DevelopersPanel } from './developers-panel';

describe('DevelopersPanel', () => {
  it('creates a key and shows it once; the examples use it, then the placeholder', async () => {
    const view = render(<DevelopersPanel />, { as: 'affiliate' });
    await screen.findAllByTestId('api-key', {}, { timeout: 15_000 });
    await view.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Tracker import');
    await view.user.click(screen.getByRole('checkbox', { name: 'Payments' }));
    await view.user.click(screen.getByRole('button', { name: 'Create key' }));
    const shown = await screen.findByTestId('developers-new-key');
    const key = within(shown).getByText(/^pk_/).textContent!;
    expect(key).toMatch(/^pk_[A-Za-z0-9]{32}$/);
    expect(screen.getByTestId('developers-examples')).toHaveTextContent(`X-API-Key: ${key}`);
    await waitFor(() => expect(screen.getAllByTestId('api-key')[0]).toHaveTextContent('Tracker import'));
    expect(screen.getAllByTestId('api-key')[0]).toHaveTextContent(key.slice(0, 7));
    await view.user.click(within(shown).getByRole('button', { name: 'I have saved it' }));
    expect(document.body.textContent).not.toContain(key);
    expect(screen.getByTestId('developers-examples')).toHaveTextContent('X-API-Key: YOUR_API_KEY');
  }, 60_000);

  it('tells bad input at its field and keeps it; a server error keeps what was typed', async () => {
    const view = render(<DevelopersPanel />, { as: 'affiliate' });
    await screen.findAllByTestId('api-key', {}, { timeout: 15_000 });
    await view.user.click(screen.getByRole('checkbox', { name: 'Reports and statistics' }));
    await view.user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Choose at least one.')).toBeInTheDocument();
    await view.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Kept');
    await view.user.click(screen.getByRole('checkbox', { name: 'Reports and statistics' }));
    server.use(
      http.post('*/api/me/api-keys', () => HttpResponse.json({ message: 'boom', reason: 'internal' }, { status: 500 }), { once: true }),
    );
    await view.user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Something went wrong. Try again in a moment.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Kept');
    expect(screen.queryByTestId('developers-new-key')).toBeNull();
  }, 60_000);

  it('revokes a key after asking', async () => {
    const view = render(<DevelopersPanel />, { as: 'affiliate' });
    const row = (await screen.findAllByTestId('api-key', {}, { timeout: 15_000 })).find((r) => r.textContent?.includes('Payments sync'))!;
    await view.user.click(within(row).getByRole('button', { name: 'Revoke' }));
    await view.user.click(within(row).getByRole('button', { name: 'Yes, revoke' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('api-key').find((r) => r.textContent?.includes('Payments sync'))).toHaveTextContent('Revoked'),
    );
  }, 60_000);
});

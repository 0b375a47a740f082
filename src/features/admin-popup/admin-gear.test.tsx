import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { DEMO_IDS } from '@mocks/db/demo-accounts';
import { getStore } from '@mocks/runtime';
import { render, screen, signIn, waitFor } from '@/testing/render';
import { AdminGear } from './admin-gear';

/** The seeded user with only these permissions. */
function givePermissions(id: number, permissions: string[]) {
  getStore().db.users.get(id)!.Permissions = permissions as never;
}

async function openPopup(locale: 'en-us' | 'es-419' = 'en-us') {
  const view = render(<AdminGear />, { locale });
  const es = locale === 'es-419';
  await view.user.click(await screen.findByRole('button', { name: es ? 'Herramientas de administración' : 'Admin tools' }));
  await screen.findByLabelText(es ? 'Usuario, correo o ID' : 'Username, e-mail or ID');
  return view;
}

function fakeWindow() {
  return {
    closed: false,
    location: { replace: vi.fn() },
    close: vi.fn(function (this: { closed: boolean }) {
      this.closed = true;
    }),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('AdminGear', () => {
  it('renders nothing without admin:partners:login (the analyst)', async () => {
    signIn('analyst');
    const { queryClient } = render(<AdminGear />);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Admin tools' })).toBeNull();
  });

  it('shows the gear for the underscore spelling too', async () => {
    givePermissions(DEMO_IDS.analyst, ['admin_partners_login']);
    signIn('analyst');
    render(<AdminGear />);
    expect(await screen.findByRole('button', { name: 'Admin tools' })).toBeInTheDocument();
  });

  it('searches after the 1 s debounce and shows the fixed not-found text', async () => {
    signIn('admin');
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/partners/search')) calls.push(new URL(request.url).searchParams.get('q') ?? '');
    });
    const { user } = await openPopup();
    await user.type(screen.getByLabelText('Username, e-mail or ID'), 'zzqx-nobody');
    await new Promise((r) => setTimeout(r, 500));
    expect(calls).toEqual([]); // still inside the debounce
    expect(await screen.findByText('Conta nao encontrada', {}, { timeout: 3000 })).toHaveAttribute('lang', 'pt-BR');
    expect(calls).toEqual(['zzqx-nobody']); // one call for the whole word
    server.events.removeAllListeners();
  });

  it('shows the fixed toast when the search fails', async () => {
    signIn('admin');
    server.use(
      http.get('*/api/management/partners/search', () => HttpResponse.json({ message: 'boom', reason: 'internal' }, { status: 500 })),
    );
    const { user } = await openPopup();
    await user.type(screen.getByLabelText('Username, e-mail or ID'), 'affiliate');
    expect(await screen.findByText('Erro ao procurar afiliado.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText('Conta nao encontrada')).toBeNull();
    expect(screen.queryByText('Error al buscar el afiliado.', { exact: false })).toBeNull();
  });

  it('es-419: the fixed not-found text as written, with its Spanish sense under it', async () => {
    signIn('admin');
    const { user } = await openPopup('es-419');
    await user.type(screen.getByLabelText('Usuario, correo o ID'), 'zzqx-nobody');
    const fixed = await screen.findByText('Conta nao encontrada', {}, { timeout: 3000 });
    expect(fixed).toHaveAttribute('lang', 'pt-BR');
    expect(await screen.findByText('Cuenta no encontrada')).toBe(fixed.nextElementSibling);
  });

  it('es-419: the fixed toast as written, with its Spanish sense', async () => {
    signIn('admin');
    server.use(
      http.get('*/api/management/partners/search', () => HttpResponse.json({ message: 'boom', reason: 'internal' }, { status: 500 })),
    );
    const { user } = await openPopup('es-419');
    await user.type(screen.getByLabelText('Usuario, correo o ID'), 'affiliate');
    const fixed = await screen.findByText('Erro ao procurar afiliado.', {}, { timeout: 3000 });
    expect(fixed).toHaveAttribute('lang', 'pt-BR');
    expect(await screen.findByText('Error al buscar el afiliado.')).toBe(fixed.nextElementSibling);
  });

  it('logs in as the partner with a reason, then restores local storage exactly when the window closes', async () => {
    signIn('admin');
    localStorage.setItem('locale', 'pt-br');
    const win = fakeWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    const { user } = await openPopup();
    await user.type(screen.getByLabelText('Username, e-mail or ID'), 'affiliate');
    // API text is rendered as text
    expect(await screen.findByTestId('partner-username', {}, { timeout: 3000 })).toHaveTextContent('affiliate');
    const before = { ...localStorage };

    await user.click(screen.getByRole('button', { name: 'Log in as affiliate' }));
    expect(open).not.toHaveBeenCalled(); // the reason is required
    expect(await screen.findByText('This field is required.', { exact: false })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Checking ticket 4821');
    await user.click(screen.getByRole('button', { name: 'Log in as affiliate' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(win.location.replace).toHaveBeenCalledWith('/dashboard/overview'));
    const stored = localStorage.getItem('token')!;
    expect(getStore().userForToken(stored)?.Username).toBe('affiliate');
    expect(localStorage.getItem('token.expiresAt')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await screen.findByText('Logged in as affiliate in another window')).toBeInTheDocument();

    win.closed = true;
    expect(await screen.findByText('You are back in your own account.', {}, { timeout: 2000 })).toBeInTheDocument();
    expect({ ...localStorage }).toEqual(before);
  });

  it('tells the admin when the browser blocks the window, and writes nothing', async () => {
    signIn('admin');
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = await openPopup();
    await user.type(screen.getByLabelText('Username, e-mail or ID'), 'affiliate');
    await screen.findByTestId('partner-username', {}, { timeout: 3000 });
    const before = { ...localStorage };
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Checking ticket 4821');
    await user.click(screen.getByRole('button', { name: 'Log in as affiliate' }));
    expect(await screen.findByText(/browser blocked the new window/)).toBeInTheDocument();
    expect({ ...localStorage }).toEqual(before);
  });
});

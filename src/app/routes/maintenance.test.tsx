// The status check: 200 shows the app; any other status or no answer, confirmed by a second check
// a moment later, shows "Em maintenance" with the support button instead; the check repeats, so
// the app comes back with the API. Once shown, the app is only hidden while down: what was typed
// is still there when it comes back.
import { useState } from 'react';
import { fireEvent } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { render, screen } from '@/testing/render';
import { MaintenanceGate, MaintenanceScreen, STATUS_CHECK_MS, supportHref } from './maintenance';

const app = <p>The app</p>;
const ok = () => HttpResponse.json({ status: 'ok' });
const down = () => HttpResponse.json({ message: 'down' }, { status: 503 });

/** Answers the status check with `answer()` and counts the checks. */
function statusEndpoint(answer: () => Response) {
  const calls = { count: 0, answer };
  server.use(http.get('*/api/status', () => ((calls.count += 1), calls.answer())));
  return calls;
}

/** A form as the app has them: a field React keeps (useState) and one the DOM keeps (uncontrolled). */
function Form() {
  const [name, setName] = useState('');
  return (
    <form>
      <label>
        Name
        <input value={name} onChange={(e) => setName(e.currentTarget.value)} />
      </label>
      <label>
        Note
        <input defaultValue="" />
      </label>
    </form>
  );
}

afterEach(() => vi.useRealTimers());

describe('MaintenanceGate', () => {
  it('shows the app when the API answers 200', async () => {
    render(<MaintenanceGate>{app}</MaintenanceGate>);
    expect(await screen.findByText('The app')).toBeInTheDocument();
    expect(screen.queryByText('Em maintenance')).toBeNull();
  });

  it.each([
    ['a 503', () => HttpResponse.json({ message: 'down' }, { status: 503 })],
    ['a 404', () => HttpResponse.json({ message: 'gone' }, { status: 404 })],
    ['a network failure', () => HttpResponse.error()],
  ])('shows the maintenance screen on %s confirmed by a second check, with the support button', async (_, answer) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = statusEndpoint(answer);
    render(<MaintenanceGate>{app}</MaintenanceGate>);
    await vi.waitFor(() => expect(calls.count).toBe(1));
    expect(screen.queryByText('Em maintenance')).toBeNull(); // one failure: not yet
    await vi.advanceTimersByTimeAsync(STATUS_CHECK_MS.confirm);
    expect(await screen.findByRole('heading', { name: 'Em maintenance' })).toBeInTheDocument();
    expect(calls.count).toBe(2);
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', supportHref);
    expect(screen.queryByText('The app')).toBeNull();
  });

  it('shows nothing of the app while the first check is under way', () => {
    render(<MaintenanceGate>{app}</MaintenanceGate>);
    expect(screen.queryByText('The app')).toBeNull();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('one failed check does not take the app away: the second check answers and the app stays', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = statusEndpoint(ok);
    render(<MaintenanceGate>{app}</MaintenanceGate>);
    expect(await screen.findByText('The app')).toBeInTheDocument();
    calls.answer = () => ((calls.answer = ok), down()); // fails once
    await vi.advanceTimersByTimeAsync(STATUS_CHECK_MS.up);
    await vi.waitFor(() => expect(calls.count).toBe(2));
    expect(screen.getByText('The app')).toBeVisible();
    expect(screen.queryByText('Em maintenance')).toBeNull();
    await vi.advanceTimersByTimeAsync(STATUS_CHECK_MS.confirm);
    await vi.waitFor(() => expect(calls.count).toBe(3));
    expect(screen.getByText('The app')).toBeVisible();
    expect(screen.queryByText('Em maintenance')).toBeNull();
  });

  it('re-checks, and the app comes back when the API does', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = statusEndpoint(down);
    render(<MaintenanceGate>{app}</MaintenanceGate>);
    await vi.advanceTimersByTimeAsync(STATUS_CHECK_MS.confirm);
    expect(await screen.findByText('Em maintenance')).toBeInTheDocument();
    calls.answer = ok;
    await vi.advanceTimersByTimeAsync(STATUS_CHECK_MS.down);
    expect(await screen.findByText('The app')).toBeInTheDocument();
    calls.answer = down;
    await vi.advanceTimersByTimeAsync(STATUS_CHECK_MS.up + STATUS_CHECK_MS.confirm);
    expect(await screen.findByText('Em maintenance')).toBeInTheDocument();
  });

  it('keeps what was typed through maintenance: the app is hidden, not unmounted', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = statusEndpoint(ok);
    render(
      <MaintenanceGate>
        <Form />
      </MaintenanceGate>,
    );
    const name = await screen.findByRole('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: 'Mariana Souza' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'half-typed note' } });
    screen.getByRole('textbox', { name: 'Note' }).focus();

    calls.answer = down;
    await vi.advanceTimersByTimeAsync(STATUS_CHECK_MS.up + STATUS_CHECK_MS.confirm);
    expect(await screen.findByRole('heading', { name: 'Em maintenance' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull(); // hidden from everyone meanwhile

    calls.answer = ok;
    await vi.advanceTimersByTimeAsync(STATUS_CHECK_MS.down);
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Mariana Souza');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('half-typed note');
    expect(screen.queryByText('Em maintenance')).toBeNull();
    // The focus goes back to the field it was in.
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus());
  });
});

describe('MaintenanceScreen in each language', () => {
  it('en-us and pt-br: the fixed text alone, marked as Portuguese', () => {
    const { unmount } = render(<MaintenanceScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Em maintenance' })).toHaveAttribute('lang', 'pt-BR');
    expect(screen.queryByText('En mantenimiento')).toBeNull();
    unmount();
    render(<MaintenanceScreen />, { locale: 'pt-br' });
    expect(screen.getByRole('heading', { level: 1, name: 'Em maintenance' })).toBeInTheDocument();
    expect(screen.queryByText('Em manutenção')).toBeNull();
    expect(screen.getByRole('link', { name: 'Falar com o suporte' })).toBeInTheDocument();
  });

  it('es-419: the fixed text as written, its Spanish sense under it, the button in Spanish', async () => {
    render(<MaintenanceScreen />, { locale: 'es-419' });
    const heading = screen.getByRole('heading', { level: 1, name: 'Em maintenance' });
    expect(heading).toHaveAttribute('lang', 'pt-BR');
    expect(await screen.findByText('En mantenimiento')).toBe(heading.nextElementSibling);
    expect(screen.getByRole('link', { name: 'Contactar a soporte' })).toHaveAttribute('href', supportHref);
  });
});

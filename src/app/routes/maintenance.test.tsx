// The status check: 200 shows the app; any other status or no answer shows "Em maintenance" with
// the support button instead; the check repeats, so the app comes back with the API.
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { render, screen } from '../../testing/render';
import { MaintenanceGate, STATUS_CHECK_MS, supportHref } from './maintenance';

const app = <p>The app</p>;

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
  ])('shows the maintenance screen on %s, with the support button', async (_, answer) => {
    server.use(http.get('*/api/status', answer));
    render(<MaintenanceGate>{app}</MaintenanceGate>);
    expect(await screen.findByRole('heading', { name: 'Em maintenance' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', supportHref);
    expect(screen.queryByText('The app')).toBeNull();
  });

  it('shows nothing of the app while the first check is under way', () => {
    render(<MaintenanceGate>{app}</MaintenanceGate>);
    expect(screen.queryByText('The app')).toBeNull();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('re-checks, and the app comes back when the API does', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let up = false;
    server.use(http.get('*/api/status', () => (up ? HttpResponse.json({ status: 'ok' }) : HttpResponse.json({ message: 'down' }, { status: 503 }))));
    render(<MaintenanceGate>{app}</MaintenanceGate>);
    expect(await screen.findByText('Em maintenance')).toBeInTheDocument();
    up = true;
    await vi.advanceTimersByTimeAsync(STATUS_CHECK_MS.down);
    expect(await screen.findByText('The app')).toBeInTheDocument();
    up = false;
    await vi.advanceTimersByTimeAsync(STATUS_CHECK_MS.up);
    expect(await screen.findByText('Em maintenance')).toBeInTheDocument();
  });
});

// 404: the sonar, then /dashboard after 2 s.
import { describe, expect, it } from 'vitest';
import { LocationProbe, render, screen, waitFor } from '@/testing/render';
import { NOT_FOUND_REDIRECT_MS, NotFound, NotFoundRoute } from './not-found';

describe('NotFoundRoute', () => {
  it('shows the sonar and goes to /dashboard after 2 s', async () => {
    const started = Date.now();
    render(<NotFoundRoute />, { route: '/nowhere', path: '/nowhere', routes: [{ path: '/dashboard', element: <LocationProbe /> }] });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByTestId('sonar')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'), { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(NOT_FOUND_REDIRECT_MS - 50);
  });

  it('stays when told there is nowhere else to go', async () => {
    render(<NotFound redirect={false} />, {
      route: '/nowhere',
      path: '/nowhere',
      routes: [{ path: '/dashboard', element: <LocationProbe /> }],
    });
    await new Promise((r) => setTimeout(r, NOT_FOUND_REDIRECT_MS + 200));
    expect(screen.queryByTestId('location')).toBeNull();
    expect(screen.getByText('There is no page for your account here yet.')).toBeInTheDocument();
  });
});

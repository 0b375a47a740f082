// The activity log speaks the user's language: an entry is shown from its event type, and only
// a type the app does not know falls back to the API's own text.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { render, screen, signIn } from '@/testing/render';
import { ActivityLogTable } from './activity-log-table';

const entry = (ID: number, Action: string, Description: string) => ({
  ID,
  Action,
  Description,
  IP: '203.0.113.7',
  UserAgent: null,
  ActorUsername: null,
  CreatedAt: '2026-11-04T12:00:00Z',
});

describe('ActivityLogTable', () => {
  it('shows the seeded Portuguese entries in English in en-us', async () => {
    signIn('affiliate');
    render(<ActivityLogTable />);
    expect((await screen.findAllByText('Signed in')).length).toBeGreaterThan(0);
    expect(screen.getByText('Password changed')).toBeInTheDocument();
    expect(screen.getByText('Personal data updated')).toBeInTheDocument();
    expect(screen.queryByText('Login realizado')).not.toBeInTheDocument();
    expect(screen.queryByText('Senha alterada')).not.toBeInTheDocument();
  });

  it('maps each type in pt-br too, and falls back to the API text only for an unknown type', async () => {
    signIn('affiliate');
    server.use(
      http.get('*/api/me/logs', () =>
        HttpResponse.json({
          items: [
            entry(1, 'signin', 'Signed in from the app'),
            entry(2, 'password_change', 'Password changed'),
            entry(3, 'new_kind', 'Algo novo aconteceu'),
          ],
          total: 3,
          page: 1,
          pageSize: 10,
        }),
      ),
    );
    render(<ActivityLogTable />, { locale: 'pt-br' });
    expect(await screen.findByText('Login realizado')).toBeInTheDocument();
    expect(screen.getByText('Senha alterada')).toBeInTheDocument();
    expect(screen.getByText('Algo novo aconteceu')).toBeInTheDocument();
    expect(screen.queryByText('Password changed')).not.toBeInTheDocument();
  });
});

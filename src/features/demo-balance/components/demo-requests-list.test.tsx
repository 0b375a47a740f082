// The request list's table texts come from the portal's table (components/data/table-texts): a
// page with no rows says so in the language, never an English-only "No records".
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { render, screen, signIn } from '@/testing/render';
import { DemoRequestsList } from './demo-requests-list';

describe('DemoRequestsList', () => {
  it('an empty page (the requests moved on since the count) says so in pt-br', async () => {
    signIn('affiliate');
    server.use(http.get('*/api/me/balance/demo', () => HttpResponse.json({ items: [], total: 3, page: 1, pageSize: 10 })));
    render(<DemoRequestsList />, { locale: 'pt-br' });
    expect(await screen.findByText('Nada para mostrar.')).toBeInTheDocument();
    expect(screen.queryByText('No records')).not.toBeInTheDocument();
  });
});

// The delivery log against the Node mock: newest first, paged by the server with the portal's
// one paging style and translated controls; an empty log says so.
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '@mocks/db/demo-accounts';
import { getStore } from '@mocks/runtime';
import { getPostbackLogs } from '@/api/generated/endpoints/postback/postback';
import { render, screen, signIn, within } from '@/testing/render';
import { PostbackLogs } from './postback-logs';

describe('PostbackLogs', () => {
  it('lists the deliveries newest first and pages through them on the server', async () => {
    signIn('affiliate');
    const all = await getPostbackLogs({ page: 1, pageSize: 100, sort: 'CreatedAt', order: 'desc' });
    expect(all.total).toBeGreaterThan(10);
    const view = render(<PostbackLogs />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent(all.items[0]!.Url);
    expect(screen.getByText(`1–10 of ${all.total}`)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText(`11–${Math.min(20, all.total)} of ${all.total}`)).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent(all.items[10]!.Url);
  });

  it('in pt-br: the range and the page buttons in Portuguese', async () => {
    signIn('affiliate');
    render(<PostbackLogs />, { locale: 'pt-br' });
    await screen.findByRole('table');
    expect(screen.getByText(/^1–10 de \d+$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeInTheDocument();
  });

  it('says when nothing was delivered yet', async () => {
    const store = getStore();
    signIn('affiliate');
    for (const [id, log] of store.db.postbackLogs) if (log.UserID === DEMO_IDS.affiliate) store.db.postbackLogs.delete(id);
    render(<PostbackLogs />);
    expect(await screen.findByText('No deliveries yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

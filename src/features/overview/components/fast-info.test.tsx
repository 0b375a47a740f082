import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { render, screen, signIn } from '@/testing/render';
import { FastInfoCards } from './fast-info';

describe('FastInfoCards', () => {
  it('shows the four figures from key-sum', async () => {
    signIn('affiliate');
    server.use(
      http.get('*/api/me/data/reports/key-sum', () => HttpResponse.json({ Commission: 1234.567, FTD: 15, QFTD: 10, Registrations: 2000 })),
    );
    render(<FastInfoCards />);
    expect(await screen.findByText('R$1,234.56')).toBeInTheDocument();
    expect(screen.getByTestId('fast-info-ftd')).toHaveTextContent('15');
    expect(screen.getByTestId('fast-info-registrations')).toHaveTextContent('2,000');
  });

  it('shows zeros and a quiet retry when key-sum fails, and the figures after the retry', async () => {
    signIn('affiliate');
    server.use(
      http.get('*/api/me/data/reports/key-sum', () => HttpResponse.json({ message: 'down', reason: 'internal' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = render(<FastInfoCards />);
    expect(await screen.findByTestId('fast-info-failed')).toBeInTheDocument();
    expect(screen.getByTestId('fast-info-commission')).toHaveTextContent('R$0.00');
    expect(screen.getByTestId('fast-info-qftd')).toHaveTextContent('0');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText(
      (_, el) => el?.getAttribute('data-testid') === 'fast-info-commission' && el.textContent !== 'R$0.00' && el.textContent !== '…',
    );
    expect(screen.queryByTestId('fast-info-failed')).not.toBeInTheDocument();
  });
});

// The status badge never clips its label (issue 14: "COMPLE…", "CANCEL…", "CONCLU…", "REJEITA…" at
// 1440 px). Mantine's badge clips with overflow hidden and an ellipsis, and an overflow-hidden box
// gives a table column no minimum width, so a crowded row squeezed it; jsdom has no layout, so
// the test holds the styles that keep the label's own width.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@/testing/render';
import { PaymentStatusBadge } from './payment-status';

const STATUSES = ['Completed', 'Cancelled', 'Rejected', 'Waiting_NF', 'NF_Sent', 'Reversed', 'Analyzing'] as const;

function expectUnclipped(text: string) {
  const label = screen.getByText(text, { exact: true });
  const root = label.closest('.mantine-Badge-root');
  expect(root).not.toBeNull();
  expect(label).toHaveStyle({ overflow: 'visible', textOverflow: 'clip' });
  expect(root).toHaveStyle({ overflow: 'visible' });
}

describe('PaymentStatusBadge', () => {
  it('shows every status whole in en-us', () => {
    render(
      <>
        {STATUSES.map((s) => (
          <PaymentStatusBadge key={s} status={s} />
        ))}
      </>,
    );
    for (const text of ['completed', 'cancelled', 'rejected', 'waiting for invoice', 'invoice sent', 'reverted', 'analyzing'])
      expectUnclipped(text);
  });

  it('shows every status whole in pt-br', () => {
    render(
      <>
        {STATUSES.map((s) => (
          <PaymentStatusBadge key={s} status={s} />
        ))}
      </>,
      { locale: 'pt-br' },
    );
    for (const text of ['concluído', 'cancelado', 'rejeitado', 'aguardando nota fiscal', 'nota fiscal enviada', 'estornado', 'em análise'])
      expectUnclipped(text);
  });
});

// The demo request rules at their boundaries (spec §5: at least R$2, at most what is available,
// 2 decimals) and the reason transform (trimmed, first letter capitalised, spaces collapsed),
// in the schema and in the rendered form.
import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@/testing/render';
import { demoMessages as m } from '../messages';
import { DemoRequestForm } from './demo-request-form';
import { demoRequestSchema, tidyReason } from './demo-request-schema';

const valid = { reason: 'Live demo tonight', productIdentifier: 'player-42', termsAccepted: true };

function amountErrorId(amount: number, available = 100): string | null {
  const result = demoRequestSchema(available).safeParse({ ...valid, amount });
  if (result.success) return null;
  const issue = result.error.issues.find((i) => i.path[0] === 'amount');
  return issue ? (JSON.parse(issue.message) as { id: string }).id : null;
}

describe('demo request amount', () => {
  it('refuses 1.99 and accepts 2.00', () => {
    expect(amountErrorId(1.99)).toBe(m.errAmountMin.id);
    expect(amountErrorId(2)).toBeNull();
  });

  it('accepts the available amount and what is a cent under it, refuses a cent over it', () => {
    expect(amountErrorId(350.5, 350.5)).toBeNull();
    expect(amountErrorId(350.49, 350.5)).toBeNull();
    expect(amountErrorId(350.51, 350.5)).toBe(m.errAmountMax.id);
  });

  it('refuses 3 decimals and accepts 2', () => {
    expect(amountErrorId(2.005)).toBe(m.errAmountDecimals.id);
    expect(amountErrorId(10.125)).toBe(m.errAmountDecimals.id);
    expect(amountErrorId(10.12)).toBeNull();
    expect(amountErrorId(0.29 + 2)).toBeNull();
  });
});

describe('demo request reason', () => {
  it('trims, capitalises the first letter and collapses spaces', () => {
    expect(tidyReason('   live   demo\tfor  the\n stream  ')).toBe('Live demo for the stream');
    expect(tidyReason('ótima campanha')).toBe('Ótima campanha');
  });

  it('counts the length after the transform', () => {
    const parse = (reason: string) => demoRequestSchema(100).safeParse({ ...valid, amount: 10, reason });
    expect(parse('  ab   cd  ').success).toBe(false); // "Ab cd": 5 characters
    expect(parse('  ab   cde ').success).toBe(true); // "Ab cde": 6
    const parsed = demoRequestSchema(100).parse({ ...valid, amount: 10, reason: ' hello   world ' });
    expect(parsed.reason).toBe('Hello world');
  });
});

describe('<DemoRequestForm>', () => {
  it('shows the tidied reason on blur and the amount rules at the field', async () => {
    const { user } = render(<DemoRequestForm available={50} requestId={null} onDone={vi.fn()} onCancel={vi.fn()} />);
    const reason = screen.getByRole('textbox', { name: /reason/i });
    await user.type(reason, '   need   it for   a live  ');
    await user.tab();
    expect(reason).toHaveValue('Need it for a live');

    const amount = screen.getByRole('textbox', { name: /amount/i });
    fireEvent.change(amount, { target: { value: '1.99' } });
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('The minimum is R$2.00.')).toBeInTheDocument();

    fireEvent.change(amount, { target: { value: '50.01' } });
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('At most R$50.00 is available.')).toBeInTheDocument();
    expect(screen.getByText('Accept the terms to send the request.')).toBeInTheDocument();
  });

  it('does not let a third decimal be typed', async () => {
    render(<DemoRequestForm available={50} requestId={null} onDone={vi.fn()} onCancel={vi.fn()} />);
    const amount = screen.getByRole('textbox', { name: /amount/i });
    fireEvent.change(amount, { target: { value: '2.345' } });
    expect(amount).toHaveValue('2.34');
    fireEvent.change(amount, { target: { value: '1234.5' } });
    expect(amount).toHaveValue('1,234.5');
  });
});

import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '@mocks/db/demo-accounts';
import { server } from '@mocks/node';
import { getStore } from '@mocks/runtime';
import type { PayoutEligibilityFull } from '@/api/generated/model/payoutEligibilityFull';
import { LocationProbe, render, screen, signIn, within } from '@/testing/render';
import { PayoutReadiness } from './payout-readiness';

const codes = [2000, 2001, 2002, 2007, 2004, 2010, 2009, 2008, 2011, 2012] as const;
const answer = (body: PayoutEligibilityFull) => server.use(http.get('*/api/me/payments/eligible/full', () => HttpResponse.json(body)));

/** The affiliate, paid as a company by default (so the business condition applies). */
function payAsCompany() {
  getStore().update('users', DEMO_IDS.affiliate, { PaymentType: 'business' });
}

describe('PayoutReadiness', () => {
  it('when eligible: every condition met and the button opens ?modal=payment-request', async () => {
    payAsCompany();
    signIn('affiliate');
    answer({
      eligible: true,
      amount: 1843.57,
      qftd: 12,
      ftd: 3,
      window: { open: true, nextOpensAt: null },
      checks: codes.map((code) => ({ code, ok: true })),
    });
    const { user } = render(
      <>
        <PayoutReadiness />
        <LocationProbe />
      </>,
      { route: '/dashboard/overview' },
    );
    expect(await screen.findByText('You can request a payout of R$1,843.57.')).toBeInTheDocument();
    expect(screen.getAllByText('Met')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Request payout' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/overview?modal=payment-request');
  });

  it('when not: the unmet conditions, the date the window opens, no button', async () => {
    payAsCompany();
    signIn('affiliate');
    const failing: number[] = [2002, 2007, 2009, 2011, 2012];
    answer({
      eligible: false,
      amount: 120.5,
      qftd: 2,
      ftd: 4,
      window: { open: false, nextOpensAt: '2026-11-16T03:00:00.000Z' },
      checks: codes.map((code) => ({ code, ok: !failing.includes(code) })),
    });
    render(<PayoutReadiness />);
    expect(await screen.findByText(/the next one opens on 11\/16\/2026/)).toBeInTheDocument();
    expect(screen.getByText('At least R$250.00 available (now R$120.50)')).toBeInTheDocument();
    expect(screen.getByText('Approved business (none registered yet)')).toBeInTheDocument();
    expect(screen.getAllByText('Not met')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Request payout' })).not.toBeInTheDocument();
  });

  it('a person payout (newbie, no business): the business line says it is not needed, not "met"', async () => {
    signIn('newbie');
    render(<PayoutReadiness />);
    const line = await screen.findByText('Approved business: not needed for a person payout');
    const item = line.closest('[data-condition="business"]') as HTMLElement;
    expect(item).toHaveAttribute('data-needed', 'false');
    expect(within(item).getByText('Not needed')).toBeInTheDocument();
    expect(within(item).queryByText('Met')).not.toBeInTheDocument();
    expect(screen.queryByText('Approved business')).not.toBeInTheDocument();
  });

  it('in pt-br too', async () => {
    signIn('newbie');
    render(<PayoutReadiness />, { locale: 'pt-br' });
    const line = await screen.findByText('Empresa aprovada: não é necessária para um saque como pessoa física');
    expect(within(line.closest('[data-condition="business"]') as HTMLElement).getByText('Não se aplica')).toBeInTheDocument();
  });
});

// The payment history against the Node mock: the provider column says the provider's state in the
// user's language (issue 14: COMPLETED, ERROR, FAILED, REVERSED were shown in English in pt-br),
// and so does the expanded timeline; a state the app does not know is shown as sent.
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '@mocks/db/demo-accounts';
import type { PagfastResponse } from '@mocks/db/types';
import { getStore } from '@mocks/runtime';
import { render, screen, signIn } from '@/testing/render';
import { PaymentsHistory } from './payments-history';

const at = (day: number) => `2026-10-${String(day).padStart(2, '0')}T15:00:00.000Z`;
const registered: PagfastResponse = { state: 'REGISTERED', date: at(1), transactionReceipt: null, stateErrorCause: null };

/** Four payouts of the newbie (who has none), one per provider outcome, oldest first. */
function seedOutcomes(): void {
  const store = getStore();
  const outcomes: [string, PagfastResponse[]][] = [
    ['Completed', [registered, { transactionState: 'COMPLETED', transactionDate: at(2), transactionReceipt: 'E1', stateErrorCause: null }]],
    ['Error', [{ state: 'ERROR', date: at(3), transactionReceipt: null, stateErrorCause: 'INVALID_PIX_KEY' }]],
    [
      'Error',
      [registered, { transactionState: 'FAILED', transactionDate: at(4), transactionReceipt: null, stateErrorCause: 'DAILY_LIMIT' }],
    ],
    ['Reversed', [registered, { transactionState: 'REVERSED', transactionDate: at(5), transactionReceipt: 'E2', stateErrorCause: null }]],
  ];
  outcomes.forEach(([Status, PagfastResponses], i) =>
    store.create('payments', {
      UserID: DEMO_IDS.newbie,
      Amount: 300 + i,
      Status: Status as 'Completed',
      Category: 'person',
      CreatedAt: at(i + 1),
      UpdatedAt: at(i + 2),
      InvoiceFileID: null,
      PixKeyType: 'email',
      PixKey: 'lucas@example.com',
      Reason: null,
      PagfastResponses,
      Affiliate: {
        AffiliateData: {
          NGRCommissionRatio: 0.3,
          QftdFtdRatio: 0,
          DepositFirstDepositRatio: 0,
          HighCommission: false,
          LowQFTDConversion: true,
          LowInitialDeposits: true,
        },
      },
    }),
  );
  signIn('newbie');
}

/** The provider column, newest payment first. */
async function providerStates(): Promise<string[]> {
  await screen.findAllByTestId('provider-state');
  return screen.getAllByTestId('provider-state').map((el) => el.textContent ?? '');
}

describe('PaymentsHistory: provider states', () => {
  it('pt-br: the provider states in Portuguese, in the column and the timeline', async () => {
    seedOutcomes();
    const { user } = render(<PaymentsHistory />, { locale: 'pt-br', route: '/dashboard/wallet' });
    expect(await providerStates()).toEqual(['Estornado', 'Falhou', 'Erro', 'Concluído']);
    expect(document.body).not.toHaveTextContent(/COMPLETED|ERROR|FAILED|REVERSED|REGISTERED/);

    const newest = screen.getAllByRole('button', { name: /^Respostas do provedor do pagamento/ })[0] as HTMLElement;
    await user.click(newest);
    expect(await screen.findByText('Estado: Registrado')).toBeInTheDocument();
    expect(screen.getByText('Estado: Estornado')).toBeInTheDocument();
  });

  it('en-us: readable words, not the provider’s capitals', async () => {
    seedOutcomes();
    render(<PaymentsHistory />, { route: '/dashboard/wallet' });
    expect(await providerStates()).toEqual(['Reversed', 'Failed', 'Error', 'Completed']);
  });
});

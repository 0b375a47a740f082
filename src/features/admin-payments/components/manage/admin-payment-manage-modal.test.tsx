// The admin payment-manage modal against the Node mock, in pt-br (issue 15): the PIX key's type is
// said in words ("CPF", "Chave aleatória"), never as the API's code ("cpf", "random"), and a CPF
// key shows in the portal's mask.
import { describe, expect, it } from 'vitest';
import type { PaymentRecord } from '@mocks/db/types';
import { getStore } from '@mocks/runtime';
import { formatCpf } from '@/lib/br-documents';
import { render, screen, signIn, within } from '@/testing/render';
import { AdminPaymentManageModal } from './admin-payment-manage-modal';

function seeded(match: (p: PaymentRecord) => boolean): PaymentRecord {
  const found = [...getStore().db.payments.values()].find(match);
  if (!found) throw new Error('no seeded payment matches');
  return found;
}

async function pixShown(p: PaymentRecord): Promise<string> {
  signIn('admin');
  render(<AdminPaymentManageModal onClose={() => {}} renderResponses={() => null} />, {
    route: `/dashboard/admin/payments?modal=payment-manage&paymentId=${p.ID}`,
    locale: 'pt-br',
  });
  const details = await screen.findByTestId('payment-manage-details', {}, { timeout: 10_000 });
  return within(details).getByText('Chave PIX').nextElementSibling?.textContent ?? '';
}

describe('admin payment-manage: the PIX key', { timeout: 30_000 }, () => {
  it('names a CPF key and shows it masked', async () => {
    const p = seeded((x) => x.PixKeyType === 'cpf' && !!x.PixKey);
    expect(await pixShown(p)).toBe(`CPF · ${formatCpf(p.PixKey!)}`);
  });

  it('names a random key in Portuguese, not "random"', async () => {
    const p = seeded((x) => x.PixKeyType === 'random' && !!x.PixKey);
    const shown = await pixShown(p);
    expect(shown).toBe(`Chave aleatória · ${p.PixKey}`);
    expect(shown).not.toMatch(/random/);
  });
});

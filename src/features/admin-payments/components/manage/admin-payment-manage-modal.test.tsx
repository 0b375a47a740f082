// The admin payment-manage modal against the Node mock, in pt-br (issue 15): the PIX key's type is
// said in words ("CPF", "Chave aleatória"), never as the API's code ("cpf", "random"), and a CPF
// key shows in the portal's mask.
import { describe, expect, it } from 'vitest';
import type { PaymentRecord } from '@mocks/db/types';
import { getStore } from '@mocks/runtime';
import { formatCnpj, formatCpf } from '@/lib/br-documents';
import { render, screen, signIn, within } from '@/testing/render';
import { toPayment } from '@mocks/handlers/mappers';
import { AdminPaymentManageModal } from './admin-payment-manage-modal';
import { NfseDetails } from './nfse-details';

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

describe('admin payment-manage: the NFS-e beside the invoice (issue 19.1)', { timeout: 30_000 }, () => {
  // The component alone: the modal would also load the invoice's PDF, which jsdom cannot stream.
  it('shows the NFS-e data a partner sent with a company payment, and says when none was sent', async () => {
    const p = seeded((x) => !!x.Nfse);
    const { unmount } = render(<NfseDetails nfse={toPayment(p, getStore()).Nfse} />, { locale: 'pt-br' });
    const nfse = await screen.findByTestId('payment-nfse');
    expect(within(nfse).getByText('Dados da NFS-e enviados com a nota')).toBeTruthy();
    expect(within(nfse).getByText('Número da NFS-e').nextElementSibling?.textContent).toBe(p.Nfse!.Number);
    expect(within(nfse).getByText('CNPJ do emitente').nextElementSibling?.textContent).toBe(formatCnpj(p.Nfse!.IssuerCnpj));
    expect(within(nfse).getByText('Código do serviço municipal').nextElementSibling?.textContent).toBe(p.Nfse!.ServiceCode);
    unmount();
    render(<NfseDetails nfse={undefined} />, { locale: 'pt-br' });
    expect(await screen.findByText('Nenhum dado de NFS-e foi enviado com esta nota.')).toBeTruthy();
  });
});

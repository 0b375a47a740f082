// The business step against the Node mock: each rule at its field with the typed text kept
// (CNPJ check digits, CEP, state, CNAEs, documents), the alphanumeric CNPJ typed lowercase and
// shown uppercase, the validate call's problems at the fields, a 500 that keeps the input, and
// a save that sends the company to review.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '@mocks/db/demo-accounts';
import { server } from '@mocks/node';
import { getStore } from '@mocks/runtime';
import { render, screen, signIn, waitFor, within } from '@/testing/render';
import { BusinessStep } from './business-step';

function renderAs(id: number) {
  signIn(id);
  return render(<BusinessStep canEdit />);
}

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const send = () => screen.getByRole('button', { name: 'Send for review' });

// Typing into masked fields is slow in jsdom on a loaded machine: more room than the default 20 s.
describe('BusinessStep', { timeout: 60_000 }, () => {
  it('a partner without a business: every rule at its field, typed text kept', async () => {
    const { user } = renderAs(DEMO_IDS.newbie);
    expect(await screen.findByText('Not sent yet')).toBeInTheDocument();
    await user.type(input(/^CNPJ/), '11222333000182');
    await user.type(input(/^Postal code/), '0131010');
    await user.type(input(/^Company name/), 'A');
    await user.click(send());
    expect(await screen.findByText('Enter a valid CNPJ (check digits wrong or incomplete).')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid postal code (99999-999).')).toBeInTheDocument();
    expect(screen.getByText('Use at least 2 characters.')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required.')).toHaveLength(4); // street, number, district, city
    expect(screen.getByText('Choose the state.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one CNAE.')).toBeInTheDocument();
    expect(within(screen.getByTestId('upload-cnpj-card')).getByText('Upload this document.')).toBeInTheDocument();
    expect(within(screen.getByTestId('upload-social-contract')).getByText('Upload this document.')).toBeInTheDocument();
    expect(input(/^CNPJ/)).toHaveValue('11.222.333/0001-82');
    expect(input(/^Postal code/)).toHaveValue('01310-10');
  });

  it('takes the alphanumeric CNPJ in uppercase and saves; the status turns pending', async () => {
    const { user } = renderAs(DEMO_IDS.affiliate);
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    const cnpj = input(/^CNPJ/);
    await user.clear(cnpj);
    await user.type(cnpj, '12abc34501de36');
    expect(cnpj).toHaveValue('12.ABC.345/01DE-36');
    await user.click(send());
    expect(await screen.findByText('Enter a valid CNPJ (check digits wrong or incomplete).')).toBeInTheDocument();
    await user.clear(cnpj);
    await user.type(cnpj, '12abc34501de35');
    await user.click(send());
    await waitFor(() => expect(screen.getByTestId('business-status')).toHaveAttribute('data-status', 'pending'));
    const saved = getStore().ownedBy('businesses', DEMO_IDS.affiliate)[0];
    expect(saved?.CNPJ).toBe('12ABC34501DE35');
    expect(saved?.Approval).toBe('pending');
  });

  it('shows the validate call’s problem at the field (a CNPJ of another partner)', async () => {
    const other = [...getStore().db.businesses.values()].find((b) => b.AffiliateID !== DEMO_IDS.affiliate);
    const { user } = renderAs(DEMO_IDS.affiliate);
    const cnpj = await screen.findByLabelText(/^CNPJ/, { selector: 'input' });
    await user.clear(cnpj);
    await user.type(cnpj, other?.CNPJ ?? '');
    await user.click(send());
    expect(await screen.findByText(/^Not accepted by the review check:/)).toBeInTheDocument();
    expect(screen.getByTestId('business-refusal')).toBeInTheDocument();
  });

  it('a 500 on save keeps what was typed', async () => {
    server.use(http.post('*/api/me/business', () => HttpResponse.json({ message: 'boom', reason: 'internal' }, { status: 500 })));
    const { user } = renderAs(DEMO_IDS.affiliate);
    const alias = await screen.findByLabelText(/^Trade name/, { selector: 'input' });
    await user.clear(alias);
    await user.type(alias, 'Nova Marca');
    await user.click(send());
    expect(await screen.findByText('We could not save right now. What you typed is still here: try again.')).toBeInTheDocument();
    expect(alias).toHaveValue('Nova Marca');
    expect(screen.getByTestId('business-status')).toHaveAttribute('data-status', 'approved');
  });
});

// The affiliate's six seeded sub-affiliates, in both languages: the page text in the portal's one
// style, page buttons labelled in the language, and "Cadastros" for registrations in pt-br.
import { describe, expect, it } from 'vitest';
import { render, screen, signIn } from '@/testing/render';
import { SubAffiliatesTable } from './sub-affiliates-table';

describe('SubAffiliatesTable', () => {
  it('pages as "1–6 of 6" in en-us, like every other table', async () => {
    signIn('affiliate');
    render(<SubAffiliatesTable />);
    expect(await screen.findByText('1–6 of 6')).toBeInTheDocument();
    expect(screen.queryByText('1 - 6 / 6')).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Registrations' })).toBeInTheDocument();
  });

  it('is all Portuguese in pt-br: "Cadastros", "1–6 de 6" and the page buttons', async () => {
    signIn('affiliate');
    render(<SubAffiliatesTable />, { locale: 'pt-br' });
    expect(await screen.findByText('1–6 de 6')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Cadastros' })).toBeInTheDocument();
    expect(screen.queryByText('Registros')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Previous page|Next page/ })).not.toBeInTheDocument();
  });
});

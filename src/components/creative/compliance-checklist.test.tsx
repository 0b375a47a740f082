// The compliance checklist (issue 18) renders the gate's own answer (mocks/rules/compliance.ts with
// the seeded lists): the rules each text breaks, the matched words marked as <mark> elements built
// as React nodes, and whatever the text holds — markup included — shown as text, never as HTML.
import { describe, expect, it } from 'vitest';
import type { ComplianceResult } from '@/api/generated/model/complianceResult';
import { render, screen } from '@/testing/render';
import { DEFAULT_DOMAINS, DEFAULT_PHRASES } from '@mocks/db/compliance-lists';
import { checkCompliance } from '@mocks/rules/compliance';
import { ComplianceChecklist } from './compliance-checklist';

const LISTS = { phrases: DEFAULT_PHRASES, domains: DEFAULT_DOMAINS, phrasesVersion: 1, domainsVersion: 1 };
const check = (text: string, landingUrl = 'https://www.apostas.bet.br/') =>
  checkCompliance({ text, landingUrl }, LISTS, new Date('2026-11-26T12:00:00Z')) as ComplianceResult;

describe('ComplianceChecklist', () => {
  it('marks the words that break a rule, names the rules, and keeps markup as text', () => {
    const text = 'Ganhe dinheiro fácil! Aposte agora <img src=x onerror=alert(1)>';
    const { container } = render(<ComplianceChecklist result={check(text, 'https://apostas.example.com/promo')} />);

    expect(screen.getByText(/^Breaks \d+ rules$/)).toBeInTheDocument();
    expect(screen.getByText('No easy or guaranteed money')).toBeInTheDocument();
    expect(screen.getByText('No pressure to bet now')).toBeInTheDocument();
    expect(screen.getByText('Landing page on an authorised domain')).toBeInTheDocument();
    const marked = [...container.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marked).toEqual(expect.arrayContaining(['dinheiro fácil', 'Aposte agora', 'apostas.example.com']));
    // The text's markup is text: no element was made from it.
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('says a text with the marks and no banned claim passes, in pt-br', () => {
    render(<ComplianceChecklist result={check('Estatísticas ao vivo. 18+ · Jogue com responsabilidade.')} />, { locale: 'pt-br' });
    expect(screen.getByText('Cumpre todas as regras')).toBeInTheDocument();
    expect(screen.queryByText('Reprovado')).toBeNull();
  });
});

// Portuguese says "0 subafiliados", not "0 subafiliado": CLDR puts 0 in pt's `one` category
// (Intl.PluralRules('pt-BR').select(0) === 'one'), so a pt-br plural with a `one` branch also needs
// an `=0` branch, or a count of zero reads in the singular ("0 SUBAFILIADO" in the admin's
// sub-affiliate tree, "0 empresa", "0 pagamento").
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ptBrCatalogue } from './pt-br-catalogue';

describe('pt-br plurals', () => {
  it('every plural with a `one` branch says zero in the plural', () => {
    const missing = Object.entries(ptBrCatalogue)
      .filter(([, text]) => /plural,[^{]*\bone \{/.test(text) && !/=0 \{/.test(text))
      .map(([id]) => id);
    expect(missing).toEqual([]);
  });

  it('renders 0, 1 and 2 as Portuguese does', () => {
    const intl = createIntl({ locale: 'pt-BR', messages: ptBrCatalogue });
    const say = (id: string, count: number) => intl.formatMessage({ id }, { count });
    expect([0, 1, 2].map((n) => say('admin-partners.tree.more', n))).toEqual(['0 subafiliados', '1 subafiliado', '2 subafiliados']);
    expect(say('admin-businesses.total', 0)).toBe('0 empresas');
    expect(say('admin-payments.report.row-count', 0)).toBe('0 pagamentos');
  });
});

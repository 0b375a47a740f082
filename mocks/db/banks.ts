// Brazilian banks offered for payouts: COMPE code, the name people use, and the registered name
// (Banco Central's STR list; seed.test.ts checks each code against @brazilian-utils' table).
import type { BankRecord } from './types';

export const BANKS: readonly BankRecord[] = [
  { Code: '001', ShortName: 'Banco do Brasil', Name: 'Banco do Brasil S.A.' },
  { Code: '004', ShortName: 'BNB', Name: 'Banco do Nordeste do Brasil S.A.' },
  { Code: '033', ShortName: 'Santander', Name: 'Banco Santander (Brasil) S.A.' },
  { Code: '041', ShortName: 'Banrisul', Name: 'Banco do Estado do Rio Grande do Sul S.A.' },
  { Code: '070', ShortName: 'BRB', Name: 'BRB - Banco de Brasília S.A.' },
  { Code: '077', ShortName: 'Inter', Name: 'Banco Inter S.A.' },
  { Code: '104', ShortName: 'Caixa', Name: 'Caixa Econômica Federal' },
  { Code: '197', ShortName: 'Stone', Name: 'Stone Instituição de Pagamento S.A.' },
  { Code: '208', ShortName: 'BTG Pactual', Name: 'Banco BTG Pactual S.A.' },
  { Code: '212', ShortName: 'Banco Original', Name: 'Banco Original S.A.' },
  { Code: '237', ShortName: 'Bradesco', Name: 'Banco Bradesco S.A.' },
  { Code: '260', ShortName: 'Nubank', Name: 'Nu Pagamentos S.A. - Instituição de Pagamento' },
  { Code: '290', ShortName: 'PagBank', Name: 'PagSeguro Internet Instituição de Pagamento S.A.' },
  { Code: '323', ShortName: 'Mercado Pago', Name: 'Mercado Pago Instituição de Pagamento Ltda.' },
  { Code: '336', ShortName: 'C6 Bank', Name: 'Banco C6 S.A.' },
  { Code: '341', ShortName: 'Itaú', Name: 'Itaú Unibanco S.A.' },
  { Code: '380', ShortName: 'PicPay', Name: 'PicPay Instituição de Pagamento S.A.' },
  { Code: '403', ShortName: 'Cora', Name: 'Cora Sociedade de Crédito, Financiamento e Investimento S.A.' },
  { Code: '422', ShortName: 'Safra', Name: 'Banco Safra S.A.' },
  { Code: '637', ShortName: 'Sofisa', Name: 'Banco Sofisa S.A.' },
  { Code: '655', ShortName: 'Votorantim', Name: 'Banco Votorantim S.A.' },
  { Code: '748', ShortName: 'Sicredi', Name: 'Banco Cooperativo Sicredi S.A.' },
  { Code: '756', ShortName: 'Sicoob', Name: 'Banco Cooperativo Sicoob S.A. - Banco Sicoob' },
];

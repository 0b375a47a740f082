import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { PayoutErrorCode } from '@/api/generated/model/payoutErrorCode';
import enUs from '@/i18n/en-us.json';
import ptBr from '@/i18n/pt-br/wallet.json';
import { formatMoney } from '@/lib/money';
import { payoutCodeMessage, payoutCodeMessages } from './payout-codes';

const en = createIntl({ locale: 'en-US', messages: enUs as Record<string, string> });
const pt = createIntl({ locale: 'pt-BR', messages: ptBr as Record<string, string> });
const codes = Object.values(PayoutErrorCode);
/** A catalogue text with its placeholders filled: 2009's minimum in the app's money format, 2008's counts. */
const filled = (catalogue: Record<string, string>, id: string, locale: string) =>
  (catalogue[id] as string)
    .replace('{minimum}', formatMoney(250, locale, 'BRL'))
    .replace('{minQftd}', '10')
    .replace('{minFtd}', '15');

describe('payout refusal codes', () => {
  it('covers exactly the contract codes 2000–2013 (no 2003)', () => {
    expect(codes.sort()).toEqual([2000, 2001, 2002, 2004, 2005, 2006, 2007, 2008, 2009, 2010, 2011, 2012, 2013]);
    expect(Object.keys(payoutCodeMessages).map(Number).sort()).toEqual(codes);
  });

  it.each(codes)('code %i has its own message in both languages', (code) => {
    const text = payoutCodeMessage(en, code);
    expect(text).toBe(filled(enUs, payoutCodeMessages[code].id as string, 'en-US'));
    expect(text).not.toContain(String(code));
    expect(payoutCodeMessage(pt, code)).toBe(filled(ptBr, payoutCodeMessages[code].id as string, 'pt-BR'));
    const others = codes.filter((c) => c !== code).map((c) => payoutCodeMessage(en, c));
    expect(others).not.toContain(text);
  });

  it('2009 writes the minimum as every other amount: R$250.00 in en-us, R$ 250,00 in pt-br', () => {
    expect(payoutCodeMessage(en, 2009)).toBe('The minimum payout is R$250.00.');
    expect(payoutCodeMessage(pt, 2009)).toBe('O saque mínimo é de R$\u00a0250,00.');
  });

  it('shows an unknown code as the code itself', () => {
    expect(payoutCodeMessage(en, 2003)).toBe('Refused with code 2003.');
    expect(payoutCodeMessage(en, 9999)).toContain('9999');
    expect(payoutCodeMessage(pt, 2099)).toContain('2099');
  });
});

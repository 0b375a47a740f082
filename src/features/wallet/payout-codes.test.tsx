import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { PayoutErrorCode } from '../../api/generated/model/payoutErrorCode';
import enUs from '../../i18n/en-us.json';
import ptBr from '../../i18n/pt-br/wallet.json';
import { payoutCodeMessage, payoutCodeMessages } from './payout-codes';

const en = createIntl({ locale: 'en-US', messages: enUs as Record<string, string> });
const pt = createIntl({ locale: 'pt-BR', messages: ptBr as Record<string, string> });
const codes = Object.values(PayoutErrorCode);

describe('payout refusal codes', () => {
  it('covers exactly the contract codes 2000–2013 (no 2003)', () => {
    expect(codes.sort()).toEqual([2000, 2001, 2002, 2004, 2005, 2006, 2007, 2008, 2009, 2010, 2011, 2012, 2013]);
    expect(Object.keys(payoutCodeMessages).map(Number).sort()).toEqual(codes);
  });

  it.each(codes)('code %i has its own message in both languages', (code) => {
    const text = payoutCodeMessage(en, code);
    expect(text).toBe((enUs as Record<string, string>)[payoutCodeMessages[code].id as string]);
    expect(text).not.toContain(String(code));
    expect(payoutCodeMessage(pt, code)).toBe((ptBr as Record<string, string>)[payoutCodeMessages[code].id as string]);
    const others = codes.filter((c) => c !== code).map((c) => payoutCodeMessage(en, c));
    expect(others).not.toContain(text);
  });

  it('shows an unknown code as the code itself', () => {
    expect(payoutCodeMessage(en, 2003)).toBe('Refused with code 2003.');
    expect(payoutCodeMessage(en, 9999)).toContain('9999');
    expect(payoutCodeMessage(pt, 2099)).toContain('2099');
  });
});

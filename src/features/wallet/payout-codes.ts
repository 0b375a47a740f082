// The payout refusal codes (spec §8) and their messages: one entry per generated PayoutErrorCode,
// so a code added to the contract fails the typecheck here until it has its message. A code the
// app does not know is shown as the code itself.
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { PayoutErrorCode } from '@/api/generated/model/payoutErrorCode';
import { requestPayoutLimits } from '@/api/generated/zod/contract-limits';
import { defineMessages } from '@/i18n/define-messages';
import { formatMoney } from '@/lib/money';

const messages = defineMessages({
  c2000: { id: 'wallet.payout-code.2000', defaultMessage: 'Your affiliate account was not found.' },
  c2001: { id: 'wallet.payout-code.2001', defaultMessage: 'Your name is missing. Fill in your first and last name in your personal data.' },
  c2002: {
    id: 'wallet.payout-code.2002',
    defaultMessage: 'Your taxpayer id (CPF) is missing. Add it to your documents before requesting a payout.',
  },
  c2004: {
    id: 'wallet.payout-code.2004',
    defaultMessage: 'You already have a pending payment. Wait for it to finish before requesting another.',
  },
  c2005: { id: 'wallet.payout-code.2005', defaultMessage: 'An invoice is required for your payouts.' },
  c2006: { id: 'wallet.payout-code.2006', defaultMessage: 'The invoice is not valid. Upload it again.' },
  c2007: { id: 'wallet.payout-code.2007', defaultMessage: 'Payouts can only be requested on days 01–10 and 16–25.' },
  c2008: { id: 'wallet.payout-code.2008', defaultMessage: 'You need at least {minQftd} QFTD or {minFtd} FTD to request a payout.' },
  c2009: { id: 'wallet.payout-code.2009', defaultMessage: 'The minimum payout is {minimum}.' },
  c2010: { id: 'wallet.payout-code.2010', defaultMessage: 'A payment of yours is already being processed.' },
  c2011: {
    id: 'wallet.payout-code.2011',
    defaultMessage: 'A registered company is required for this payout. Add your company and bank account.',
  },
  c2012: { id: 'wallet.payout-code.2012', defaultMessage: 'Your company is not approved yet.' },
  c2013: { id: 'wallet.payout-code.2013', defaultMessage: 'An invoice is not required for this payment.' },
  unknown: { id: 'wallet.payout-code.unknown', defaultMessage: 'Refused with code {code}.' },
});

/** Exhaustive both ways: a contract code without a message, or a message for a code the
 * contract lacks, fails the typecheck. */
export const payoutCodeMessages: Record<PayoutErrorCode, MessageDescriptor> = {
  2000: messages.c2000,
  2001: messages.c2001,
  2002: messages.c2002,
  2004: messages.c2004,
  2005: messages.c2005,
  2006: messages.c2006,
  2007: messages.c2007,
  2008: messages.c2008,
  2009: messages.c2009,
  2010: messages.c2010,
  2011: messages.c2011,
  2012: messages.c2012,
  2013: messages.c2013,
};

export function isKnownPayoutCode(code: number): code is PayoutErrorCode {
  return Object.hasOwn(payoutCodeMessages, code);
}

/** The translated message of a refusal code; an unknown code is shown as the code. The limits are
 * the contract's (requestPayout's x-limits); amounts go through the app's money format, as
 * everywhere else ("R$250.00" in en-us, "R$ 250,00" in pt-br). */
export function payoutCodeMessage(intl: IntlShape, code: number): string {
  if (!isKnownPayoutCode(code)) return intl.formatMessage(messages.unknown, { code: String(code) });
  const { minimumAmount, minimumAmountCurrency, minimumQftd, minimumFtd } = requestPayoutLimits;
  return intl.formatMessage(payoutCodeMessages[code], {
    minimum: formatMoney(minimumAmount, intl.locale, minimumAmountCurrency),
    minQftd: minimumQftd,
    minFtd: minimumFtd,
  });
}

// Payout rules the contract states only in prose (spec §8, code 2009 "minimum payment amount
// (R$250)"), so they are kept here once for the messages that quote them.
import type { Currency } from '@/api/generated/model/currency';

/** The smallest payout, in the currency below. */
export const MIN_PAYOUT_AMOUNT = 250;
/** The spec states the minimum in reais. */
export const MIN_PAYOUT_CURRENCY: Currency = 'BRL';

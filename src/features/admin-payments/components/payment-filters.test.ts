import { describe, expect, it } from 'vitest';
import { amountDraft } from './payment-filters';

describe('amountDraft', () => {
  it.each([
    ['1500', '1500'],
    ['1500,5', '1500.5'],
    ['1500.567', '1500.56'],
    ['-20', '20'],
    ['12abc3', '123'],
    ['1.2.3', '1.23'],
    ['', ''],
  ])('%s → %s', (raw, kept) => expect(amountDraft(raw)).toBe(kept));
});

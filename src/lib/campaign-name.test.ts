// Campaign name rule, the spec's input transform and the campaign limit.
import { describe, expect, it } from 'vitest';
import { campaignLimitReached, isValidCampaignName, sanitizeCampaignName } from './campaign';

describe('sanitizeCampaignName', () => {
  it.each([
    ['Black Friday', 'Black-Friday'],
    ['promo  de   verão!', 'promo-de-verao'],
    ['Promoção #1 (Instagram)', 'Promocao-1-Instagram'],
    ['ends with space ', 'ends-with-space'],
    ['ends-with-hyphen---', 'ends-with-hyphen'],
    ['snake_case_name', 'snakecasename'],
    ['a'.repeat(31) + ' b', 'a'.repeat(31)],
    ['x'.repeat(40), 'x'.repeat(32)],
    ['@@@', ''],
  ])('%j → %j', (input, want) => {
    expect(sanitizeCampaignName(input)).toBe(want);
  });
});

describe('isValidCampaignName', () => {
  it.each([
    ['ab', false],
    ['abc', true],
    ['x'.repeat(32), true],
    ['x'.repeat(33), false],
    ['with space', false],
    ['snake_case', false],
    ['Black-Friday-2026', true],
  ])('%j → %s', (name, valid) => expect(isValidCampaignName(name)).toBe(valid));
});

describe('campaignLimitReached', () => {
  it.each([
    [9, 10, false],
    [10, 10, true],
    [3, 3, true],
  ])('%i of %i → %s', (current, max, reached) => expect(campaignLimitReached(current, max)).toBe(reached));

  it('defaults to 10', () => expect(campaignLimitReached(10)).toBe(true));
});

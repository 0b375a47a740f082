// Campaign name rule, the spec's input transform (final and keystroke by keystroke) and the
// campaign limit, at their boundaries.
import { describe, expect, it } from 'vitest';
import { campaignLimitReached, isValidCampaignName, sanitizeCampaignName, sanitizeCampaignNameInput } from './campaign-name';

describe('sanitizeCampaignName', () => {
  it.each([
    ['Minha campanha 1!', 'Minha-campanha-1'],
    ['Black Friday', 'Black-Friday'],
    ['promo  de   verão!', 'promo-de-verao'],
    ['Promoção #1 (Instagram)', 'Promocao-1-Instagram'],
    ['  leading spaces', 'leading-spaces'],
    ['ends with space ', 'ends-with-space'],
    ['ends-with-hyphen---', 'ends-with-hyphen'],
    ['snake_case_name', 'snakecasename'],
    ['a'.repeat(31) + ' b', 'a'.repeat(31)],
    ['x'.repeat(32), 'x'.repeat(32)],
    ['x'.repeat(33), 'x'.repeat(32)],
    ['x'.repeat(40), 'x'.repeat(32)],
    ['@@@', ''],
  ])('%j → %j', (input, want) => {
    expect(sanitizeCampaignName(input)).toBe(want);
  });

  it('always yields a name the rule accepts once it has 3 characters', () => {
    for (const input of ['Açaí é bom', 'a_b_c_d', 'Copa 2026 — final!!', 'x y z '.repeat(10)]) {
      const name = sanitizeCampaignName(input);
      expect(name.length < 3 || isValidCampaignName(name)).toBe(true);
    }
  });
});

describe('sanitizeCampaignNameInput (as typed)', () => {
  it('builds "Minha-campanha-1" keystroke by keystroke', () => {
    let value = '';
    for (const key of 'Minha campanha 1!') value = sanitizeCampaignNameInput(value + key);
    expect(value).toBe('Minha-campanha-1');
  });

  it.each([
    ['Minha ', 'Minha-'],
    ['Minha-  ', 'Minha-'],
    ['Minha--', 'Minha-'],
    [' a', 'a'],
    ['São Paulo', 'Sao-Paulo'],
    ['under_score', 'underscore'],
    ['y'.repeat(33), 'y'.repeat(32)],
  ])('%j → %j', (input, want) => expect(sanitizeCampaignNameInput(input)).toBe(want));
});

describe('isValidCampaignName', () => {
  it.each([
    ['', false],
    ['ab', false],
    ['abc', true],
    ['x'.repeat(32), true],
    ['x'.repeat(33), false],
    ['with space', false],
    ['snake_case', false],
    ['acentuação', false],
    ['Black-Friday-2026', true],
  ])('%j → %s', (name, valid) => expect(isValidCampaignName(name)).toBe(valid));
});

describe('campaignLimitReached', () => {
  it.each([
    [9, 10, false],
    [10, 10, true],
    [3, 3, true],
  ])('%i of %i → %s', (current, max, reached) => expect(campaignLimitReached(current, max)).toBe(reached));

  it('defaults to 10', () => {
    expect(campaignLimitReached(9)).toBe(false);
    expect(campaignLimitReached(10)).toBe(true);
  });
});

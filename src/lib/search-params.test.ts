import { describe, expect, it } from 'vitest';
import { withSearchChanges } from './search-params';

describe('withSearchChanges', () => {
  const prev = new URLSearchParams('status=pending&page=3&q=ana');
  it('sets, removes empty values and goes back to page 1', () => {
    expect(withSearchChanges(prev, { status: 'approved', q: '' }).toString()).toBe('status=approved');
  });
  it('keeps the page when asked', () => {
    expect(withSearchChanges(prev, { page: 4 }, true).toString()).toBe('status=pending&page=4&q=ana');
  });
  it('does not touch the params it was given', () => {
    withSearchChanges(prev, { status: null });
    expect(prev.get('status')).toBe('pending');
  });
});

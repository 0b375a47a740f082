import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, retryQuery } from './query-client';

const http = (status: number) => new ApiError('http', status, undefined, `HTTP ${status}`);

describe('query retries', () => {
  it('never retries a refusal (4xx): it will not change', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) expect(retryQuery(0, http(status))).toBe(false);
  });

  it('retries a 5xx or a lost answer once, then shows the error', () => {
    for (const error of [http(500), http(503), new ApiError('network', 0, undefined, 'offline'), new Error('other')]) {
      expect(retryQuery(0, error)).toBe(true);
      expect(retryQuery(1, error)).toBe(false);
    }
  });

  it('is the default of every query; mutations never retry', () => {
    const options = createQueryClient().getDefaultOptions();
    expect(options.queries?.retry).toBe(retryQuery);
    expect(options.mutations?.retry).toBe(false);
  });
});

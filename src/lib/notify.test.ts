// Which generic notice an error gets: by kind and status, never by its message text.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { errorNotice } from './notify';

describe('errorNotice', () => {
  it.each([
    [new ApiError('http', 500, { message: 'boom', reason: 'internal' }, 'boom'), 'generic'],
    [new ApiError('http', 502, undefined, 'HTTP 502'), 'generic'],
    [new ApiError('http', 418, undefined, 'HTTP 418'), 'generic'],
    [new ApiError('network', 0, undefined, 'Network error'), 'network'],
    [new ApiError('timeout', 0, undefined, 'timeout'), 'network'],
    [new ApiError('http', 403, { message: 'Missing permission admin:payments:read', reason: 'forbidden' }, 'x'), 'forbidden'],
    [new ApiError('http', 404, { message: 'Payment not found', reason: 'not_found' }, 'x'), 'notFound'],
    [new Error('Network Error'), 'generic'],
    ['something', 'generic'],
  ])('%s → %s', (error, notice) => expect(errorNotice(error)).toBe(notice));

  it('shows nothing for a cancel or the invalid-token reload', () => {
    expect(errorNotice(new ApiError('canceled', 0, undefined, 'Request canceled'))).toBeNull();
    expect(errorNotice(new ApiError('http', 403, { message: 'Invalid token', reason: 'invalid_token' }, 'Invalid token'))).toBeNull();
  });

  it('does not read the message: a 500 that says "network" is still generic', () => {
    expect(errorNotice(new ApiError('http', 500, { message: 'Network down' }, 'Network down'))).toBe('generic');
  });
});

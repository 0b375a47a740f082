import { describe, expect, it } from 'vitest';
import { mediaFrameUrl } from './media-url';

describe('mediaFrameUrl', () => {
  it('builds the API address with the token in the query', () => {
    expect(mediaFrameUrl('media-11', 'a.b+c', 'https://api.example')).toBe('https://api.example/api/media/media-11?token=a.b%2Bc');
  });
  it('refuses an id outside the contract pattern, and no token', () => {
    expect(mediaFrameUrl('../auth/logout', 't', '')).toBeNull();
    expect(mediaFrameUrl('media-1?x=1', 't', '')).toBeNull();
    expect(mediaFrameUrl('a'.repeat(65), 't', '')).toBeNull();
    expect(mediaFrameUrl(null, 't', '')).toBeNull();
    expect(mediaFrameUrl('media-1', null, '')).toBeNull();
  });
});

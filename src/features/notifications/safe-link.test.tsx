import { describe, expect, it } from 'vitest';
import { appPath } from './safe-link';

describe('appPath', () => {
  it('keeps app paths', () => {
    expect(appPath('/dashboard/wallet')).toBe('/dashboard/wallet');
    expect(appPath('/dashboard/overview?modal=accept-terms')).toBe('/dashboard/overview?modal=accept-terms');
  });

  it('drops anything that could leave the app or run script', () => {
    for (const link of [
      null,
      undefined,
      '',
      'https://evil.example',
      '//evil.example',
      'javascript:alert(1)',
      '/\\evil.example',
      '/a b',
      '/a"onmouseover',
    ]) {
      expect(appPath(link)).toBeNull();
    }
  });
});

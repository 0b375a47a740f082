import { describe, expect, it } from 'vitest';
import { authHref, nextPath, readAuthParams } from './auth-steps';

describe('the page to return to after sign-in (next)', () => {
  it('keeps a dashboard path with its query', () => {
    expect(nextPath('/dashboard/wallet')).toBe('/dashboard/wallet');
    expect(nextPath('/dashboard/reports?page=2&sort=Date')).toBe('/dashboard/reports?page=2&sort=Date');
    expect(nextPath('/dashboard')).toBe('/dashboard');
  });

  it('ignores anything that is not a same-site dashboard path', () => {
    for (const bad of [
      '//evil.example/dashboard',
      'https://evil.example/dashboard',
      '/\\evil.example',
      'javascript:alert(1)',
      '/auth/logout',
      '/dashboardx',
      'dashboard/wallet',
      '',
      null,
      undefined,
    ]) {
      expect(nextPath(bad), String(bad)).toBe('');
    }
  });

  it('is read from the search params and carried by the links between steps', () => {
    const params = readAuthParams(new URLSearchParams('step=signin&am=7&next=%2Fdashboard%2Fwallet'));
    expect(params).toEqual({ step: 'signin', am: '7', bta: '', next: '/dashboard/wallet' });
    expect(authHref('code', params)).toBe('/auth?step=code&am=7&next=%2Fdashboard%2Fwallet');
    expect(readAuthParams(new URLSearchParams('next=https%3A%2F%2Fevil.example')).next).toBe('');
    expect(authHref('signin', { next: '//evil.example' })).toBe('/auth?step=signin');
  });
});

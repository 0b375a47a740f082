import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreStorage, snapshotStorage, startImpersonation, type ImpersonationWindow } from './impersonation';

function fakeWindow() {
  const win = { closed: false, location: { replace: vi.fn() }, close: vi.fn(() => void (win.closed = true)) };
  return win satisfies ImpersonationWindow;
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  localStorage.setItem('token', 'admin-token');
  localStorage.setItem('token.expiresAt', '2026-12-01T00:00:00Z');
  localStorage.setItem('locale', 'pt-br');
  localStorage.setItem('tour', '');
});
afterEach(() => vi.useRealTimers());

const contents = () => Object.fromEntries(snapshotStorage(localStorage));

describe('impersonation storage round-trip', () => {
  it('snapshot + restore is exact: added keys go, removed and changed keys come back', () => {
    const snap = snapshotStorage(localStorage);
    const before = contents();
    localStorage.setItem('extra', '1');
    localStorage.removeItem('locale');
    localStorage.setItem('token', 'other');
    restoreStorage(localStorage, snap);
    expect(contents()).toEqual(before);
  });

  it('stores the partner token, sends the window to the overview, and restores when it closes', () => {
    const before = contents();
    const win = fakeWindow();
    const onRestored = vi.fn();
    const session = startImpersonation({
      storage: localStorage,
      win,
      token: 'partner',
      expiresAt: '2026-11-14T12:45:00Z',
      url: '/dashboard/overview',
      onRestored,
    });
    expect(session.opened).toBe(true);
    expect(localStorage.getItem('token')).toBe('partner');
    expect(localStorage.getItem('token.expiresAt')).toBe('2026-11-14T12:45:00Z');
    expect(win.location.replace).toHaveBeenCalledWith('/dashboard/overview');
    // the partner's window writes its own things meanwhile
    localStorage.setItem('app.version', '6.2.5');
    localStorage.setItem('locale', 'en-us');
    vi.advanceTimersByTime(5_000);
    expect(onRestored).not.toHaveBeenCalled();
    win.closed = true;
    vi.advanceTimersByTime(500);
    expect(onRestored).toHaveBeenCalledTimes(1);
    expect(contents()).toEqual(before);
  });

  it('drops a stale expiry when the answer has none', () => {
    startImpersonation({ storage: localStorage, win: fakeWindow(), token: 'p', expiresAt: null, url: '/x', onRestored: vi.fn() });
    expect(localStorage.getItem('token.expiresAt')).toBeNull();
  });

  it('restores at once when there is no usable window', () => {
    const before = contents();
    for (const win of [null, { ...fakeWindow(), closed: true }]) {
      const onRestored = vi.fn();
      const session = startImpersonation({ storage: localStorage, win, token: 'partner', expiresAt: null, url: '/x', onRestored });
      expect(session.opened).toBe(false);
      expect(onRestored).toHaveBeenCalledTimes(1);
      expect(contents()).toEqual(before);
    }
  });

  it('ends when the opener goes away: closes the partner window and restores', () => {
    const before = contents();
    const win = fakeWindow();
    const onRestored = vi.fn();
    startImpersonation({ storage: localStorage, win, token: 'partner', expiresAt: null, url: '/x', onRestored, host: window });
    window.dispatchEvent(new Event('pagehide'));
    expect(win.close).toHaveBeenCalled();
    expect(onRestored).toHaveBeenCalledTimes(1);
    expect(contents()).toEqual(before);
    vi.advanceTimersByTime(2_000);
    expect(onRestored).toHaveBeenCalledTimes(1);
  });

  it('end() closes the window and restores once', () => {
    const before = contents();
    const win = fakeWindow();
    const onRestored = vi.fn();
    const session = startImpersonation({ storage: localStorage, win, token: 'partner', expiresAt: null, url: '/x', onRestored });
    session.end();
    session.end();
    expect(win.close).toHaveBeenCalled();
    expect(onRestored).toHaveBeenCalledTimes(1);
    expect(contents()).toEqual(before);
  });
});

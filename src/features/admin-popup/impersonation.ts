// Admin "login as partner" (spec §4 "Admin impersonation"): the partner's token is stored as the
// user token, a new window opens on the overview, and when that window closes the opener puts
// local storage back exactly as it was.
//
// Why it works, step by step (local storage is shared by every same-origin tab; memory is not):
//  1. On click, the opener opens a blank window at once — still inside the user's gesture, so
//     popup blockers let it through even though the API call comes after. No window → the
//     browser blocked it: nothing was written, the admin is told.
//  2. The API answers with the partner's token (`authorization`) and expiry (`expires`) in headers.
//  3. The opener snapshots all of local storage, then writes the token under `token` (and its
//     expiry), and only then sends the blank window to /dashboard/overview.
//  4. The new window starts, reads `token` from storage and becomes the partner. It keeps reading
//     storage on every request, so storage must hold the partner's token while it lives.
//  5. Meanwhile the opener's in-memory session (React state, cached profile, the socket's token)
//     stays the admin's — but its API calls would read the partner's token from storage, so the
//     popup stays open in a "waiting" state and blocks the admin's screen until the window closes.
//  6. The opener polls `win.closed`; when it is closed, local storage is cleared and the snapshot
//     written back key by key, so the admin's token is the stored one again and the tab goes on
//     as the admin. Cached queries are then refetched in case anything ran with the other token.
//  7. If the opener is closed or reloaded first, it closes the partner window and restores
//     storage on `pagehide`, so no tab is ever left signed in as the partner by accident.
// If the window could not be used when the token arrived (closed meanwhile), storage is restored
// at once.
import { storageKeys } from '@/config/storage-keys';

export type StorageSnapshot = ReadonlyArray<readonly [string, string]>;

export function snapshotStorage(storage: Storage): StorageSnapshot {
  const entries: Array<readonly [string, string]> = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null) entries.push([key, storage.getItem(key) ?? ''] as const);
  }
  return entries;
}

export function restoreStorage(storage: Storage, snapshot: StorageSnapshot): void {
  storage.clear();
  for (const [key, value] of snapshot) storage.setItem(key, value);
}

/** The part of a window the flow uses (a fake in tests). */
export interface ImpersonationWindow {
  readonly closed: boolean;
  location: { replace(url: string): void };
  close(): void;
}

export interface ImpersonationOptions {
  storage: Storage;
  win: ImpersonationWindow | null;
  token: string;
  expiresAt: string | null;
  url: string;
  /** Called once local storage is back to the snapshot. */
  onRestored: () => void;
  pollMs?: number;
  /** Where `pagehide` is listened for (the opener's window). */
  host?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

export interface ImpersonationSession {
  /** false when there was no usable window: storage was restored at once. */
  opened: boolean;
  /** Closes the partner window and restores storage now. */
  end(): void;
}

export function startImpersonation(options: ImpersonationOptions): ImpersonationSession {
  const { storage, win, token, expiresAt, url, onRestored, pollMs = 500, host } = options;
  const snapshot = snapshotStorage(storage);
  storage.setItem(storageKeys.token, token);
  if (expiresAt) storage.setItem(storageKeys.tokenExpiresAt, expiresAt);
  else storage.removeItem(storageKeys.tokenExpiresAt);

  let done = false;
  let timer: ReturnType<typeof setInterval> | null = null;
  const finish = () => {
    if (done) return;
    done = true;
    if (timer !== null) clearInterval(timer);
    host?.removeEventListener('pagehide', onPageHide);
    restoreStorage(storage, snapshot);
    onRestored();
  };
  const onPageHide = () => {
    win?.close();
    finish();
  };

  if (!win || win.closed) {
    finish();
    return { opened: false, end: finish };
  }
  win.location.replace(url);
  timer = setInterval(() => {
    if (win.closed) finish();
  }, pollMs);
  host?.addEventListener('pagehide', onPageHide);
  return {
    opened: true,
    end() {
      win.close();
      finish();
    },
  };
}

// The app's version (spec §9: 6.2.5, the package version) and its storage rule (spec §4): when
// the stored version differs from the running one, local storage is cleared except the token,
// the version and the tour keys. Runs once at start-up, before anything else reads storage.
import { version } from '../../package.json';
import { storageKeys } from '../config/storage-keys';

export const APP_VERSION: string = version;

type VersionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

// The token's expiry belongs to the token: keeping one without the other would be a half session.
const keptKeys = new Set<string>([storageKeys.token, storageKeys.tokenExpiresAt, storageKeys.version]);
const tourKey = new RegExp(`^${storageKeys.tour}(?:$|[.:_-])`);

/** Whether a key survives a version change. */
export function isKeptOnVersionChange(key: string): boolean {
  return keptKeys.has(key) || tourKey.test(key);
}

export type VersionCheck = 'first-run' | 'same' | 'cleared';

/**
 * Compares the stored version with `current`. A first visit (no version stored) has nothing
 * stale to clear: it only records the version.
 */
export function applyVersionRule(storage: VersionStorage, current: string = APP_VERSION): VersionCheck {
  const stored = storage.getItem(storageKeys.version);
  if (stored === current) return 'same';
  if (stored !== null) {
    const stale: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key !== null && !isKeptOnVersionChange(key)) stale.push(key);
    }
    for (const key of stale) storage.removeItem(key);
  }
  storage.setItem(storageKeys.version, current);
  return stored === null ? 'first-run' : 'cleared';
}

/** The start-up call (src/main.tsx). Blocked storage (private modes) is not an error. */
export function checkAppVersion(): void {
  try {
    applyVersionRule(window.localStorage);
  } catch {
    /* storage unavailable: nothing to keep consistent */
  }
}

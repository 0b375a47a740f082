// The bearer token lives in local storage under `token` (spec §3). Storage may be missing
// (Node) or blocked (privacy modes): then there is simply no token.
import { storageKeys } from '../config/storage-keys';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export const tokenStore = {
  get(): string | null {
    return storage()?.getItem(storageKeys.token) ?? null;
  },
  set(token: string, expiresAt?: string | null): void {
    const s = storage();
    s?.setItem(storageKeys.token, token);
    if (expiresAt) s?.setItem(storageKeys.tokenExpiresAt, expiresAt);
    else s?.removeItem(storageKeys.tokenExpiresAt);
  },
  clear(): void {
    storage()?.removeItem(storageKeys.token);
    storage()?.removeItem(storageKeys.tokenExpiresAt);
  },
};

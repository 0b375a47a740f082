// The bearer token lives in local storage under `token` (spec §3).
import { storageKeys } from '../config/storage-keys';

export const tokenStore = {
  get(): string | null {
    try {
      return localStorage.getItem(storageKeys.token);
    } catch {
      return null;
    }
  },
  set(token: string, expiresAt?: string | null): void {
    localStorage.setItem(storageKeys.token, token);
    if (expiresAt) localStorage.setItem(storageKeys.tokenExpiresAt, expiresAt);
    else localStorage.removeItem(storageKeys.tokenExpiresAt);
  },
  clear(): void {
    localStorage.removeItem(storageKeys.token);
    localStorage.removeItem(storageKeys.tokenExpiresAt);
  },
};

// The mutator of the one call every visitor makes before any screen: the API status check
// (getStatus, spec §4). It needs none of the axios instance's work (no token, no body, no upload
// progress), so it goes through the browser's fetch and the first paint does not wait for axios
// (about 20 KB gzip), which loads with the first real call (./http-client.ts). orval.config.ts
// points only this operation here; failures are the same typed ApiError.
import type { AxiosRequestConfig } from 'axios';
import { apiTarget } from '../config/api-base';
import { toApiError } from './api-error';

const TIMEOUT_MS = 30_000;

export async function probeClient<T>(config: AxiosRequestConfig): Promise<T> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), TIMEOUT_MS);
  const signal = config.signal as AbortSignal | undefined;
  const abort = () => timeout.abort();
  signal?.addEventListener('abort', abort);
  try {
    const response = await fetch(`${apiTarget.baseUrl}${config.url ?? ''}`, {
      method: config.method ?? 'GET',
      headers: { accept: 'application/json' },
      signal: timeout.signal,
    });
    const text = await response.text();
    let data: unknown = text;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: kept as text */
    }
    if (!response.ok) throw toApiError({ status: response.status, data });
    return data as T;
  } catch (error) {
    if (error instanceof Error && error.name === 'ApiError') throw error;
    if (signal?.aborted) throw toApiError({ canceled: true });
    const timedOut = timeout.signal.aborted;
    throw toApiError({ code: timedOut ? 'ECONNABORTED' : 'ERR_NETWORK', message: error instanceof Error ? error.message : String(error) });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

export type ErrorType<_E> = import('./api-error').ApiError;

// The one axios instance every generated hook calls (orval mutator). It picks the API host,
// sends the bearer token, turns every failure into a typed ApiError, and signs the user out
// on 403 "Invalid token" (spec §8) and, once, on a 401 `session_revoked` (issue 17 item 4,
// src/api/session-end.ts).
// axios (about 20 KB gzip) is not in the first paint's bundle: it is imported on the first call
// (or when the app is idle after its first paint, see `preloadHttpClient`), so /auth paints first.
import type { AxiosInstance, AxiosRequestConfig, AxiosStatic } from 'axios';
import { apiTarget } from '../config/api-base';
import { ApiError, toApiError } from './api-error';
import { endRevokedSession, rememberSessionEnd } from './session-end';
import { tokenStore } from './token-store';

interface Http {
  axios: AxiosStatic;
  instance: AxiosInstance;
}

let http: Promise<Http> | undefined;

/** The one axios instance, created when axios has loaded. A failed load (the chunk could not be
 * fetched: offline, a new deploy) is forgotten, so the next call tries again. */
function loadHttp(): Promise<Http> {
  http ??= import('axios').then(
    ({ default: axios }) => {
      const instance = axios.create({ baseURL: apiTarget.baseUrl, timeout: 30_000 });
      instance.interceptors.request.use((config) => {
        const token = tokenStore.get();
        if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
        return config;
      });
      return { axios, instance };
    },
    (error: unknown) => {
      http = undefined;
      throw error;
    },
  );
  return http;
}

/** Starts loading the HTTP client without waiting for it (after the first paint). */
export function preloadHttpClient(): void {
  loadHttp().catch(() => undefined);
}

/** What happens on "Invalid token" (clear it and reload; the sign-in step then says the session
 * ended) and on a signed-out session (end it once). Replaceable in tests. */
export const sessionHooks = {
  onInvalidToken: (): void => {
    tokenStore.clear();
    rememberSessionEnd('expired');
    if (typeof window !== 'undefined') window.location.reload();
  },
  onSessionRevoked: (refusedToken: string | null): void => {
    endRevokedSession(refusedToken);
  },
};

/** The bearer token a failed call carried (the one its answer is about), or null. */
function sentToken(error: unknown, axios: AxiosStatic | undefined): string | null {
  if (!axios?.isAxiosError(error)) return null;
  const header = error.config?.headers?.get?.('Authorization');
  const match = typeof header === 'string' ? /^Bearer\s+(.+)$/i.exec(header) : null;
  return match ? match[1]!.trim() : null;
}

/** Binary calls (media) receive error bodies as a Blob in browsers (as text in Node): read the
 * ApiProblem out of them. */
async function readData(data: unknown): Promise<unknown> {
  let text: string | undefined;
  if (typeof data === 'string') text = data;
  else if (typeof Blob !== 'undefined' && data instanceof Blob) text = await data.text();
  else if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) text = new TextDecoder().decode(data as ArrayBuffer);
  if (text === undefined) return data;
  try {
    return JSON.parse(text);
  } catch {
    return data;
  }
}

async function normalise(error: unknown, axios: AxiosStatic | undefined): Promise<ApiError> {
  // No axios: its chunk could not be loaded, which is a network failure for the user.
  if (!axios) return toApiError({ code: 'ERR_NETWORK', message: error instanceof Error ? error.message : String(error) });
  if (axios.isCancel(error)) return toApiError({ canceled: true });
  if (axios.isAxiosError(error)) {
    return toApiError({
      status: error.response?.status,
      data: await readData(error.response?.data),
      code: error.code,
      message: error.message,
    });
  }
  return toApiError({ message: error instanceof Error ? error.message : String(error) });
}

/** Per-call options: axios config plus a hook that sees the response headers
 * (partner login answers with the token in `authorization` and its expiry in `expires`). */
export type RequestOptions = AxiosRequestConfig & {
  onHeaders?: (headers: Record<string, string>) => void;
};

export async function apiClient<T>(config: AxiosRequestConfig, options?: RequestOptions): Promise<T> {
  const { onHeaders, ...rest } = options ?? {};
  let loaded: Http | undefined;
  try {
    loaded = await loadHttp();
    const response = await loaded.instance.request<T>({ ...config, ...rest });
    if (onHeaders) {
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(response.headers)) if (typeof v === 'string') headers[k.toLowerCase()] = v;
      onHeaders(headers);
    }
    return response.data;
  } catch (error) {
    const apiError = await normalise(error, loaded?.axios);
    if (apiError.isInvalidToken) sessionHooks.onInvalidToken();
    else if (apiError.isSessionRevoked) sessionHooks.onSessionRevoked(sentToken(error, loaded?.axios));
    throw apiError;
  }
}

export type ErrorType<_E> = ApiError;
export type BodyType<B> = B;

// The one axios instance every generated hook calls (orval mutator). It picks the API host,
// sends the bearer token, turns every failure into a typed ApiError, and signs the user out
// on 403 "Invalid token" (spec §8).
import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import { apiTarget } from '../config/api-base';
import { ApiError, toApiError } from './api-error';
import { tokenStore } from './token-store';

export const axiosInstance = axios.create({ baseURL: apiTarget.baseUrl, timeout: 30_000 });

axiosInstance.interceptors.request.use((config) => {
  const token = tokenStore.get();
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

/** What happens on "Invalid token": clear it and reload. Replaceable in tests. */
export const sessionHooks = {
  onInvalidToken: (): void => {
    tokenStore.clear();
    if (typeof window !== 'undefined') window.location.reload();
  },
};

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

async function normalise(error: unknown): Promise<ApiError> {
  if (axios.isCancel(error)) return toApiError({ canceled: true });
  if (error instanceof AxiosError) {
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
  try {
    const response = await axiosInstance.request<T>({ ...config, ...rest });
    if (onHeaders) {
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(response.headers)) if (typeof v === 'string') headers[k.toLowerCase()] = v;
      onHeaders(headers);
    }
    return response.data;
  } catch (error) {
    const apiError = await normalise(error);
    if (apiError.isInvalidToken) sessionHooks.onInvalidToken();
    throw apiError;
  }
}

export type ErrorType<_E> = ApiError;
export type BodyType<B> = B;

// TanStack Query defaults (spec §9): data stays fresh for 10 minutes unless a query says
// otherwise (demo-balance limits 5 minutes, fast-info 1 hour — see cacheTimes).
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

export const cacheTimes = {
  default: 10 * 60_000,
  demoBalanceLimits: 5 * 60_000,
  fastInfo: 60 * 60_000,
} as const;

/**
 * Query options for the calls the spec caches differently, spread into a generated hook:
 * `useGetDemoBalanceLimits({ query: cacheFor.demoBalanceLimits })`,
 * `useGetReportsKeySum(params, { query: cacheFor.fastInfo })`.
 */
export const cacheFor = {
  demoBalanceLimits: { staleTime: cacheTimes.demoBalanceLimits, gcTime: cacheTimes.demoBalanceLimits },
  fastInfo: { staleTime: cacheTimes.fastInfo, gcTime: cacheTimes.fastInfo },
} as const;

/**
 * A refusal (4xx) will not change on retry; only a lost answer or a 5xx might, and then one retry,
 * after TanStack's default first delay (1 s), covers a blip: a page whose data is really down
 * says so after about a second instead of three (two retries: 1 s + 2 s).
 */
export function retryQuery(failures: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failures < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: cacheTimes.default,
        gcTime: cacheTimes.default,
        refetchOnWindowFocus: false,
        retry: retryQuery,
      },
      mutations: { retry: false },
    },
  });
}

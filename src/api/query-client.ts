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

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: cacheTimes.default,
        gcTime: cacheTimes.default,
        refetchOnWindowFocus: false,
        retry: (failures, error) => {
          // A refusal will not change on retry; only a lost answer or a 5xx might.
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failures < 2;
        },
      },
      mutations: { retry: false },
    },
  });
}

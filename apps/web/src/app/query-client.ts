import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';

const MAX_RETRIES = 2;

/** Retries only what may pass next time: network failures and 5xx, never a 4xx answer. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

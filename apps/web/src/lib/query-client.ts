import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { lookupKeys } from './lookups/query-keys';

const MAX_RETRIES = 2;

/** Client errors (4xx) will not change on a retry; network and server errors might. */
function shouldRetry(failureCount: number, error: Error): boolean {
  const isClientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !isClientError && failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  // A 401 from any call means the session ended (sign-out elsewhere, or 24 hours of inactivity): re-checking
  // the current user lets the sign-in guard send the person to /login.
  const recheckSessionOn401 = (error: Error) => {
    if (error instanceof ApiError && error.status === 401) {
      void queryClient.invalidateQueries({ queryKey: lookupKeys.currentUser });
    }
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: recheckSessionOn401 }),
    mutationCache: new MutationCache({ onError: recheckSessionOn401 }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

export const queryClient = createQueryClient();

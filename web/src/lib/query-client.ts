import { QueryClient } from '@tanstack/react-query';

/** Queries retry once (spec §7); no request timeout. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

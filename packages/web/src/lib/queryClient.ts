import { QueryClient } from '@tanstack/react-query';

/** The one query cache of the app (also used by route loaders). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

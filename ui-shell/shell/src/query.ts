/**
 * The one QueryClient of the page (shared with plugins through @tanstack/react-query, a
 * singleton of the share scope), primed with the bulk load so the first render needs no
 * request for the collections it holds.
 */
import type { InitData } from '@tresen/sdk';
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(init: InitData): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: 1 },
      mutations: { retry: false },
    },
  });
  for (const entry of init.entries) {
    if (entry && typeof entry.url === 'string' && entry.data && 'data' in entry.data) {
      client.setQueryData(['api', entry.url], entry.data.data);
    }
  }
  return client;
}

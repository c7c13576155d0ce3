/**
 * The one QueryClient of the page (shared with plugins through @tanstack/react-query, a
 * singleton of the share scope), primed with the bulk load so the first render needs no
 * request for the collections it holds.
 */
import { api, type InitData } from '@tresen/sdk';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { normalizeInit } from './init';
import { TEXTS } from './texts';

/** The init payload's query: the back office invalidates it when plugins are switched. */
export const INIT_KEY = ['tresen', 'init'];

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

/**
 * The init payload, read again from GET /api/init when INIT_KEY is invalidated (the
 * back office's live stream reports switched plugins); what did not change keeps its
 * identity (structural sharing), the bulk load of the first one stays.
 */
export function useInitData(first: InitData): InitData {
  const { data } = useQuery({
    queryKey: INIT_KEY,
    queryFn: async () => ({ ...normalizeInit({ data: await api.get('/init', { fresh: true, errorMessage: TEXTS.initFailed }) }), entries: first.entries }),
    initialData: first,
    staleTime: Infinity,
  });
  return data;
}

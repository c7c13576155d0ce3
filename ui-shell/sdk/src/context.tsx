/** React access to the init payload and the shared services: useConfig(), useCurrentUser(), … */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { api as defaultApi, apiUrl, type ApiClient, type ApiError, type RequestOptions } from './api';
import { errorStore as defaultErrorStore, type ErrorStore, type RecordedError } from './errors';
import { formatCurrency, formatDate, formatDateTime, formatTime } from './format';
import type { Config, InitData, PluginInfo, User } from './types';

export interface TresenContextValue {
  init: InitData;
  api: ApiClient;
  errors: ErrorStore;
}

const TresenContext = createContext<TresenContextValue | null>(null);

export function TresenProvider(props: {
  init: InitData;
  api?: ApiClient;
  errors?: ErrorStore;
  children?: ReactNode;
}): ReactNode {
  const { init, api = defaultApi, errors = defaultErrorStore, children } = props;
  const value = useMemo(() => ({ init, api, errors }), [init, api, errors]);
  return <TresenContext.Provider value={value}>{children}</TresenContext.Provider>;
}

function useTresen(): TresenContextValue {
  const value = useContext(TresenContext);
  if (!value) throw new Error('Tresen hooks need <TresenProvider> (the shell renders it)');
  return value;
}

export const useInit = (): InitData => useTresen().init;
export const useConfig = (): Config => useTresen().init.config;
export const useCurrentUser = (): User | null => useTresen().init.user;
/** The enabled plugins as the server listed them. */
export const usePlugins = (): PluginInfo[] => useTresen().init.plugins;
export const useVersion = (): string => useTresen().init.version;
export const useApi = (): ApiClient => useTresen().api;

export function useErrors(): readonly RecordedError[] {
  const { errors } = useTresen();
  return useSyncExternalStore(errors.subscribe, errors.list, errors.list);
}

/** Formatters bound to the configured currency. */
export function useFormat() {
  const currency = useConfig().currency || 'EUR';
  return useMemo(
    () => ({
      currency: (value: number | string | null | undefined) => formatCurrency(value, currency),
      date: formatDate,
      time: formatTime,
      dateTime: formatDateTime,
    }),
    [currency],
  );
}

export interface ResourceState<T> {
  data: T | undefined;
  error: ApiError | null;
  loading: boolean;
  reload(): void;
}

function entryFor(init: InitData, url: string): { found: boolean; data: unknown } {
  const entry = init.entries.find((e) => apiUrl(e.url) === url);
  return entry ? { found: true, data: entry.data?.data } : { found: false, data: undefined };
}

/**
 * Data of a GET call: taken synchronously from the bulk load when it holds the URL,
 * otherwise fetched (failures are recorded in the error store). `path` null: nothing.
 */
export function useResource<T = unknown>(path: string | null, options: RequestOptions = {}): ResourceState<T> {
  const { init, api } = useTresen();
  const url = path === null ? null : apiUrl(path, options.params);
  const { errorMessage, rethrow, record } = options;
  const preloaded = useMemo(() => (url === null ? null : entryFor(init, url)), [init, url]);
  const [tick, setTick] = useState(0);
  const [fetched, setFetched] = useState<{ url: string; tick: number; data: T | undefined; error: ApiError | null } | null>(null);
  const fromBulk = !!preloaded?.found && tick === 0;
  const reload = useCallback(() => setTick((t) => t + 1), []);

  useEffect(() => {
    if (url === null || fromBulk) return;
    let cancelled = false;
    api.get<T>(url, { errorMessage, rethrow, record, fresh: tick > 0 }).then(
      (data) => !cancelled && setFetched({ url, tick, data, error: null }),
      (error: ApiError) => !cancelled && setFetched({ url, tick, data: undefined, error }),
    );
    return () => {
      cancelled = true;
    };
  }, [api, url, tick, fromBulk, errorMessage, rethrow, record]);

  if (url === null) return { data: undefined, error: null, loading: false, reload };
  if (fromBulk) return { data: preloaded!.data as T, error: null, loading: false, reload };
  const current = fetched && fetched.url === url && fetched.tick === tick ? fetched : null;
  const previous = fetched && fetched.url === url ? fetched.data : undefined;
  return { data: current ? current.data : previous, error: current?.error ?? null, loading: !current, reload };
}

/**
 * Server state of the storefront through TanStack Query: the bulk-loaded collections, a
 * branch's state, catalogue and payment methods (the price of a cart: price.ts).
 */
import { useApi, type Branch, type Category, type Product } from '@tresen/sdk';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { asList } from '../data';
import { TEXTS } from '../texts';

export const MINUTE = 60_000;
/** 001 §9: the catalogue is reloaded when 4 hours have passed, checked every 10 seconds. */
export const CATALOG_MAX_AGE = 4 * 60 * MINUTE;
export const CATALOG_CHECK = 10_000;

/** GET of an API collection or object, answered from the bulk load when it holds the URL. */
export function useApiGet<T>(path: string | null, options: { errorMessage?: string; staleTime?: number } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: ['api', path],
    queryFn: () => api.get<T>(path!, { errorMessage: options.errorMessage, record: false }),
    enabled: path !== null,
    staleTime: options.staleTime ?? 5 * MINUTE,
  });
}

export function useBranches() {
  const query = useApiGet<unknown>('/api/branches', { errorMessage: TEXTS.branchesLoadFailed });
  const branches = useMemo(() => asList(query.data) as unknown as Branch[], [query.data]);
  return { ...query, branches };
}

/** Public and enabled (what anonymous visitors see; staff see more). */
export const isPublicBranch = (branch: Branch) => branch.isPublic !== false && branch.isEnabled !== false;

export function useBranch(identifier: string) {
  const { branches, isPending, error } = useBranches();
  const branch = branches.find((b) => b.identifier === identifier || String(b.id) === identifier);
  return { branch, isPending, error };
}

export interface HoursState {
  state: 'open' | 'closingSoon' | 'closed';
  closesAt: string | null;
  nextOpening: string | null;
  text: string;
}

export interface BranchState {
  opening: HoursState;
  delivery: HoursState | null;
  openingHours: string[];
  deliveryHours: string[] | null;
  asap: boolean;
}

/** Open / closing soon / closed now, rechecked every minute. */
export function useBranchState(branch: Branch | undefined) {
  const api = useApi();
  const enabled = !!branch && isPublicBranch(branch);
  return useQuery({
    queryKey: ['branch-state', branch?.id],
    queryFn: () => api.get<BranchState>(`/api/branches/${branch!.id}/state`, { record: false }),
    enabled,
    staleTime: 30_000,
    refetchInterval: MINUTE,
  });
}

export interface Catalog {
  branch: { id: number; identifier: string };
  menu: { id: number; name: string } | null;
  categories: Category[];
}

/**
 * The branch's active catalogue (a store page's document embeds it, so the first render
 * has it); reloaded once it is 4 hours old (checked every 10 s).
 */
export function useCatalog(branch: Branch | undefined) {
  const api = useApi();
  const path = `/api/branches/${branch?.id}/catalog`;
  const query = useQuery({
    queryKey: ['api', path],
    queryFn: () => api.get<Catalog>(path, { errorMessage: TEXTS.catalogLoadFailed, fresh: true, record: false }),
    enabled: !!branch && isPublicBranch(branch),
    staleTime: CATALOG_MAX_AGE,
    gcTime: CATALOG_MAX_AGE,
  });
  const { dataUpdatedAt, refetch } = query;
  useEffect(() => {
    if (!dataUpdatedAt) return;
    const timer = setInterval(() => {
      if (Date.now() - dataUpdatedAt >= CATALOG_MAX_AGE) void refetch();
    }, CATALOG_CHECK);
    return () => clearInterval(timer);
  }, [dataUpdatedAt, refetch]);
  const products = useMemo(() => {
    const map = new Map<number, Product>();
    for (const category of query.data?.categories ?? []) for (const product of category.products) map.set(product.id, product);
    return map;
  }, [query.data]);
  return { ...query, products };
}

export interface PaymentMethod {
  id: string;
  label: string;
}

export function usePaymentMethods(branch: Branch | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['payment-methods', branch?.id],
    queryFn: () => api.get<PaymentMethod[]>(`/api/branches/${branch!.id}/payment-methods`, { record: false }),
    enabled: !!branch,
    staleTime: MINUTE,
  });
}

export interface ImageRecord {
  id: number;
  version: number;
  extension: string;
  alt: string;
  width: number;
  height: number;
}

/** The address of 001 §7: /image/{id}-{version}.{extension}. */
export const imageUrl = (image: Pick<ImageRecord, 'id' | 'version' | 'extension'>) => `/image/${image.id}-${image.version}.${image.extension}`;

/** An image by id (branches name theirs by id); immutable, so cached for good. */
export function useImage(id: number | null | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['image', id],
    queryFn: () => api.get<ImageRecord>(`/api/images/${id}`, { record: false }),
    enabled: typeof id === 'number',
    staleTime: Infinity,
  });
}

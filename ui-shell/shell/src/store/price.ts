/**
 * The server's price of a cart (POST /api/orders/price). Nothing in the storefront
 * computes a price: every amount the customer sees comes from here.
 */
import { ApiError, useApi, type Branch, type CartItem, type OrderType, type PriceResult } from '@tresen/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { toServerItems } from './cart';

export interface PriceRequest {
  branch: Branch | undefined;
  items: CartItem[];
  type: OrderType;
  deliveryArea: string | null | undefined;
  /** The checkout's plugin fields (setField): priced by their plugins as charges. */
  extra?: Record<string, unknown>;
}

/** The previous answer stays while a new one loads; a lost answer is asked for again. */
export function usePrice({ branch, items, type, deliveryArea, extra }: PriceRequest) {
  const api = useApi();
  const body = useMemo(
    () =>
      branch && items.length
        ? {
            branch: { id: branch.id },
            isDelivery: type === 'delivery',
            isDineIn: type === 'dineIn',
            deliveryArea: type === 'delivery' ? deliveryArea || null : null,
            items: toServerItems(items),
            ...extra,
          }
        : null,
    [branch, items, type, deliveryArea, extra],
  );
  const enabled = body !== null && !(type === 'delivery' && !deliveryArea);
  const query = useQuery<PriceResult, ApiError>({
    queryKey: ['price', body],
    queryFn: ({ signal }) => api.post<PriceResult>('/api/orders/price', body, { record: false, signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: (count, error) => error.status === 0 && count < 2,
  });
  // The previous answer stands in only for the same order type (never a takeaway total
  // while delivery waits for its area).
  const data = enabled && query.data?.mode === type ? query.data : undefined;
  // A line's gross does not depend on the order type: the last answer's lines stay shown.
  const lines = query.data && query.data.items.length === items.length ? query.data.items : null;
  return { ...query, data, lines, error: enabled ? query.error : null };
}


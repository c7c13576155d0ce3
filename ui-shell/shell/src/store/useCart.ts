/** The cart of a branch for React: the stored cart, its order type and the changes of 001 §4. */
import { useConfig, type Branch, type OrderType, type Product } from '@tresen/sdk';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { TEXTS } from '../texts';
import { cartStore, migrate, storedOrderType, withOrderType, type Cart } from './cart';

const TYPES: OrderType[] = ['takeaway', 'delivery', 'dineIn'];

/** The order types a branch offers, in the spec's order. */
export function enabledTypes(branch: Branch | undefined): OrderType[] {
  if (!branch) return [];
  return TYPES.filter((type) =>
    type === 'takeaway' ? branch.isTakeawayEnabled !== false : type === 'delivery' ? !!branch.isDeliveryEnabled : !!branch.isDineInEnabled,
  );
}

export function useCart(identifier: string, branch: Branch | undefined) {
  const store = useMemo(() => cartStore(identifier), [identifier]);
  const cart = useSyncExternalStore(store.subscribe, store.get, store.get);
  const config = useConfig();
  const types = enabledTypes(branch);
  // The stored type if the branch still offers it, else the configured default (001 §4), else the first offered.
  const stored = storedOrderType(cart);
  const fallback = String(config.defaultDeliveryMethod || 'takeaway') as OrderType;
  const type: OrderType = stored && types.includes(stored) ? stored : types.includes(fallback) ? fallback : (types[0] ?? 'takeaway');
  const update = useCallback((change: (cart: Cart) => Cart) => store.set(change), [store]);
  const setType = useCallback((next: OrderType) => store.set((c) => withOrderType(c, next)), [store]);
  const areas = branch?.deliveryAreas ?? [];
  const area = type === 'delivery' ? (areas.find((a) => a.id === cart.deliveryArea)?.id ?? (areas.length === 1 ? areas[0].id : null)) : null;
  return { cart, type, types, area, update, setType, store };
}

/**
 * The migration rule (001 §4) whenever the catalogue (re)loads: items that no longer match
 * an active product are dropped; returns the notice to show when that happened.
 */
export function useCartMigration(
  products: ReadonlyMap<number, Product>,
  loaded: unknown,
  update: (change: (cart: Cart) => Cart) => void,
): string | null {
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (!loaded) return;
    let removed = 0;
    update((current) => {
      const result = migrate(current, products);
      removed = result.removed;
      return result.cart;
    });
    if (removed) setNotice(TEXTS.cartCleaned);
  }, [loaded, products, update]);
  return notice;
}

/**
 * Commerce tracking (002 §7): addToCart, initiateCheckout and purchase, each with the items,
 * the price and the currency (default EUR), into the analytics log (reported with
 * `measure()`: the measuring plugin's sender holds entries until the visitor has accepted
 * cookies) and to the third-party tag and pixel (the lazy chunk tracking/thirdParty.ts,
 * only with consent and a configured id).
 */
import { hasConsent, measure, type CartItem } from '@tresen/sdk';

export type CommerceEvent = 'addToCart' | 'initiateCheckout' | 'purchase';

/** At most this many items per event: the log's data object is limited to 4 KB. */
const MAX_ITEMS = 20;

export function trackCommerce(event: CommerceEvent, items: CartItem[], price: string | number | undefined, currency = 'EUR'): void {
  const data = {
    items: items.slice(0, MAX_ITEMS).map((item) => ({ id: item.product.id, name: item.product.name.slice(0, 80), amount: item.amount, unit: item.unit })),
    price: String(price ?? ''),
    currency: currency || 'EUR',
  };
  measure({ type: 'event', action: event, category: 'commerce', data });
  if (hasConsent()) import(/* webpackChunkName: "third-party" */ './tracking/thirdParty').then((m) => m.forwardCommerce(event, data), () => undefined);
}

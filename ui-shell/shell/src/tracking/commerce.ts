/**
 * Commerce events to the third-party tag and pixel (002 §7: addToCart, initiateCheckout,
 * purchase "are also forwarded to an advertising pixel").
 *
 * Called by the analytics chunk's `commerce` (../analytics.ts), which every commerce event
 * of the shop and the storefront goes through (../commerce.ts `trackCommerce`), through the
 * lazy tracking chunk (./load.ts re-exports it): only with cookie consent and while a tag
 * or pixel id is configured. A no-op for a vendor whose script is not loaded.
 */

export type CommerceEventName = 'addToCart' | 'initiateCheckout' | 'purchase';

export interface CommerceItem {
  id?: string | number;
  name?: string;
  quantity?: number;
  /** Unit price (a decimal string from the API or a number). */
  price?: string | number;
}

export interface CommercePayload {
  items: CommerceItem[];
  /** Total value (a decimal string from the API or a number). */
  price: string | number;
  /** ISO code; EUR when missing (002 §7). */
  currency?: string;
}

type Call = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Call;
    fbq?: Call & { callMethod?: Call; queue?: unknown[]; push?: Call; loaded?: boolean; version?: string };
    _fbq?: unknown;
  }
}

/** Google's recommended e-commerce event names (GA4). */
const GOOGLE: Record<CommerceEventName, string> = { addToCart: 'add_to_cart', initiateCheckout: 'begin_checkout', purchase: 'purchase' };
/** Meta pixel standard events. */
const META: Record<CommerceEventName, string> = { addToCart: 'AddToCart', initiateCheckout: 'InitiateCheckout', purchase: 'Purchase' };

/** Pass one commerce event to the loaded tag (gtag 'event') and pixel (fbq 'track'). */
export function forwardCommerceEvent(name: CommerceEventName, payload: CommercePayload): void {
  const currency = payload.currency || 'EUR';
  const value = Number(payload.price);
  const items = payload.items;
  window.gtag?.('event', GOOGLE[name], {
    currency,
    value,
    items: items.map((i) => ({ item_id: String(i.id ?? ''), item_name: i.name, quantity: i.quantity ?? 1, price: i.price === undefined ? undefined : Number(i.price) })),
  });
  window.fbq?.('track', META[name], {
    currency,
    value,
    content_type: 'product',
    contents: items.map((i) => ({ id: String(i.id ?? ''), quantity: i.quantity ?? 1 })),
    num_items: items.reduce((n, i) => n + (i.quantity ?? 1), 0),
  });
}

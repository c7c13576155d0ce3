/**
 * The third-party tag and pixel (002 §7) beside the analytics log, a lazy chunk of its own:
 * the front end imports it only once the visitor has accepted cookies, so nothing of it is
 * on a first visit. While a tag or pixel id is configured their loader chunk (./load) loads
 * the scripts (each once) and receives the commerce events. The analytics log itself is the
 * measuring plugin's: the shell reports to it through `measure()` of @tresen/sdk.
 */
import { hasConsent } from '@tresen/sdk';
import type { CommerceEventName } from './commerce';

/** The configuration while a tag or pixel id is set and the visitor has consented (set by
 * `startThirdParty`, which the front end calls only with consent); null otherwise. */
let thirdParty: Record<string, unknown> | null = null;

const trackingChunk = () => import(/* webpackChunkName: "tracking" */ './load');

/** The third-party tag and pixel when an id is configured: a chunk of their own, each script loaded once. */
export function startThirdParty(config: Record<string, unknown>): void {
  thirdParty = config.googleTagId || config.metaPixelId ? config : null;
  if (thirdParty) trackingChunk().then((m) => m.load(config), () => undefined);
}

export type CommerceData = {
  items: { id: number; name: string; amount: number; unit: string | null }[];
  price: string;
  currency: string;
};

/**
 * A commerce event (002 §7) to the tag and pixel, only while the visitor has consented and
 * a tag or pixel id is configured (their chunk turns it into gtag's and fbq's e-commerce
 * calls).
 */
export function forwardCommerce(event: CommerceEventName, data: CommerceData): void {
  const config = thirdParty;
  if (!config || !hasConsent()) return;
  const payload = { items: data.items.map((i) => ({ id: i.id, name: i.name, quantity: i.amount })), price: data.price, currency: data.currency };
  trackingChunk().then((m) => {
    m.load(config);
    m.forwardCommerceEvent(event, payload);
  }, () => undefined);
}

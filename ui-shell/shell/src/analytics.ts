/**
 * The analytics log's sender (000 §7, 002 §7/§9), a lazy chunk of its own: the front end
 * imports it once the visitor has accepted cookies, so nothing of it is on the storefront's
 * start-up path (page views seen before wait in defaults/Frontend.tsx). Entries queue here
 * while the consent cookie is missing, checked again every second; failures are silently
 * ignored (002 §9).
 */
import { api, hasConsent } from '@tresen/sdk';
import type { CommerceEventName } from './tracking/commerce';

type Kind = 'device' | 'event' | 'pageview';
interface Entry {
  type: Kind;
  action: string;
  category: string;
  data: Record<string, unknown>;
}

/** 002 §9: analytics queue retry interval. */
const RETRY_MS = 1000;
const queue: Entry[] = [];
let waiting = 0;

/** What 002 §7 lists: language(s), user agent, referrer, screen and window sizes, pixel ratio, orientation, dark mode. */
function browserData(): Record<string, unknown> {
  return {
    language: navigator.language.slice(0, 35),
    languages: navigator.languages.slice(0, 20).map((l) => l.slice(0, 35)),
    userAgent: navigator.userAgent.slice(0, 512),
    referrer: document.referrer.slice(0, 2048),
    screen: { width: screen.width, height: screen.height },
    window: { width: window.innerWidth, height: window.innerHeight },
    pixelRatio: window.devicePixelRatio,
    orientation: screen.orientation?.type ?? '',
    darkMode: window.matchMedia('(prefers-color-scheme: dark)').matches,
  };
}

function flush(): void {
  waiting = 0;
  if (!hasConsent()) {
    waiting = window.setTimeout(flush, RETRY_MS);
    return;
  }
  for (const entry of queue.splice(0)) api.post('/api/analytics-log', entry, { record: false }).catch(() => undefined);
}

/** Queue an entry (sent at once when consent is given, otherwise once it is). */
export function track(type: Kind, action: string, category = '', data: Record<string, unknown> = {}): void {
  queue.push({ type, action: action.slice(0, 255), category: category.slice(0, 100), data: { ...browserData(), ...data } });
  if (!waiting) flush();
}

export const pageview = (path: string): void => track('pageview', path, 'page');

/** The configuration while a tag or pixel id is set and the visitor has consented (set by
 * `flushViews`, which the front end calls only with consent); null otherwise. */
let thirdParty: Record<string, unknown> | null = null;

const trackingChunk = () => import(/* webpackChunkName: "tracking" */ './tracking/load');

/** The page views seen so far (taken out of `views`), and the third-party tag and pixel
 * (002 §7) when an id is configured: a chunk of their own, each script loaded once. */
export function flushViews(views: string[], config: Record<string, unknown>): void {
  views.splice(0).forEach(pageview);
  thirdParty = config.googleTagId || config.metaPixelId ? config : null;
  if (thirdParty) trackingChunk().then((m) => m.load(config), () => undefined);
}

export type CommerceData = {
  items: { id: number; name: string; amount: number; unit: string | null }[];
  price: string;
  currency: string;
};

/**
 * A commerce event (002 §7) into the analytics log and, only while the visitor has
 * consented and a tag or pixel id is configured, to the tag and pixel as well (their chunk
 * turns it into gtag's and fbq's e-commerce calls). Events before consent stay out of the
 * third parties' reach: only the log's queue keeps them.
 */
export function commerce(event: CommerceEventName, data: CommerceData): void {
  track('event', event, 'commerce', data);
  const config = thirdParty;
  if (!config || !hasConsent()) return;
  const payload = { items: data.items.map((i) => ({ id: i.id, name: i.name, quantity: i.amount })), price: data.price, currency: data.currency };
  trackingChunk().then((m) => {
    m.load(config);
    m.forwardCommerceEvent(event, payload);
  }, () => undefined);
}

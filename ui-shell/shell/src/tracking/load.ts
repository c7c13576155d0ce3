/**
 * The third-party scripts (002 §4, §7): the Google tag (gtag.js) and the Meta pixel
 * (fbevents.js). A chunk of its own, imported by defaults/Frontend.tsx only once the
 * visitor has accepted cookies and only while an id is configured; the server's content
 * security policy admits their origins only then (plugins/tracking).
 * The loader snippets the vendors give as inline scripts are written out here (the CSP
 * allows no inline script).
 *
 * The commerce events' forwarding lives here too (./commerce.ts): the analytics chunk
 * calls it through this chunk, so none of it is on a first visit.
 */

export { forwardCommerceEvent } from './commerce';

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

function loadGoogleTag(id: string): void {
  if (window.gtag) return;
  const dataLayer = (window.dataLayer = window.dataLayer || []);
  // gtag.js reads the arguments objects themselves, as its own snippet pushes them.
  window.gtag = function gtag() {
    dataLayer.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id);
  addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
}

function loadMetaPixel(id: string): void {
  if (window.fbq) return;
  // Calls queue until fbevents.js arrives and sets callMethod (Meta's own snippet).
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue!.push(args);
  }) as NonNullable<Window['fbq']>;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  window.fbq = fbq;
  if (!window._fbq) window._fbq = fbq;
  fbq('init', id);
  fbq('track', 'PageView');
  addScript('https://connect.facebook.net/en_US/fbevents.js');
}

/** Load the scripts whose id is set in the configuration (each once per page life). */
export function load(config: Record<string, unknown>): void {
  if (typeof config.googleTagId === 'string' && config.googleTagId) loadGoogleTag(config.googleTagId);
  if (typeof config.metaPixelId === 'string' && config.metaPixelId) loadMetaPixel(config.metaPixelId);
}

/**
 * What the service worker may keep (issue 13, 000 §4): API answers network-first, but never
 * a staff answer, an order's status or anything of a signed-in person; never /backend.
 * One place for the rule: the worker and its unit test read it from here.
 */

/** API paths whose answers are never cached: staff, orders and their status, sign-in, live feeds. */
export const NEVER_CACHED = [
  '/api/orders',
  '/api/payments',
  '/api/users',
  '/api/login',
  '/api/logout',
  '/api/logs',
  '/api/live',
  '/api/toolbar',
  '/api/config',
  '/api/plugins',
  '/api/statistics',
  '/api/analytics-log',
  '/api/ui-errors',
  '/api/pwa',
];

/** The cookie the server sets only for a signed-in person (the double-submit token). */
export const SIGNED_IN_COOKIE = 'XSRF-TOKEN';

const under = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`);

/** Whether a same-origin GET of `path` goes network-first through the API cache. */
export function isCachedApi(path: string): boolean {
  return under(path, '/api') && !NEVER_CACHED.some((prefix) => under(path, prefix));
}

/** Whether an answer may be stored: a full 200 from this site, and nobody signed in. */
export function mayStore(status: number, signedIn: boolean): boolean {
  return status === 200 && !signedIn;
}

/** Navigations the offline page stands in for (the back office is not the app). */
export const isAppNavigation = (path: string): boolean => !under(path, '/backend');

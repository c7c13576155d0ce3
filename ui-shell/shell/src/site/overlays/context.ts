/**
 * The self-service context (002 §2, 'A route can carry a context marker
 * self-service'): a kiosk opens the storefront with `?context=self-service`; the marker is
 * kept for the browser tab (sessionStorage) so it survives navigation, and
 * `?context=` with any other value (or empty) clears it.
 */
export const SELF_SERVICE = 'self-service';
const KEY = 'tresen.context';

export function routeContext(search: string): string {
  const value = new URLSearchParams(search).get('context');
  try {
    if (value === SELF_SERVICE) sessionStorage.setItem(KEY, value);
    else if (value !== null) sessionStorage.removeItem(KEY);
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return value ?? '';
  }
}

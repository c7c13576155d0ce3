/**
 * The route context marker 'self-service' (001 §2): a kiosk opens the storefront with
 * `?context=self-service`; the marker is kept for the visit. In that context a successful
 * order also clears the stored order data.
 */
export const CONTEXT_KEY = 'tresen.context';
export const SELF_SERVICE = 'self-service';

export function isSelfService(search: string = typeof location === 'undefined' ? '' : location.search): boolean {
  try {
    const marker = new URLSearchParams(search).get('context');
    if (marker) sessionStorage.setItem(CONTEXT_KEY, marker);
    return (marker ?? sessionStorage.getItem(CONTEXT_KEY)) === SELF_SERVICE;
  } catch {
    return false;
  }
}

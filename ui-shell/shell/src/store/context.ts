/**
 * The route context marker 'self-service' (001 §2): a kiosk opens the storefront with
 * `?context=self-service`; the marker is kept for the visit (site/overlays/context.ts keeps
 * it, one rule for the whole front end). In that context a successful order also clears the
 * stored order data.
 */
import { routeContext, SELF_SERVICE } from '../site/overlays/context';

export { SELF_SERVICE };

export function isSelfService(search: string = typeof location === 'undefined' ? '' : location.search): boolean {
  return routeContext(search) === SELF_SERVICE;
}

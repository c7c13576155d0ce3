/**
 * The self-service marker (001 §2), read as the shell reads it (ui-shell/shell/src/store/
 * context.ts: `?context=self-service`, kept in sessionStorage 'tresen.context'). A copy,
 * not an SDK export: moving it into the SDK would put ~0.13 KB gzip into every storefront
 * start-up, which is at its budget.
 */
const CONTEXT_KEY = 'tresen.context';
const SELF_SERVICE = 'self-service';

export function isSelfService(search: string = location.search): boolean {
  try {
    return (new URLSearchParams(search).get('context') ?? sessionStorage.getItem(CONTEXT_KEY)) === SELF_SERVICE;
  } catch {
    return false;
  }
}

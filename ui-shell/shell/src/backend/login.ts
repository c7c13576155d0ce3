/**
 * What the sign-in page reads from its own address: where to go after signing in
 * (`?next=`) and why an e-mailed sign-in link did not work (`?link=`). Pure functions,
 * unit-tested in Node.
 */

export const BACKEND = '/backend';

/**
 * Where to go after signing in: `next` parsed as a URL against the page's origin, taken
 * only when it stays on that origin under /backend (not the sign-in page itself). A
 * browser reads `/\evil`, `/<tab>/evil`, `//evil` and `javascript:` as other places, so
 * the check is on the parsed URL, never on the text.
 */
export function nextTarget(search: string, origin: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next) return BACKEND;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return BACKEND;
  }
  const inside = url.pathname === BACKEND || url.pathname.startsWith(BACKEND + '/');
  if (url.origin !== origin || !inside || url.pathname.startsWith(BACKEND + '/login')) return BACKEND;
  return url.pathname + url.search + url.hash;
}

/** The server's reasons for a sign-in link that did not sign in (GET /api/login-link/…). */
const LINK_PROBLEMS: Record<string, string> = {
  invalid: 'Ungültiger oder abgelaufener Anmelde-Link.',
  disabled: 'Der Account ist deaktiviert.',
  locked: 'Der Account ist gesperrt.',
  expired: 'Der Account ist abgelaufen.',
};

/** The message for `?link=…`, or null (an unknown reason reads as an invalid link). */
export function linkProblem(search: string): string | null {
  const reason = new URLSearchParams(search).get('link');
  if (reason === null) return null;
  return LINK_PROBLEMS[reason] ?? LINK_PROBLEMS.invalid;
}

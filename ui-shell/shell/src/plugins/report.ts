/**
 * Plugin failures: kept in window.__TRESEN__.errors and sent, fire-and-forget, to
 * POST /api/ui-errors as {"plugin", "message"}.
 */
import { readCookie, XSRF_COOKIE, XSRF_HEADER } from '@tresen/sdk';

export const UI_ERRORS_URL = '/api/ui-errors';
/** At most this many reports per page view, so a render loop cannot flood the server. */
const MAX_POSTS = 20;

export interface PluginFailure {
  plugin: string;
  message: string;
}

export function createReporter(
  sink: PluginFailure[],
  post: (failure: PluginFailure) => void = postFailure,
): (plugin: string, message: string) => void {
  const reported = new Set<string>();
  let posts = 0;
  return (plugin, message) => {
    const key = `${plugin}\n${message}`;
    if (reported.has(key)) return;
    reported.add(key);
    sink.push({ plugin, message });
    console.error(`[tresen] plugin "${plugin}": ${message}`);
    if (posts++ < MAX_POSTS) post({ plugin, message });
  };
}

function postFailure(failure: PluginFailure): void {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = readCookie(document.cookie, XSRF_COOKIE);
  if (token) headers[XSRF_HEADER] = token;
  try {
    fetch(UI_ERRORS_URL, {
      method: 'POST',
      headers,
      body: JSON.stringify(failure),
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Reporting is best effort.
  }
}

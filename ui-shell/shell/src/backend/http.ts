/**
 * The back office's HTTP calls: our `{"data"}` / `{"errors": [{field, message}]}` envelope,
 * CSRF double-submit on writes, 401 → /backend/login and back (spec 000 §8). Failures are
 * react-admin HttpErrors: the first server message, else the German fallback of the call,
 * with the field errors keyed by field for the form (JSON paths as react-hook-form paths).
 */
import { firstServerMessage, readCookie, XSRF_COOKIE, XSRF_HEADER } from '@tresen/sdk';
import { HttpError } from 'react-admin';

export const LOGIN = '/backend/login';

export function loginUrl(): string {
  const here = window.location.pathname + window.location.search + window.location.hash;
  return here.startsWith(LOGIN) ? LOGIN : `${LOGIN}?next=${encodeURIComponent(here)}`;
}

/** "items[0].amount" → "items.0.amount"; an empty or missing field is the form's root. */
export function fieldPath(field: string | null | undefined): string {
  return field ? field.replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '') : 'root.serverError';
}

export interface Answer<T> {
  data: T;
  total: number | null;
}

export async function call<T = unknown>(method: string, path: string, body: unknown, fallback: string): Promise<Answer<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') {
    const token = readCookie(document.cookie, XSRF_COOKIE);
    if (token) headers[XSRF_HEADER] = token;
  }
  let response: Response;
  try {
    response = await fetch(path, { method, headers, credentials: 'same-origin', body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new HttpError(fallback, 0, {});
  }
  if (response.status === 401 && !path.startsWith('/api/login')) {
    window.location.assign(loginUrl());
    throw new HttpError(fallback, 401, {});
  }
  const text = await response.text().catch(() => '');
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    throw new HttpError(fallback, response.status, {});
  }
  if (!response.ok) {
    const list = ((parsed as { errors?: { field?: string | null; message?: string }[] } | null)?.errors ?? []).filter((e) => e && e.message);
    const errors: Record<string, string> = {};
    for (const error of list) {
      const key = fieldPath(error.field);
      if (!(key in errors)) errors[key] = error.message as string;
    }
    const message = (method === 'GET' ? null : firstServerMessage(parsed)) ?? fallback;
    throw new HttpError(method === 'GET' ? fallback : message, response.status, { errors, serverMessage: firstServerMessage(parsed) });
  }
  const total = response.headers.get('X-Total-Count');
  return { data: (parsed as { data: T } | null)?.data as T, total: total === null ? null : Number(total) };
}

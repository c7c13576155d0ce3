/**
 * Placing an order so that a flaky connection never orders twice: every body gets an
 * Idempotency-Key, kept (in session storage) for as long as the very same body is sent
 * again — a retry after a lost answer, a second tap, a reload — so the server answers with
 * the order it already made instead of making another. A lost answer is retried with the
 * same key before the customer sees 'Ein unbekannter Fehler ist aufgetreten.'.
 */
import { ApiError, type ApiClient, type PublicOrder } from '@tresen/sdk';

export interface Created {
  uid: string;
  hash: string;
  paymentRedirectUrl: string | null;
  order: PublicOrder;
}

const KEY_PREFIX = 'tresen.checkout.';
/** Waits before the retries of a request whose answer was lost. */
export const RETRY_DELAYS = [600, 1500];

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function newKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/** The key for this body: the stored one when the body is unchanged, else a new one. */
export function idempotencyKey(identifier: string, body: string, store: Storage | null = storage()): string {
  try {
    const stored = JSON.parse(store?.getItem(KEY_PREFIX + identifier) ?? 'null') as { body?: string; key?: string } | null;
    if (stored?.body === body && stored.key) return stored.key;
  } catch {
    // unreadable: start over
  }
  const key = newKey();
  try {
    store?.setItem(KEY_PREFIX + identifier, JSON.stringify({ body, key }));
  } catch {
    // the key still protects this page view's retries
  }
  return key;
}

export function forgetKey(identifier: string, store: Storage | null = storage()): void {
  try {
    store?.removeItem(KEY_PREFIX + identifier);
  } catch {
    // nothing to forget
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** POST /api/orders; an answer lost on the way (status 0) is asked for again with the same key. */
export async function placeOrder(api: ApiClient, identifier: string, body: Record<string, unknown>, delays = RETRY_DELAYS): Promise<Created> {
  const text = JSON.stringify(body);
  const key = idempotencyKey(identifier, text);
  for (let attempt = 0; ; attempt++) {
    try {
      return await api.post<Created>('/api/orders', body, { record: false, headers: { 'Idempotency-Key': key } });
    } catch (error) {
      const lost = error instanceof ApiError && (error.status === 0 || error.status >= 502);
      if (!lost || attempt >= delays.length) throw error;
      await sleep(delays[attempt]);
    }
  }
}

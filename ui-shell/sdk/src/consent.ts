/**
 * Cookie consent (000 §4, 002 §2.11/§4/§9): the visitor's acceptance lives in a cookie
 * for 365 days. Third-party features (maps, embedded maps, analytics) wait for it:
 * `useConsent()` in components, `onConsent()` elsewhere. The shell's banner calls
 * `giveConsent()`.
 */
import { useSyncExternalStore } from 'react';
import { readCookie } from './api';

export const CONSENT_COOKIE = 'tresen_consent';
export const CONSENT_DAYS = 365;

const listeners = new Set<() => void>();

/** Whether the visitor has accepted cookies (the consent cookie is present). */
export const hasConsent = (): boolean => readCookie(document.cookie, CONSENT_COOKIE) === '1';

/** Store the consent for 365 days and wake everything that waits for it. */
export function giveConsent(): void {
  document.cookie = `${CONSENT_COOKIE}=1;max-age=${CONSENT_DAYS * 86400};path=/;samesite=lax`;
  listeners.forEach((listener) => listener());
}

/**
 * Call `listener` when consent is given (check `hasConsent()` first: it is not called for
 * a consent given earlier). Returns the unsubscribe function.
 */
export function onConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** React: true once the visitor has accepted cookies; re-renders on acceptance. */
export const useConsent = (): boolean => useSyncExternalStore(onConsent, hasConsent, () => false);

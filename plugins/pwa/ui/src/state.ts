/**
 * The installable app's states (002 §4): install prompt → instructions → installed;
 * update available → refreshing → reload; online or offline. One small store outside
 * React: the worker, the timers and the browser's events write it; the components read it
 * with `usePwaState()`.
 */
import { hasConsent, onConsent, readCookie } from '@tresen/sdk';
import { useSyncExternalStore } from 'react';
import { detectDevice, installSupported, instructionsFor, type Device, type Instructions } from './platform';
import { isSelfService } from './selfService';
import { DISMISS_COOKIE, DISMISS_SECONDS, PROMPT_AFTER_CONSENT_MS, PROMPT_AFTER_LOAD_MS } from './timing';

/** Chromium's install prompt event (not in the DOM typings). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface PwaState {
  device: Device;
  /** A service worker is registered (or at least supported and being registered). */
  worker: boolean;
  standalone: boolean;
  installed: boolean;
  selfService: boolean;
  /** The offered prompt ('App installieren?') is shown. */
  prompt: boolean;
  /** The instruction dialog shown, if any. */
  instructions: Instructions | null;
  update: 'none' | 'available' | 'refreshing';
  offline: boolean;
}

const INSTALLED_KEY = 'tresen.pwa.installed';
let deferred: InstallPromptEvent | null = null;
let state: PwaState = {
  device: 'other',
  worker: false,
  standalone: false,
  installed: false,
  selfService: false,
  prompt: false,
  instructions: null,
  update: 'none',
  offline: false,
};
const listeners = new Set<() => void>();

function set(patch: Partial<PwaState>): void {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

export const getState = (): PwaState => state;
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const usePwaState = (): PwaState => useSyncExternalStore(subscribe, getState, getState);

/** 000 §2: the plugin is on (this module runs), the browser can install, not yet installed, not self-service. */
export const canOfferInstall = (s: PwaState): boolean =>
  installSupported(s.device, s.worker) && !s.standalone && !s.installed && !s.selfService;

function standalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return Boolean(nav.standalone) || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches);
}

function storedInstalled(): boolean {
  try {
    return localStorage.getItem(INSTALLED_KEY) === '1';
  } catch {
    return false;
  }
}

/** 'Installieren' (prompt or footer): the dialog for this browser. */
export function startInstall(): void {
  set({ prompt: false, instructions: instructionsFor(state.device, deferred !== null) });
}

/** 'Installieren' in the generic dialog: the browser's own prompt. */
export async function promptNative(): Promise<void> {
  const event = deferred;
  set({ instructions: null });
  if (!event) return;
  deferred = null;
  await event.prompt();
  const choice = await event.userChoice;
  if (choice.outcome === 'accepted') markInstalled();
}

export const closeInstructions = (): void => set({ instructions: null });

/** 'Nicht jetzt': no prompt for a month. */
export function dismissPrompt(): void {
  document.cookie = `${DISMISS_COOKIE}=1;max-age=${DISMISS_SECONDS};path=/;samesite=lax`;
  set({ prompt: false });
}

function markInstalled(): void {
  try {
    localStorage.setItem(INSTALLED_KEY, '1');
  } catch {
    /* private mode: remembered for this page only */
  }
  set({ installed: true, prompt: false, instructions: null });
}

export const setWorker = (worker: boolean): void => set({ worker });
export const setUpdate = (update: PwaState['update']): void => set({ update });

/** Offer the prompt after `delay` ms, if everything still allows it then. */
function offerPrompt(delay: number): void {
  window.setTimeout(() => {
    if (!canOfferInstall(state) || !hasConsent() || readCookie(document.cookie, DISMISS_COOKIE)) return;
    if (state.instructions || state.prompt) return;
    set({ prompt: true });
  }, delay);
}

/** Run `then` once the page has loaded (at once if it has). */
export function afterLoad(then: () => void): void {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', then, { once: true });
}

/** Read the browser once and listen to what changes (called by the plugin's setup). */
export function startState(): void {
  set({
    device: detectDevice(navigator.userAgent, navigator.maxTouchPoints || 0),
    worker: 'serviceWorker' in navigator,
    standalone: standalone(),
    installed: storedInstalled(),
    selfService: isSelfService(),
    offline: navigator.onLine === false,
  });
  window.addEventListener('online', () => set({ offline: false }));
  window.addEventListener('offline', () => set({ offline: true }));
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // our own prompt decides when
    deferred = event as InstallPromptEvent;
  });
  window.addEventListener('appinstalled', markInstalled);
  // 5000 ms after load when consent was given before; 250 ms after accepting.
  if (hasConsent()) afterLoad(() => offerPrompt(PROMPT_AFTER_LOAD_MS));
  else {
    const stop = onConsent(() => {
      stop();
      offerPrompt(PROMPT_AFTER_CONSENT_MS);
    });
  }
}

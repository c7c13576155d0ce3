/** Timings of 002 §4/§9 for the installable app (one place; the tests read them too). */
export const PROMPT_AFTER_LOAD_MS = 5000;
export const PROMPT_AFTER_CONSENT_MS = 250;
export const UPDATE_FIRST_CHECK_MS = 2500;
export const UPDATE_CHECK_EVERY_MS = 1_800_000;
/** 'Nicht jetzt' is remembered for one month. */
export const DISMISS_COOKIE = 'tresen_pwa_dismissed';
export const DISMISS_SECONDS = 30 * 86400;
export const WORKER_URL = '/build/service-worker.js';

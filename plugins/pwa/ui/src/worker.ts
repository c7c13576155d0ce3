/**
 * Registers the service worker (/build/service-worker.js, scope /) and drives its update
 * states (002 §4/§9): checks after 2500 ms, then every 30 minutes; a new version waits
 * ('Ein Update wurde installiert!') until 'App neustarten' lets it take over, then the page
 * reloads. Registration errors are silently ignored (002 §4).
 */
import { afterLoad, setUpdate, setWorker } from './state';
import { UPDATE_CHECK_EVERY_MS, UPDATE_FIRST_CHECK_MS, WORKER_URL } from './timing';

let registration: ServiceWorkerRegistration | null = null;

/** A new worker is installed and waits while an older one controls the page. */
function watch(reg: ServiceWorkerRegistration): void {
  const waiting = () => {
    if (reg.waiting && navigator.serviceWorker.controller) setUpdate('available');
  };
  waiting();
  reg.addEventListener('updatefound', () => {
    const incoming = reg.installing;
    incoming?.addEventListener('statechange', () => {
      if (incoming.state === 'installed') waiting();
    });
  });
}

export function startWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  afterLoad(() => {
    navigator.serviceWorker
      .register(WORKER_URL, { scope: '/' })
      .then((reg) => {
        registration = reg;
        watch(reg);
        const check = () => void reg.update().catch(() => undefined);
        window.setTimeout(() => {
          check();
          window.setInterval(check, UPDATE_CHECK_EVERY_MS);
        }, UPDATE_FIRST_CHECK_MS);
      })
      .catch(() => setWorker(false));
  });
}

/** 'App neustarten': the waiting worker takes over; the page reloads when it has. */
export function restart(): void {
  const waiting = registration?.waiting;
  setUpdate('refreshing');
  if (!waiting) {
    location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

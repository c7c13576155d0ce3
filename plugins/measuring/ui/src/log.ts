/**
 * The analytics log's sender (000 §7, 002 §7/§9), a lazy chunk of the measuring plugin's
 * module (which the shell loads only once the visitor has accepted cookies, or for staff).
 * Entries queue here while the consent cookie is missing, checked again every second;
 * failures are silently ignored (002 §9).
 */
import { api, hasConsent, type MeasureEntry } from '@tresen/sdk';

interface Entry {
  type: MeasureEntry['type'];
  action: string;
  category: string;
  data: Record<string, unknown>;
}

/** 002 §9: analytics queue retry interval. */
const RETRY_MS = 1000;
const queue: Entry[] = [];
let waiting = 0;

/** What 002 §7 lists: language(s), user agent, referrer, screen and window sizes, pixel ratio, orientation, dark mode. */
function browserData(): Record<string, unknown> {
  return {
    language: navigator.language.slice(0, 35),
    languages: navigator.languages.slice(0, 20).map((l) => l.slice(0, 35)),
    userAgent: navigator.userAgent.slice(0, 512),
    referrer: document.referrer.slice(0, 2048),
    screen: { width: screen.width, height: screen.height },
    window: { width: window.innerWidth, height: window.innerHeight },
    pixelRatio: window.devicePixelRatio,
    orientation: screen.orientation?.type ?? '',
    darkMode: window.matchMedia('(prefers-color-scheme: dark)').matches,
  };
}

function flush(): void {
  waiting = 0;
  if (!hasConsent()) {
    waiting = window.setTimeout(flush, RETRY_MS);
    return;
  }
  for (const entry of queue.splice(0)) api.post('/api/analytics-log', entry, { record: false }).catch(() => undefined);
}

/** Queue an entry (sent at once when consent is given, otherwise once it is). */
export function send({ type, action, category, data = {} }: MeasureEntry): void {
  queue.push({ type, action: action.slice(0, 255), category: category.slice(0, 100), data: { ...browserData(), ...data } });
  if (!waiting) flush();
}

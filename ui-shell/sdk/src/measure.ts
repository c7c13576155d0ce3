/**
 * What the front end measures (000 §7, 002 §7): page views, commerce and form events. The
 * shell reports them with `measure()`; a plugin that keeps the analytics log (measuring)
 * receives them with `onMeasure()`. Entries reported before a listener is there wait here
 * (the newest MAX_PENDING), so a module loaded later (after the visitor's consent) still
 * gets the page views seen before. With no such plugin enabled nothing leaves the browser.
 */
export interface MeasureEntry {
  type: 'device' | 'event' | 'pageview';
  /** The path of a page view, the name of an event. */
  action: string;
  category: string;
  data?: Record<string, unknown>;
}

const MAX_PENDING = 100;
const pending: MeasureEntry[] = [];
const listeners = new Set<(entry: MeasureEntry) => void>();

/** Report an entry to the listeners (or keep it until the first one is there). */
export function measure(entry: MeasureEntry): void {
  if (!listeners.size) {
    pending.push(entry);
    if (pending.length > MAX_PENDING) pending.shift();
    return;
  }
  listeners.forEach((listener) => listener(entry));
}

/** Receive every entry, first those reported so far. Returns the unsubscribe function. */
export function onMeasure(listener: (entry: MeasureEntry) => void): () => void {
  listeners.add(listener);
  pending.splice(0).forEach(listener);
  return () => listeners.delete(listener);
}

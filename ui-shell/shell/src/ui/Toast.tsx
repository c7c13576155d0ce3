/** A short confirmation ('Produkt zum Warenkorb hinzugefügt.'), announced to screen readers. */
import { useEffect, useSyncExternalStore } from 'react';
import { Icon } from './Icons';

interface ToastState {
  id: number;
  message: string;
  ms: number;
}

let current: ToastState | null = null;
let counter = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Show `message` for `ms` milliseconds (3.5 s; the web shop's notices last 5 s, 002 §9). */
export function showToast(message: string, ms = 3500): void {
  current = { id: ++counter, message, ms };
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => current;

export function Toaster() {
  const toast = useSyncExternalStore(subscribe, read, read);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => {
      if (current?.id === toast.id) {
        current = null;
        emit();
      }
    }, toast.ms);
    return () => clearTimeout(timer);
  }, [toast]);
  return (
    <div role="status" aria-live="polite" className="t-toast-region">
      {toast && (
        <div className="t-toast" data-testid="tresen-toast" key={toast.id}>
          <Icon name="check" />
          {toast.message}
        </div>
      )}
    </div>
  );
}

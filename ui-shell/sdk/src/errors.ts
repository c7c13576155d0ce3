/**
 * Error store of spec 000 §8: every failed call records an error with an id, the message
 * and a retry action. The shell renders the list; tests and plugins may subscribe.
 */

export interface RecordedError {
  id: string;
  message: string;
  /** Repeats the failed action; absent when there is nothing sensible to repeat. */
  retry?: () => Promise<unknown>;
  /** Where it came from: an API path, or `plugin:<id>`. */
  source?: string;
}

export interface ErrorStore {
  record(message: string, retry?: () => Promise<unknown>, source?: string): RecordedError;
  dismiss(id: string): void;
  /** Dismiss the error and run its retry; a new failure records a new error. */
  retry(id: string): Promise<void>;
  list(): readonly RecordedError[];
  subscribe(listener: () => void): () => void;
  clear(): void;
}

export function createErrorStore(): ErrorStore {
  let errors: readonly RecordedError[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  const store: ErrorStore = {
    record(message, retry, source) {
      counter += 1;
      const error: RecordedError = { id: `error-${counter}`, message, retry, source };
      errors = [...errors, error];
      emit();
      return error;
    },
    dismiss(id) {
      const next = errors.filter((e) => e.id !== id);
      if (next.length !== errors.length) {
        errors = next;
        emit();
      }
    },
    async retry(id) {
      const error = errors.find((e) => e.id === id);
      store.dismiss(id);
      if (error?.retry) {
        // The retried call records its own error when it fails again.
        await error.retry().catch(() => undefined);
      }
    },
    list: () => errors,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear() {
      errors = [];
      emit();
    },
  };
  return store;
}

/** The store shared by the shell and every plugin (the SDK is a singleton module). */
export const errorStore = createErrorStore();

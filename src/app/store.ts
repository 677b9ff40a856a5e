// The shell's one store helper: a value and the readers told when it changes, shaped for React's
// useSyncExternalStore (subscribe, get). The shell's stores are made with it: the session (src/session/store.ts),
// the language (src/i18n/locale.ts) and the in-flight request count behind the loading overlay (src/http/loading.ts).
import { useSyncExternalStore } from 'react';

export interface Store<T> {
  /** The current value (the same object until the next set: useSyncExternalStore compares by identity). */
  get(): T;
  /** Replaces the value (or maps the current one) and tells every reader, unless the value is the same. */
  set(next: T | ((current: T) => T)): void;
  /** Calls `listener` after each change; answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      const v = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      if (Object.is(v, value)) return;
      value = v;
      [...listeners].forEach((l) => l());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The store's value in a component, which renders again when it changes. */
export function useStore<T>(store: Pick<Store<T>, 'get' | 'subscribe'>): T {
  return useSyncExternalStore(store.subscribe, store.get);
}

// The in-flight request counter behind the loading overlay (000 §4): a store (src/app/store.ts) of the count.
import { createStore } from '../app/store';

const count = createStore(0);

export const loading = {
  start: (): void => count.set((c) => c + 1),
  end: (): void => count.set((c) => Math.max(0, c - 1)),
  count: count.get,
  subscribe: count.subscribe,
};

// The in-flight request counter behind the loading overlay (000 §4).
let count = 0;
const listeners = new Set<() => void>();

export const loading = {
  start(): void {
    count += 1;
    listeners.forEach((l) => l());
  },
  end(): void {
    count = Math.max(0, count - 1);
    listeners.forEach((l) => l());
  },
  count: (): number => count,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// "The newest request wins": each run aborts the one before, and an answer that arrives after a newer run
// started is dropped (STALE), so a slow first answer never overwrites a newer one.
export const STALE: unique symbol = Symbol('stale');

export class Latest {
  private seq = 0;
  private controller?: AbortController;

  async run<T>(fn: (signal: AbortSignal) => Promise<T>): Promise<T | typeof STALE> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    const id = ++this.seq;
    try {
      const value = await fn(controller.signal);
      return id === this.seq ? value : STALE;
    } catch (e) {
      if (id !== this.seq) return STALE;
      throw e;
    }
  }

  /** Drops whatever is in flight (on unmount). */
  cancel(): void {
    this.seq++;
    this.controller?.abort();
  }
}

// Effects that run on some inputs only, stated as such (React 18 has no useEffectEvent): a mount-only effect,
// and a ref to the newest value that an effect keyed on other inputs reads without re-running when it changes.
import { useCallback, useEffect, useLayoutEffect, useRef, type EffectCallback } from 'react';

/** Runs `effect` once after the first render, with that render's values; its cleanup runs on unmount. */
export function useMountEffect(effect: EffectCallback): void {
  const first = useRef(effect);
  useEffect(() => first.current(), []);
}

/**
 * Runs `effect` once when the first render is committed, before the browser paints it: a screen's first request
 * (a search page's or a picker's first search) leaves then, not a frame later with the passive effects.
 */
export function useMountLayoutEffect(effect: EffectCallback): void {
  const first = useRef(effect);
  useLayoutEffect(() => first.current(), []);
}

/** A ref that always holds the value of the latest render. */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

/** A function of stable identity that calls the latest render's `fn` (a memoised child's callback prop). */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useLatest(fn);
  return useCallback((...args: A) => latest.current(...args), [latest]);
}

/**
 * Runs `fn` after the next paint: an animation frame callback runs before that frame's layout, so a task queued
 * from it runs once the frame has been painted. Returns the cancel.
 */
export function afterNextPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(fn, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

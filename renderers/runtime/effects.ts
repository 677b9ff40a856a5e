// Effects that run on some inputs only, stated as such (React 18 has no useEffectEvent): a mount-only effect,
// and a ref to the newest value that an effect keyed on other inputs reads without re-running when it changes.
import { useEffect, useRef, type EffectCallback } from 'react';

/** Runs `effect` once after the first render, with that render's values; its cleanup runs on unmount. */
export function useMountEffect(effect: EffectCallback): void {
  const first = useRef(effect);
  useEffect(() => first.current(), []);
}

/** A ref that always holds the value of the latest render. */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

// Loads data for a component: newest request wins, loading state, errors to the message sink.
import { useEffect, useRef, useState } from 'react';
import { useRuntime } from './context';
import { Latest, STALE } from './latest';
import { reportError } from './report';

export function useLoad<T>(
  load: ((signal: AbortSignal) => Promise<T>) | undefined,
  deps: readonly unknown[],
): { data?: T; loading: boolean } {
  const rt = useRuntime();
  const latest = useRef(new Latest());
  const [state, setState] = useState<{ data?: T; loading: boolean }>({ loading: !!load });
  useEffect(() => {
    if (!load) return;
    setState((s) => ({ ...s, loading: true }));
    latest.current.run(load).then(
      (data) => data !== STALE && setState({ data, loading: false }),
      (e) => {
        setState((s) => ({ ...s, loading: false }));
        reportError(rt.messages, e, rt.locale);
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a custom effect hook: its callers name the inputs (deps) that reload
  }, deps);
  useEffect(() => () => latest.current.cancel(), []);
  return state;
}

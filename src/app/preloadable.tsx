// A lazy component that renders at once when its chunk has already loaded (e.g. preloaded during sign-in).
// React.lazy suspends on its first render even when the import has resolved, and React 18 throttles the
// reveal of a suspended boundary (up to 500 ms after its fallback showed): skipping lazy when the module is
// there removes both the fallback flash and that delay.
import { lazy, type ComponentType } from 'react';

export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): { Component: ComponentType<P>; load: () => Promise<{ default: ComponentType<P> }> } {
  let loaded: ComponentType<P> | undefined;
  const tracked = () =>
    load().then((m) => {
      loaded = m.default;
      return m;
    });
  const Lazy = lazy(tracked) as unknown as ComponentType<P>;
  function Component(props: P) {
    const Ready = loaded;
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return { Component, load: tracked };
}

// Reduced motion: a user whose system asks for less motion (`prefers-reduced-motion: reduce`) gets antd's
// components without their animations. MotionPreference turns rc-motion (antd's enter/leave motion of dialogs,
// drawers, drop-downs, sub-menus, tooltips, the buttons' loading icon) off through its context, which is the half of
// antd's `token.motion: false` that stops the animations (its MotionWrapper provides the same context), without
// changing antd's token: the token is hashed into every style's cache path, and the sheets extracted at build time
// (scripts/build/antdStyles.ts) match one token only. LightModal follows the same context. Not a global CSS rule
// shortening every animation and transition: antd's drop-downs are then placed off screen (ant-design issue 50131;
// docs/decisions.md "CI time"). The preference is followed live.
import { Provider as MotionProvider } from 'rc-motion';
import { useSyncExternalStore, type ReactNode } from 'react';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const query = (): MediaQueryList | undefined =>
  typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION_QUERY) : undefined;

/** Whether the system asks for reduced motion now. */
export const prefersReducedMotion = (): boolean => query()?.matches ?? false;

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** The system's reduced-motion preference, re-rendering when it changes. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}

/** antd's motion on or off below it by the system's preference (always the same element: no remount on a change). */
export function MotionPreference({ children }: { children?: ReactNode }) {
  const reduced = useReducedMotion();
  return <MotionProvider motion={!reduced}>{children}</MotionProvider>;
}

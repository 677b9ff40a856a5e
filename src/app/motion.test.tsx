// Reduced motion (motion.tsx): with the system's `prefers-reduced-motion: reduce` antd's dialogs open without their
// zoom (rc-motion off through its context), without it they animate as before; a change of the preference applies
// at once and keeps what is mounted.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Modal } from 'antd';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MotionPreference, REDUCED_MOTION_QUERY } from './motion';

// rc-motion decides once, when it loads, whether the browser runs CSS animations (the `animation` and `transition`
// style properties and their events); jsdom has neither, so rc-motion would animate nothing here, preference or
// not. Declared before antd loads (this file runs in a fresh worker), as Chromium has them.
vi.hoisted(() => {
  for (const prop of ['animation', 'transition'])
    Object.defineProperty(CSSStyleDeclaration.prototype, prop, { configurable: true, get: () => '', set: () => {} });
  for (const event of ['AnimationEvent', 'TransitionEvent'])
    if (!(event in window)) Object.defineProperty(window, event, { configurable: true, value: Event });
});

/** window.matchMedia answering the reduced-motion query with `reduce`, which `set` changes (and announces). */
function systemPreference(reduce: boolean) {
  const listeners = new Set<() => void>();
  let matches = reduce;
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return query === REDUCED_MOTION_QUERY && matches;
      },
      media: query,
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    }) as unknown as MediaQueryList;
  return {
    set(next: boolean) {
      matches = next;
      for (const l of listeners) l();
    },
    restore: () => (window.matchMedia = original),
  };
}

let preference: ReturnType<typeof systemPreference> | undefined;
afterEach(() => {
  cleanup();
  preference?.restore();
});

/** The dialog's motion classes: with motion, rc-motion's prepare step (it measures the dialog) and then the zoom,
 * which stays `ant-zoom-appear-active` here (jsdom runs no animation, so none ends); without, the prepare step
 * only, after which the classes go. */
const motionClasses = () =>
  (screen.getByRole('dialog').closest('.ant-modal')?.className ?? '').split(' ').filter((c) => c.includes('zoom'));
const stillAfterPrepare = async () => waitFor(() => expect(motionClasses()).toEqual([]));

describe('reduced motion', () => {
  it('a dialog opens without its zoom when the system asks for reduced motion', async () => {
    preference = systemPreference(true);
    render(
      <MotionPreference>
        <Modal open title="x" />
      </MotionPreference>,
    );
    await stillAfterPrepare();
  });

  it('and with its zoom when it does not', async () => {
    preference = systemPreference(false);
    render(
      <MotionPreference>
        <Modal open title="x" />
      </MotionPreference>,
    );
    await waitFor(() => expect(motionClasses()).toContain('ant-zoom-appear-active'));
  });

  it('follows a change of the preference without remounting what is below', async () => {
    preference = systemPreference(false);
    const mounted = vi.fn();
    function Child() {
      useEffect(mounted, []);
      return null;
    }
    const { rerender } = render(
      <MotionPreference>
        <Child />
      </MotionPreference>,
    );
    act(() => preference?.set(true));
    rerender(
      <MotionPreference>
        <Child />
        <Modal open title="x" />
      </MotionPreference>,
    );
    await stillAfterPrepare();
    expect(mounted).toHaveBeenCalledTimes(1);
  });
});

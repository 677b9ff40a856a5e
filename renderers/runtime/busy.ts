// The loading state of our buttons and tables. antd's Button animates its loading icon in and out with rc-motion, which ends
// the leave step on `transitionend` only: when loading turns on and off again before the enter step has painted
// (a search refused before it is sent, a fast local answer) no transition runs, the icon stays in the button at
// width 0 and the button's accessible name stays "loading …" for good. With a delay the icon only shows for work
// that lasts longer than a glance, and an on/off within the delay never mounts it (docs/decisions.md).
import { useEffect, useState } from 'react';

export const BUSY_DELAY_MS = 150;

export function busy(on: boolean): boolean | { delay: number } {
  return on ? { delay: BUSY_DELAY_MS } : false;
}

/**
 * Whether to show a loading state: only once `on` has lasted `ms` (antd's Spin `delay`). A search answered
 * within the delay never shows the spinner and the blur over the rows, so a fast answer does not flash them.
 */
export function useDelayed(on: boolean, ms = BUSY_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(() => setShown(true), ms);
    return () => clearTimeout(timer);
  }, [on, ms]);
  // off again: forgotten during this render (React's state from the previous render), not by an effect that would
  // render the table once more after every answer
  if (!on && shown) setShown(false);
  return on && shown;
}

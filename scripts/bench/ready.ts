// A bench screen rendered in a loaded bench page and timed to "ready" as bench:render times it (its READY
// condition, then 2 frames), for the scripts that time or profile one screen (profile-picker.ts, render-pairs.ts).
import type { Page } from 'playwright-core';

export const READY: Record<string, string> = {
  picker:
    "document.querySelectorAll('.ant-modal .ant-table-tbody tr.ant-table-row').length === 5 && document.querySelectorAll('.ant-modal label').length >= 2",
  search:
    "document.querySelectorAll('#bench .ant-table-tbody tr.ant-table-row').length === 10 && document.querySelectorAll('#bench label').length >= 7",
};

/** Renders `screen` (picker or search) and waits for ready + 2 frames; returns the ms from the render call. */
export function renderToReady(page: Page, screen: string): Promise<number> {
  return page.evaluate(
    ([s, ready]) =>
      new Promise<number>((done) => {
        const isReady = new Function(`return ${ready}`) as () => boolean;
        const t0 = performance.now();
        const obs = new MutationObserver(() => {
          if (!isReady()) return;
          obs.disconnect();
          requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now() - t0)));
        });
        obs.observe(document.body, { childList: true, subtree: true, attributes: true });
        (window as unknown as { __render(s: string): void }).__render(s);
      }),
    [screen, READY[screen]] as const,
  );
}

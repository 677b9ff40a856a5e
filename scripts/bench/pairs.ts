// What the before/after pairs scripts share (keys-pairs.ts, render-pairs.ts): the two kept builds served, one
// Chromium, both closed at the end whatever happens, an error printed with exit code 1; the load and the median.
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium, serveDir } from './keys';

export const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

type Server = Awaited<ReturnType<typeof serveDir>>;

/** The two builds named by the first two arguments, served, and a browser, handed to `body`; `usage` if missing. */
export function runPairs(
  usage: string,
  body: (browser: Browser, servers: { before: Server; after: Server }) => Promise<void>,
): void {
  const [before, after] = process.argv.slice(2, 4).map((d) => resolve(d));
  const main = async () => {
    if (!before || !after) throw new Error(`usage: ${usage}`);
    const servers = { before: await serveDir(before), after: await serveDir(after) };
    const browser = await launchChromium();
    try {
      await body(browser, servers);
    } finally {
      await browser.close();
      servers.before.close();
      servers.after.close();
    }
  };
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}

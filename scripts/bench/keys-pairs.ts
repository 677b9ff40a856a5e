// Before/after pairs of the key press in field 250 of the 500-field form (docs/decisions.md "Performance 10"):
// `tsx scripts/bench/keys-pairs.ts <before build> <after build> [pages]`, two builds kept by bench:render
// (`BENCH_BUILD_ONLY=1` in each tree). Interleaved page by page: the schema page of each build, then hand-written
// antd A (of the after build: A is the same in both), `pages` times (6 by default); prints each page's real-key
// median (scripts/bench/keys.ts typeKeys) and the medians of the pages, with the load before and after.
import { timeFormKeys } from './keys';
import { load, median, runPairs } from './pairs';

const PAGES = Number(process.argv[4] ?? 6);

runPairs('keys-pairs.ts <before build> <after build> [pages]', async (browser, servers) => {
  const keys: Record<'before' | 'after' | 'handA', number[]> = { before: [], after: [], handA: [] };
  console.log(`load at start: ${load()}`);
  for (let i = 0; i < PAGES; i++) {
    for (const b of ['before', 'after'] as const)
      keys[b].push((await timeFormKeys(browser, `${servers[b].url}/scripts/bench/render/schema.html`))[3]);
    keys.handA.push((await timeFormKeys(browser, `${servers.after.url}/scripts/bench/render/handA.html`))[3]);
    console.log(
      `page ${i + 1}: before ${keys.before[i].toFixed(2)} ms, after ${keys.after[i].toFixed(2)} ms, hand A ${keys.handA[i].toFixed(2)} ms (load ${load()})`,
    );
  }
  const [b, a, h] = [median(keys.before), median(keys.after), median(keys.handA)];
  console.log(
    `median of ${PAGES} pages: before ${b.toFixed(2)} ms (${(b / h).toFixed(2)} of A), after ${a.toFixed(2)} ms (${(a / h).toFixed(2)} of A), hand A ${h.toFixed(2)} ms; load at end ${load()}`,
  );
});

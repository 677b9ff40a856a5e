// The e2e project's global setup (vitest globalSetup): builds the portal when it is stale, seeds the gateways'
// template database (template.ts), bundles the gateway (gateway-bundle.ts), launches the run's one Chromium (a
// playwright browser server; each file opens contexts of its own on it), signs the most used accounts in on the
// template (template-sessions.ts) and keeps a gateway ready for the next file
// (gateway-pool.ts: started while the previous file runs; E2E_POOL=0 turns it off). All of it is stopped and
// deleted when the run ends.
import type { TestProject } from 'vitest/node';
import { chromium } from 'playwright-core';
import { buildIfNeeded, CHROMIUM_ARGS, chromiumPath, freePort, ROOT } from './harness';
import { POOL_SIZE, startPool } from './gateway-pool';
import { bundleGateway } from './gateway-bundle';
import { makeE2eTemplate } from './template';
import { issueTemplateSessions } from './template-sessions';
import { cpuDelta, treeCpuByType } from './profile';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const t0 = Date.now();
  buildIfNeeded();
  const t1 = Date.now();
  const [seeded, browser, bundle] = await Promise.all([
    makeE2eTemplate(),
    chromium.launchServer({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS }),
    bundleGateway(ROOT),
  ]);
  const t2 = Date.now();
  // before any copy is made: every copy then holds these sessions
  const chromiumBefore = treeCpuByType(browser.process().pid ?? 0);
  const { sessions: templateSessions, gatewayCpu } = await issueTemplateSessions({
    root: ROOT,
    template: seeded.template,
    bundle: bundle.entry,
    browserEndpoint: browser.wsEndpoint(),
    port: await freePort(),
  });
  const chromiumCpu = Object.values(cpuDelta(chromiumBefore, treeCpuByType(browser.process().pid ?? 0)));
  const issued = `${Object.keys(templateSessions).length} sessions issued in the template in ${((Date.now() - t2) / 1000).toFixed(1)} s (CPU: gateway ${gatewayCpu.toFixed(1)} s, Chromium ${chromiumCpu.reduce((a, b) => a + b, 0).toFixed(1)} s)`;
  console.log(
    `e2e: portal built in ${((t1 - t0) / 1000).toFixed(1)} s; template seeded, gateway bundled and Chromium started in ${((t2 - t1) / 1000).toFixed(1)} s; ${issued}`,
  );
  const pool =
    POOL_SIZE > 0 ? startPool({ root: ROOT, template: seeded.template, bundle: bundle.entry, freePort }) : undefined;
  project.provide('e2eShared', {
    template: seeded.template,
    browserEndpoint: browser.wsEndpoint(),
    browserPid: browser.process().pid,
    gatewayBundle: bundle.entry,
    gatewayPool: pool?.dir,
    templateSessions,
  });
  return async () => {
    await pool?.stop();
    // Chromium's processes are the browser server's, not vitest's: /usr/bin/time of a run does not see their CPU
    const byType = treeCpuByType(browser.process().pid ?? 0);
    const total = Object.values(byType).reduce((a, b) => a + b, 0);
    const parts = Object.entries(byType).map(([k, v]) => `${k} ${v.toFixed(1)}`);
    console.log(`e2e: the run's Chromium used ${total.toFixed(1)} s CPU (${parts.join(', ')})`);
    await browser.close();
    await seeded.remove();
    bundle.remove();
  };
}

// The e2e run's gateway pool (gateway-pool.ts): a file claims a ready gateway that answers, a second claim gets
// another one (started after the first was claimed, waited for), and a claimed gateway stops when its file stops
// it. With E2E_POOL=0 there is no pool and a claim answers nothing (the file starts its own).
import { describe, expect, it } from 'vitest';
import { claimGateway } from './harness';
import { POOL_SIZE } from './gateway-pool';

const answers = (url: string) =>
  fetch(`${url}/healthz/ready`).then(
    (r) => r.status,
    () => 'refused',
  );

describe('the gateway pool', () => {
  it('hands each claim a gateway of its own, ready, and stops it with its file', async () => {
    const first = await claimGateway();
    if (POOL_SIZE <= 0) {
      expect(first).toBeUndefined();
      return;
    }
    expect(first).toBeDefined();
    const second = await claimGateway();
    expect(second).toBeDefined();
    expect(second!.url).not.toBe(first!.url);
    expect(await answers(first!.url)).toBe(200);
    expect(await answers(second!.url)).toBe(200);
    // the portal is served (a private copy of dist/)
    expect(await (await fetch(`${first!.url}/`)).text()).toContain('<div id="root">');
    await first!.stop();
    expect(await answers(first!.url)).toBe('refused');
    expect(await answers(second!.url)).toBe(200);
    await second!.stop();
    expect(await answers(second!.url)).toBe('refused');
  });
});

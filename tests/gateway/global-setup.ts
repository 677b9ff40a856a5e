// The gateway project's global setup (vitest globalSetup): seeds the template databases once for the run
// (template.ts) and hands their places to the test files; they are deleted when the run ends.
import type { TestProject } from 'vitest/node';
import { loadMenuDocuments } from '../../server/seed/menus';
import { fixtureMenus, seedScale } from './harness-config';
import { makeTemplates } from './template';

/**
 * The run's templates: seeded by the first project that asks ('gateway'), shared with the next ('gateway-timed').
 * vitest loads this module once per project, so the promise is kept on the main process's global.
 */
const run = globalThis as { gatewayTemplates?: { made: ReturnType<typeof makeTemplates>; users: number } };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const t0 = Date.now();
  const first = !run.gatewayTemplates;
  const shared = (run.gatewayTemplates ??= {
    made: makeTemplates(seedScale(), [fixtureMenus, ...loadMenuDocuments()]),
    users: 0,
  });
  shared.users++;
  const { templates, remove } = await shared.made;
  if (first)
    console.log(
      `gateway templates seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s (${templates.postgres ? 'PGlite and PostgreSQL' : 'PGlite'})`,
    );
  project.provide('gatewayTemplates', templates);
  // deleted when the last project using them ends
  return async () => {
    if (--shared.users > 0) return;
    run.gatewayTemplates = undefined;
    await remove();
  };
}

// The gateway project's global setup (vitest globalSetup): seeds the template databases once for the run
// (template.ts) and hands their places to the test files; they are deleted when the run ends.
import type { TestProject } from 'vitest/node';
import { loadMenuDocuments } from '../../server/seed/menus';
import { fixtureMenus, seedScale } from './harness-config';
import { makeTemplates } from './template';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const t0 = Date.now();
  const { templates, remove } = await makeTemplates(seedScale(), [fixtureMenus, ...loadMenuDocuments()]);
  console.log(
    `gateway templates seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s (${templates.postgres ? 'PGlite and PostgreSQL' : 'PGlite'})`,
  );
  project.provide('gatewayTemplates', templates);
  return remove;
}

// What the gateway harness and its global setup share: the fixture menus and the seed scale (SEED_SCALE,
// default 0.02) that every test gateway's demo data is made with.
import { readFileSync } from 'node:fs';
import type { MenuDocument } from '../../server/seed/menus';

export const fixtureMenus = JSON.parse(
  readFileSync(new URL('./fixtures/menus.json', import.meta.url), 'utf8'),
) as MenuDocument;

export const seedScale = (): number => Number(process.env.SEED_SCALE ?? 0.02);

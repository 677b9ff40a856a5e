// A document kind has two halves keyed by its name: the checker's (checker/kinds.ts DOCUMENT_KINDS: folder,
// meta-schema, checks, starting document) and, for a screen document, the portal's (renderers/screen/kinds.tsx
// SCREENS: what it is called, its bundled documents, how a route shows it). Both cover the same kinds, the portal
// bundles each kind from the checker's folder, every kind has its meta-schema, and the gateway serves the same
// screen documents from the same folders (server/ imports neither half: its room).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_KINDS, SCREEN_KINDS } from '../../checker/kinds';
import { SCREENS } from '../../renderers/screen/kinds';
import { DOCUMENT_FOLDERS } from '../../server/auth/schema-documents';

const ROOT = join(__dirname, '..', '..');

describe('the two halves of the document kinds', () => {
  it("the portal's screen kinds are the checker's screen kinds", () => {
    expect(Object.keys(SCREENS).sort()).toEqual([...SCREEN_KINDS].sort());
  });

  it("the portal bundles each screen kind from the checker's folder of that kind, and finds documents there", () => {
    for (const kind of DOCUMENT_KINDS.filter((k) => k.screen)) {
      const paths = Object.keys(SCREENS[kind.name as keyof typeof SCREENS].bundled);
      expect(paths.length, kind.name).toBeGreaterThan(0);
      for (const p of paths) expect(p, kind.name).toMatch(new RegExp(`/schemas/${kind.folder}/[^/]+\\.json$`));
    }
  });

  it('every kind has its meta-schema schemas/meta/<name>.schema.json and its folder', () => {
    for (const kind of DOCUMENT_KINDS) {
      expect(existsSync(join(ROOT, 'schemas', 'meta', `${kind.name}.schema.json`)), kind.name).toBe(true);
      expect(existsSync(join(ROOT, 'schemas', kind.folder)), kind.name).toBe(true);
    }
  });

  it('a screen kind has a starting document, another kind none', () => {
    for (const kind of DOCUMENT_KINDS) expect('template' in kind, kind.name).toBe(kind.screen);
  });

  it('the gateway serves the screen kinds from the same folders', () => {
    expect(DOCUMENT_FOLDERS).toEqual(
      Object.fromEntries(DOCUMENT_KINDS.filter((k) => k.screen).map((k) => [k.name, k.folder])),
    );
  });
});

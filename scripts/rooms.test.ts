// The room rules must fail for real: `npm run rooms` runs dependency-cruiser with .dependency-cruiser.cjs on
// the code, and a rule whose paths matched nothing would pass silently. Here the same CLI and the same config
// run on a small planted tree (a temporary directory laid out like the repository) with one violation of each
// rule, and every one must be reported, no more and no fewer; the allowed imports must pass.
// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cruisePlanted, type PlantedRun, type Violation } from './rooms-planted';

/** The planted tree: file -> source. */
const PLANTED: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx', strict: true },
  }),
  'renderers/index.ts': "export * from './core';\nexport { Picker } from './picker/Picker';\n",
  'renderers/core.ts': 'export const text = (s: string): string => s;\n',
  'renderers/picker/Picker.ts': "import { text } from '../core';\nexport const Picker = (): string => text('p');\n",
  // renderers/ -> src/ (a value import) and renderers/ -> server/ (type-only: counts too)
  'renderers/fields/UsesShell.ts': "import { shellThing } from '../../src/shell';\nexport const x = shellThing;\n",
  'renderers/fields/TypeFromServer.ts':
    "import type { Row } from '../../server/rows';\nexport const rows: Row[] = [];\n",
  // server/ -> renderers/ and server/ -> src/
  'server/rows.ts': 'export interface Row { id: string }\n',
  'server/usesRuntime.ts': "import { text } from '../renderers/core';\nexport const y = text('y');\n",
  'server/usesShell.ts': "import type { Shell } from '../src/shell';\nexport const s: Shell | null = null;\n",
  // the gateway's core -> business (not); business -> core (allowed)
  'server/core/menu.ts': "import { orderCount } from '../business/orders/count';\nexport const menu = orderCount;\n",
  'server/business/orders/count.ts':
    "import type { Row } from '../../rows';\nexport const orderCount = (r: Row[]): number => r.length;\n",
  'server/business/orders/routes.ts': "import { menu } from '../../core/menu';\nexport const routes = [menu];\n",
  // src/ -> renderers/ through the entries (allowed) and past them (not)
  'src/shell.ts':
    "import { text } from '../renderers/core';\nimport { Picker } from '../renderers/index';\nexport interface Shell { name: string }\nexport const shellThing = text(Picker());\n",
  'src/deep.ts': "import { Picker } from '../renderers/picker/Picker';\nexport const z = Picker();\n",
  // checker/ -> src/ and checker/ -> scripts/; server/ and src/ (outside the playground) -> checker/; renderers/ -> scripts/
  'checker/check.ts':
    "import { text } from '../renderers/core';\nexport const check = (s: string): string => text(s);\n",
  'checker/usesShell.ts': "import type { Shell } from '../src/shell';\nexport const c: Shell | null = null;\n",
  'checker/usesScript.ts': "import { tool } from '../scripts/tool';\nexport const t = tool;\n",
  // checker/ -> the runtime's React code (not; its pure core entry is allowed: checker/check.ts)
  'checker/usesPicker.ts': "import { Picker } from '../renderers/picker/Picker';\nexport const u = Picker();\n",
  'scripts/tool.ts': "import { check } from '../checker/check';\nexport const tool = check('t');\n",
  'server/usesChecker.ts': "import { check } from '../checker/check';\nexport const v = check('v');\n",
  'src/playground/check.ts': "import { check } from '../../checker/check';\nexport const p = check('p');\n",
  'src/usesChecker.ts': "import { check } from '../checker/check';\nexport const q = check('q');\n",
  'renderers/usesScript.ts': "import { tool } from '../scripts/tool';\nexport const r = tool;\n",
  // a cycle (one half type-only)
  'renderers/cycle/a.ts': "import type { B } from './b';\nexport interface A { b?: B }\n",
  'renderers/cycle/b.ts': "import { type A } from './a';\nexport interface B { a?: A }\nexport const b: B = {};\n",
};

let run: PlantedRun;
let exitCode: number;
let violations: Violation[];

beforeAll(async () => {
  run = await cruisePlanted(PLANTED, ['src', 'renderers', 'server', 'checker', 'scripts']);
  ({ exitCode, violations } = run);
}, 120_000);

afterAll(() => run?.remove());

const found = (rule: string) =>
  violations
    .filter((v) => v.rule.name === rule)
    .map((v) => `${v.from} -> ${v.to}`)
    .sort();

describe('room rules (.dependency-cruiser.cjs) on a planted tree', () => {
  it('fails the run as `npm run rooms` runs it', () => {
    expect(exitCode).not.toBe(0);
  });

  it('reports renderers/ importing src/ or server/, type-only imports included', () => {
    expect(found('renderers-not-to-shell-or-gateway')).toEqual([
      'renderers/fields/TypeFromServer.ts -> server/rows.ts',
      'renderers/fields/UsesShell.ts -> src/shell.ts',
    ]);
  });

  it('reports server/ importing renderers/ or src/', () => {
    expect(found('gateway-not-to-front')).toEqual([
      'server/usesRuntime.ts -> renderers/core.ts',
      'server/usesShell.ts -> src/shell.ts',
    ]);
  });

  it("keeps the gateway's core out of its business domains (business may use core)", () => {
    expect(found('gateway-core-not-to-business')).toEqual(['server/core/menu.ts -> server/business/orders/count.ts']);
  });

  it('lets src/ use the runtime entries only', () => {
    expect(found('shell-through-runtime-entries')).toEqual(['src/deep.ts -> renderers/picker/Picker.ts']);
  });

  it('keeps checker/ in its room: no shell, gateway or entry points inside; only tools and the playground use it', () => {
    expect(found('checker-own-room')).toEqual([
      'checker/usesScript.ts -> scripts/tool.ts',
      'checker/usesShell.ts -> src/shell.ts',
    ]);
    expect(found('checker-reads-pure-runtime')).toEqual(['checker/usesPicker.ts -> renderers/picker/Picker.ts']);
    expect(found('checker-only-for-tools-and-playground')).toEqual([
      'server/usesChecker.ts -> checker/check.ts',
      'src/usesChecker.ts -> checker/check.ts',
    ]);
  });

  it('lets nothing but tools import scripts/ (entry points)', () => {
    expect(found('scripts-are-entry-points')).toEqual([
      'checker/usesScript.ts -> scripts/tool.ts',
      'renderers/usesScript.ts -> scripts/tool.ts',
    ]);
  });

  it('reports an import cycle (once, at its first edge), type-only imports included', () => {
    expect(found('no-circular')).toEqual(['renderers/cycle/a.ts -> renderers/cycle/b.ts']);
  });

  it('reports nothing else', () => {
    expect(violations).toHaveLength(14);
  });
});

// The pure core (renderers/core.ts) stays pure: no module reachable from it imports React, antd or Formily-React,
// or runs something at import time. The checker (coreGraph.ts) is tested on small fixtures so it can fail.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPureGraph, coreModules, CORE_ENTRY } from './coreGraph';

const ROOT = resolve(__dirname, '../..');

describe('renderers/core.ts: no React, no import side effects', () => {
  const report = checkPureGraph(CORE_ENTRY, ROOT);

  it('reaches the calls, texts, permission check, rules and filters', () => {
    expect(report.modules).toEqual(
      expect.arrayContaining([
        'renderers/core.ts',
        'renderers/calls/request.ts',
        'renderers/calls/catalogue.ts',
        'renderers/runtime/text.ts',
        'renderers/permission.ts',
        'renderers/rules/library.ts',
        'renderers/filters.ts',
      ]),
    );
  });

  it('no module reachable from it imports React, antd or Formily-React, or runs code at import time', () => {
    expect(report.modules.length).toBeGreaterThan(10);
    expect(report.problems).toEqual([]);
    expect([...coreModules()].some((m) => m.endsWith('/renderers/calls/request.ts'))).toBe(true);
  });

  it('the React entry is not pure (the checker sees the difference)', () => {
    const react = checkPureGraph(resolve(ROOT, 'renderers/index.ts'), ROOT);
    expect(react.problems.some((p) => / imports (react|antd|@formily\/react)$/.test(p))).toBe(true);
  });
});

describe('checkPureGraph (on fixtures)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'core-graph-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (files: Record<string, string>) => {
    for (const [n, body] of Object.entries(files)) writeFileSync(join(dir, n), body);
  };

  it('passes declarations, pure constants and lazily built tables', () => {
    write({
      'ok.ts':
        "import { b } from './b';\nexport const T = { a: 1 } as const;\nconst cache = new Map<string, number>();\nexport function f() { cache.set('x', 1); return b(); }\nexport type X = string;\n",
      'b.ts':
        "export const b = () => 1;\nexport const list = Object.freeze([1, 2]);\nconst t = (zh_CN: string) => ({ zh_CN });\nexport const MSG = t('x');\n" +
        // a call marked pure, the mark after `=` (as prettier writes it) or on the line before
        'function make() { return 1; }\nexport const P = /*#__PURE__*/ make();\nexport const Q =\n  /*#__PURE__*/ make();\n',
    });
    expect(checkPureGraph(join(dir, 'ok.ts'))).toEqual({ modules: ['b.ts', 'ok.ts'], problems: [] });
  });

  it('flags React (directly or two imports away), globals, registrations and top-level loops', () => {
    write({
      'bad.ts': "import './setup';\nimport { x } from './deep';\nexport { x };\n",
      'setup.ts': 'export {};\n',
      'deep.ts': "import { y } from './deeper';\nexport const x = y;\n",
      'deeper.ts': "import { useState } from 'react';\nexport const y = useState;\n",
      'reg.ts':
        "import { register } from 'some-lib';\nregister('x');\n(globalThis as Record<string, unknown>).portal = 1;\nconst m = new Map();\nfor (const k of ['a']) m.set(k, 1);\nexport const z = compute();\nfunction compute() { return 1; }\nexport const w = window.location.href;\n",
    });
    expect(checkPureGraph(join(dir, 'bad.ts')).problems).toEqual([
      'bad.ts: side-effect import "./setup"',
      'deeper.ts imports react',
    ]);
    expect(checkPureGraph(join(dir, 'reg.ts')).problems).toEqual([
      "reg.ts: top-level statement runs at import time: register('x');",
      'reg.ts: top-level statement runs at import time: (globalThis as Record<string, unknown>).portal = 1;',
      "reg.ts: top-level statement runs at import time: for (const k of ['a']) m.set(k, 1);",
      'reg.ts: calls compute() at import time',
      'reg.ts: reads the global window',
    ]);
  });
});

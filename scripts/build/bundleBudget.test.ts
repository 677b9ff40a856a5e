// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkBudget, chunkCycles, staticClosure, type ChunkFacts } from './bundleBudget';

const chunk = (file: string, o: Partial<ChunkFacts> = {}): ChunkFacts => ({
  file,
  isEntry: false,
  imports: [],
  modules: [],
  gzipBytes: 1024,
  ...o,
});

describe('bundle budget (/login < 200 KB without Formily, renderers/ or screens; first screen < 300 KB)', () => {
  it('follows static imports transitively, not dynamic ones', () => {
    const m = new Map(
      [chunk('a', { imports: ['b'] }), chunk('b', { imports: ['c'] }), chunk('c'), chunk('lazy')].map((c) => [
        c.file,
        c,
      ]),
    );
    expect([...staticClosure(m, ['a'])].sort()).toEqual(['a', 'b', 'c']);
  });

  it('passes a split bundle and reports its sizes', () => {
    const r = checkBudget([
      chunk('index.js', { isEntry: true, imports: ['boot.js'], modules: ['/p/src/main.tsx'], gzipBytes: 10 * 1024 }),
      chunk('boot.js', { modules: ['/p/node_modules/react/index.js'], gzipBytes: 100 * 1024 }),
      chunk('Layout.js', { imports: ['boot.js'], modules: ['/p/src/layout/Layout.tsx'], gzipBytes: 100 * 1024 }),
      chunk('HomePage.js', { imports: ['Layout.js'], modules: ['/p/src/home/HomePage.tsx'], gzipBytes: 20 * 1024 }),
      chunk('formily.js', {
        modules: ['/p/node_modules/@formily/core/esm/index.js', '/p/renderers/index.ts'],
        gzipBytes: 150 * 1024,
      }),
      chunk('page.js', { modules: ['/p/schemas/pages/claims.json'] }),
    ]);
    expect(r.problems).toEqual([]);
    expect(r.loginKb).toBe(110);
    expect(r.firstScreenKb).toBe(230);
  });

  it('fails when /login would load Formily, the runtime or a screen schema', () => {
    for (const m of [
      '/p/node_modules/@formily/react/esm/index.js',
      '/p/renderers/index.ts',
      '/p/schemas/forms/feedback.json',
      '/p/schemas/menus/sp.json',
    ]) {
      const r = checkBudget([
        chunk('index.js', { isEntry: true, imports: ['shared.js'] }),
        chunk('shared.js', { modules: [m] }),
      ]);
      expect(r.leaks).toEqual([`shared.js: ${m}`]);
      expect(r.problems[0]).toMatch(/must not/);
    }
  });

  it('allows the pure runtime core (the modules given as core) in /login, and nothing else of renderers/', () => {
    const core = new Set(['/p/renderers/core.ts', '/p/renderers/runtime/text.ts']);
    const modules = ['/p/renderers/core.ts', '/p/renderers/runtime/text.ts', '/p/renderers/screen/SchemaScreen.tsx'];
    const r = checkBudget([chunk('index.js', { isEntry: true, modules })], core);
    expect(r.leaks).toEqual(['index.js: /p/renderers/screen/SchemaScreen.tsx']);
    expect(checkBudget([chunk('index.js', { isEntry: true, modules: modules.slice(0, 2) })], core).problems).toEqual(
      [],
    );
  });

  it('allows the shell call catalogue (schemas/calls) in /login', () => {
    expect(
      checkBudget([chunk('index.js', { isEntry: true, modules: ['/p/schemas/calls/auth.json'] })]).problems,
    ).toEqual([]);
  });

  it('fails over 200 KB for /login and over 300 KB for the first screen', () => {
    expect(checkBudget([chunk('index.js', { isEntry: true, gzipBytes: 200 * 1024 })]).problems).toEqual([
      '/login loads 200.0 KB gzip (limit 200 KB)',
    ]);
    const r = checkBudget([
      chunk('index.js', { isEntry: true, gzipBytes: 150 * 1024 }),
      chunk('Layout.js', { modules: ['/p/src/layout/Layout.tsx'], imports: ['big.js'], gzipBytes: 100 * 1024 }),
      chunk('big.js', { gzipBytes: 100 * 1024 }),
    ]);
    expect(r.problems).toEqual(['the first screen loads 350.0 KB gzip in all (limit 300 KB)']);
  });

  it('refuses chunks that import each other, directly or through others, and names them', () => {
    const list = [
      chunk('index.js', { isEntry: true, modules: ['/p/src/main.tsx'] }),
      chunk('runtime.js', { imports: ['formily.js', 'shared.js'] }),
      chunk('formily.js', { imports: ['layout.js', 'shared.js'] }),
      chunk('layout.js', { imports: ['runtime.js'] }),
      chunk('shared.js'),
      chunk('a.js', { imports: ['b.js'] }),
      chunk('b.js', { imports: ['a.js', 'b.js'] }),
    ];
    expect(chunkCycles(list)).toEqual(
      expect.arrayContaining([
        ['formily.js', 'layout.js', 'runtime.js'],
        ['a.js', 'b.js'],
      ]),
    );
    expect(chunkCycles(list)).toHaveLength(2);
    expect(checkBudget(list).problems).toContain(
      'chunks import each other (module order would depend on load order): formily.js <-> layout.js <-> runtime.js',
    );
    // a chunk importing itself or a chunk outside the list is no cycle
    expect(chunkCycles([chunk('x.js', { imports: ['x.js', 'gone.js'] })])).toEqual([]);
  });
});

// A Vite plugin that fails the production build when the bundle budget (bundleBudget.ts) is broken, so a
// static import added anywhere cannot silently pull Formily, the runtime or a screen into /login.
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { checkBudget, type ChunkFacts } from './bundleBudget';

export function bundleGuard(): Plugin {
  return {
    name: 'portal-bundle-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkFacts[] = [];
      for (const [file, out] of Object.entries(bundle)) {
        if (out.type !== 'chunk') continue;
        chunks.push({ file, isEntry: out.isEntry, imports: out.imports, modules: out.moduleIds, gzipBytes: gzipSync(out.code).length });
      }
      const report = checkBudget(chunks);
      if (report.problems.length) this.error(`bundle budget (issue 4): ${report.problems.join('; ')}`);
      this.info(`bundle budget: /login ${report.loginKb.toFixed(1)} KB gzip in ${report.loginFiles.length} file(s), first screen ${report.firstScreenKb.toFixed(1)} KB gzip`);
    },
  };
}

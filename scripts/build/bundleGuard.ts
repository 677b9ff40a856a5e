// A Vite plugin that fails the production build when the bundle budget (bundleBudget.ts) is broken, so a
// static import added anywhere cannot silently pull Formily, the runtime or a screen into /login.
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { checkBudget, type ChunkFacts } from './bundleBudget';
import { coreModules } from './coreGraph';

export function bundleGuard(): Plugin {
  return {
    name: 'portal-bundle-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkFacts[] = [];
      for (const [file, out] of Object.entries(bundle)) {
        if (out.type !== 'chunk') continue;
        // A chunk's size includes the CSS Vite loads with it (the extracted antd sheets ride with the layout and
        // the screens). Only the portal's entry (index.html, src/main.tsx) is /login: the render bench builds extra entries.
        const css = [...(out.viteMetadata?.importedCss ?? [])].map((f) => bundle[f]).filter((a) => a?.type === 'asset');
        const gzipBytes = gzipSync(out.code).length + css.reduce((n, a) => n + gzipSync(a.source).length, 0);
        const isEntry =
          out.isEntry &&
          (/[\\/]index\.html$/.test(out.facadeModuleId ?? '') ||
            out.moduleIds.some((m) => /[\\/]src[\\/]main\.tsx$/.test(m)));
        chunks.push({ file, isEntry, imports: out.imports, modules: out.moduleIds, gzipBytes });
      }
      // The runtime's pure core may be on /login (the shell takes text(), Locale and buildRequest from it):
      // coreModules() is renderers/core.ts and what it imports, proven free of React and side effects.
      const report = checkBudget(chunks, coreModules());
      if (report.problems.length) this.error(`bundle budget: ${report.problems.join('; ')}`);
      this.info(
        `bundle budget: /login ${report.loginKb.toFixed(1)} KB gzip in ${report.loginFiles.length} file(s), first screen ${report.firstScreenKb.toFixed(1)} KB gzip (JS + CSS)`,
      );
    },
  };
}

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { antdStyles } from './scripts/build/antdStyles';
import { bundleGuard } from './scripts/build/bundleGuard';
import { coreModules } from './scripts/build/coreGraph';
import { chunkGroupName } from './scripts/build/chunkGroups';
import { schemasCheck, schemasCheckBuild } from './scripts/vite-schemas-check';
import { playgroundSave, playgroundValidators } from './scripts/vite-playground-save';

// The portal is one hash-routed SPA; the gateway (server/) serves dist/ and every API host.
//
// Chunks (docs/shell.md "Bundle splitting"): `boot` is everything the entry imports statically (what /login
// loads, one file); Formily and the runtime (renderers/) get chunks of their own that only the lazy screens
// and the feedback dialog import. Their groups do not take their dependencies along
// (includeDependenciesRecursively: false): antd parts the layout shares with Formily stay in the automatic
// chunks, so neither /login nor the layout ever loads Formily; the runtime's own lazy widgets stay out of them
// (scripts/build/chunkGroups.ts). Screen schemas stay one small chunk each.
// bundleGuard fails the build when /login would load Formily, renderers/ or a screen, when /login or the
// first screen goes over budget, or when chunks import each other. antdStyles extracts antd's styles at build time into sheets the layout and the
// screens load (scripts/build/antdStyles.ts, src/app/antdStyles.ts).
// npm run dev proxies the API to a gateway: GATEWAY_URL (default http://localhost:$PORT, PORT default 8080, the
// gateway's own setting), so a dev server can sit beside a gateway on any port.
const gateway = process.env.GATEWAY_URL || `http://localhost:${process.env.PORT || 8080}`;

export default defineConfig({
  plugins: [
    react(),
    antdStyles(),
    bundleGuard(),
    schemasCheck(),
    schemasCheckBuild(),
    playgroundValidators(),
    playgroundSave(),
  ],
  server: {
    proxy: {
      '/npsbackend-gateway': gateway,
      '/common': gateway,
      '/api': gateway,
      '/console': gateway,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // The runtime's pure core (renderers/core.ts; coreGraph.ts proves it has no side effects) is declared so:
      // /login keeps only the core functions the shell calls, not every module the core's entry re-exports.
      treeshake: { moduleSideEffects: (id: string) => !coreModules().has(id) },
      output: {
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'], priority: 30 },
            // Formily (node_modules/@formily) and the runtime (renderers/ outside its pure core), each the eager
            // part only: scripts/build/chunkGroups.ts says why.
            { name: chunkGroupName(), priority: 20, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});

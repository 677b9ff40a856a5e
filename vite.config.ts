import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { bundleGuard } from './scripts/build/bundleGuard';
import { schemasCheck } from './scripts/vite-schemas-check';

// The portal is one hash-routed SPA; the gateway (server/) serves dist/ and every API host.
//
// Chunks (docs/shell.md "Bundle splitting"): `boot` is everything the entry imports statically (what /login
// loads, one file); Formily and the runtime (renderers/) get chunks of their own that only the lazy screens
// and the feedback dialog import. Their groups do not take their dependencies along
// (includeDependenciesRecursively: false): antd parts the layout shares with Formily stay in the automatic
// chunks, so neither /login nor the layout ever loads Formily. Screen schemas stay one small chunk each.
// bundleGuard fails the build when /login would load Formily, renderers/ or a screen, or when /login or the
// first screen goes over budget.
export default defineConfig({
  plugins: [react(), bundleGuard(), schemasCheck()],
  server: {
    proxy: {
      '/npsbackend-gateway': 'http://localhost:8080',
      '/common': 'http://localhost:8080',
      '/api': 'http://localhost:8080',
      '/console': 'http://localhost:8080',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'], priority: 30 },
            { name: 'formily', test: /[\\/]node_modules[\\/]@formily[\\/]/, priority: 20, includeDependenciesRecursively: false },
            { name: 'runtime', test: /[\\/]renderers[\\/]/, priority: 10, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The portal is one hash-routed SPA; the gateway (server/) serves dist/ and every API host.
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/npsbackend-gateway': 'http://localhost:8080',
      '/common': 'http://localhost:8080',
      '/api': 'http://localhost:8080',
      '/console': 'http://localhost:8080',
    },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1200 },
});

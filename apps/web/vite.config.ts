import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Runs with apps/web as its root (`npm run build -w apps/web`).
// @mise/contracts is a workspace symlink whose exports point at TypeScript source; Vite resolves the
// symlink to packages/contracts/src and compiles it like our own files.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/measure-sign-in-js.mjs reads dist/.vite/manifest.json to sum what the sign-in page loads.
    manifest: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});

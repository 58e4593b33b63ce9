import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';

/** Writes .gz and .br next to each text asset so the server sends them precompressed (no per-request compression). */
function precompress(outDir: string): Plugin {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
    );
  return {
    name: 'mise-precompress',
    apply: 'build',
    closeBundle() {
      for (const file of walk(outDir).filter((f) => /\.(js|css|html|svg|json)$/.test(f) && !f.includes('.vite'))) {
        const data = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

// Runs with apps/web as its root (`npm run build -w apps/web`).
// @mise/contracts is a workspace symlink whose exports point at TypeScript source; Vite resolves the
// symlink to packages/contracts/src and compiles it like our own files.
// WEB_DIST lets parallel e2e runs each build into their own folder (the server reads the same variable).
const outDir = process.env.WEB_DIST ?? join(import.meta.dirname, 'dist');

export default defineConfig({
  plugins: [react(), precompress(outDir)],
  build: {
    outDir,
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

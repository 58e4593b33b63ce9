import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

type TManifestEntry = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; src?: string };

/**
 * Gzipped size of the JavaScript the sign-in page loads: the entry chunk of apps/web and everything it imports
 * statically (lazy routes are left out), read from Vite's manifest. Undefined (with a note) when the web app is not built.
 */
export function signInJs(root: string): { bytes: number; gzipBytes: number; files: string[] } | { note: string } {
  const dist = join(root, 'apps/web/dist');
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath))
    return {
      note: 'apps/web is not built (no apps/web/dist/.vite/manifest.json; run `npm run build` with build.manifest on)',
    };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, TManifestEntry>;
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && manifest[k].file.endsWith('.js'));
  if (!entryKey) return { note: 'the Vite manifest names no JavaScript entry' };
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) walk(dep);
  };
  walk(entryKey);
  const files = [...seen].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  let bytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const content = readFileSync(join(dist, file));
    bytes += content.length;
    gzipBytes += gzipSync(content).length;
  }
  return { bytes, gzipBytes, files };
}

#!/usr/bin/env node
// Sums the gzipped JavaScript the sign-in page ('/') loads: the entry chunk, the sign-in route's chunk
// and every chunk they import statically (recursively). Reads the Vite manifest of `npm run build`.
// Usage: node apps/web/scripts/measure-sign-in-js.mjs [--budget 150] [--json]
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// WEB_DIST: the folder the build wrote to, as vite.config.ts reads it.
const dist = process.env.WEB_DIST ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const SIGN_IN = 'src/app/pages/sign-in.tsx';

const args = process.argv.slice(2);
const budgetAt = args.indexOf('--budget');
const budgetKb = budgetAt >= 0 ? Number(args[budgetAt + 1]) : 150;

const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (!manifest[SIGN_IN]) throw new Error(`${SIGN_IN} is not a chunk in the manifest`);

const seen = new Set();
function visit(key) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) visit(imported);
}
for (const key of [...entryKeys, SIGN_IN]) visit(key);

const rows = [...seen]
  .map((key) => manifest[key].file)
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const bytes = readFileSync(join(dist, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);

const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), { raw: 0, gzip: 0 });
const kb = (n) => (n / 1024).toFixed(1);

if (args.includes('--json')) {
  console.log(JSON.stringify({ files: rows, rawBytes: total.raw, gzipBytes: total.gzip, budgetKb }, null, 2));
} else {
  for (const row of rows) console.log(`${kb(row.gzip).padStart(7)} kB gz  ${kb(row.raw).padStart(7)} kB  ${row.file}`);
  console.log(
    `${kb(total.gzip).padStart(7)} kB gz  ${kb(total.raw).padStart(7)} kB  total JS loaded by the sign-in page (budget ${budgetKb} kB gz)`,
  );
}
if (total.gzip > budgetKb * 1024) {
  console.error(`Over budget: ${kb(total.gzip)} kB > ${budgetKb} kB gzipped`);
  process.exit(1);
}

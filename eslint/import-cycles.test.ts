import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The console's modules form no import cycle (issue 30 point 5), type imports counted: a cycle makes load order matter
 * and hides which layer a piece belongs to. Relative imports are followed; packages are leaves.
 */
const ROOT = 'apps/web/src';
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const IMPORT = /(?:from\s+|import\(\s*|import\s+)'(\.[^']+)'/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|\.typecheck\.ts$/.test(name) ? [normalize(path)] : [];
  });
}

function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  const resolve = (from: string, spec: string) =>
    EXTENSIONS.map((ext) => normalize(join(dirname(from), spec) + ext)).find((path) => known.has(path));
  return new Map(
    files.map((file) => [
      file,
      [...readFileSync(file, 'utf8').matchAll(IMPORT)].flatMap(([, spec]) => resolve(file, spec) ?? []),
    ]),
  );
}

/** The strongly connected groups of more than one module (Tarjan), each a cycle or several. */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) visit(next);
      if (stack.includes(next)) low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = stack.splice(stack.indexOf(node));
    if (group.length > 1 || graph.get(node)?.includes(node)) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('the console’s import graph', () => {
  it('should have no cycle, type imports counted', () => {
    const graph = importGraph(sourceFiles(ROOT));
    expect(graph.size).toBeGreaterThan(250);
    expect(cycles(graph).map((group) => group.map((file) => relative(ROOT, file)))).toEqual([]);
  });

  it('should find a cycle when there is one (the check can fail)', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['a.ts']],
      ['c.ts', ['a.ts']],
    ]);
    expect(cycles(graph)).toEqual([['a.ts', 'b.ts']]);
  });
});

import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DOC_TYPES, ADMIN_DOC_TYPES } from '@mise/contracts/common/autocomplete';
import { SUBJECT_TYPES } from '@mise/contracts/resources/part2-fields';
import {
  AREA_FOLDERS,
  CONTENT_TYPE_NAMES,
  CONTENT_TYPES,
  contentType,
  MENU_TYPES,
  type TContentType,
} from '@mise/contracts/registry';
import { allModels } from './registry';

const ROOT = join(import.meta.dirname, '../../../..');
const foldersIn = (dir: string) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Every `defineResource` the contracts export, from each file of packages/contracts/src/resources. */
async function contractResources(): Promise<{ model: string; path: string }[]> {
  const dir = join(ROOT, 'packages/contracts/src/resources');
  const files = readdirSync(dir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const found: { model: string; path: string }[] = [];
  for (const file of files) {
    const loaded: Record<string, unknown> = await import(join(dir, file));
    for (const value of Object.values(loaded))
      if (typeof value === 'object' && value !== null && 'model' in value && 'path' in value && 'record' in value)
        found.push({ model: String(value.model), path: String(value.path) });
  }
  return found;
}

const entries = CONTENT_TYPE_NAMES.map((name): [string, TContentType] => [name, contentType(name)]);

describe('the content-type registry', () => {
  it('should name each type once: model names, paths, tables and menu slugs are unique', () => {
    for (const key of ['model', 'path', 'table'] as const) {
      const values = entries.map(([, type]) => type[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
    const slugs = MENU_TYPES.map((name) => CONTENT_TYPES[name].menu.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('should give each ordered list distinct positions', () => {
    for (const orderOf of [
      (t: TContentType) => t.menu?.order,
      (t: TContentType) => t.search?.order,
      (t: TContentType) => t.subject?.order,
    ]) {
      const orders = entries.map(([, type]) => orderOf(type)).filter((order) => order !== undefined);
      expect(new Set(orders).size).toBe(orders.length);
    }
  });

  it('should agree with the contracts: each entry is a defineResource with the same model and path', async () => {
    const resources = await contractResources();
    for (const [name, type] of entries) expect(resources, name).toContainEqual({ model: type.model, path: type.path });
  });

  it('should agree with the server: a model folder for every generic entry, and no folder outside the registry', () => {
    const served = new Map(allModels.map((m) => [m.resource.model, m]));
    for (const [name, type] of entries) {
      const model = served.get(type.model);
      if (type.generic === false) {
        expect(model, name).toBeUndefined();
        continue;
      }
      expect(model, name).toBeDefined();
      expect({ path: model?.resource.path, table: model && getTableName(model.table) }, name).toEqual({
        path: type.path,
        table: type.table,
      });
    }
    for (const folder of foldersIn('apps/server/src/resources')) expect(CONTENT_TYPE_NAMES, folder).toContain(folder);
  });

  it('should agree with the web: every menu entry has resources/<folder>/area.tsx, and every area has a menu entry', () => {
    for (const folder of AREA_FOLDERS.keys())
      expect(existsSync(join(ROOT, 'apps/web/src/resources', folder, 'area.tsx')), folder).toBe(true);
    const areas = foldersIn('apps/web/src/resources').filter((folder) =>
      existsSync(join(ROOT, 'apps/web/src/resources', folder, 'area.tsx')),
    );
    for (const folder of areas) expect([...AREA_FOLDERS.keys()], folder).toContain(folder);
  });

  it("should keep the API's orders of doc types and subject types (error messages and database checks spell them)", () => {
    expect(DOC_TYPES).toEqual(['Cuisine', 'Establishment', 'Destination', 'FoodDrink', 'List', 'Eateries', 'Landmark']);
    expect(ADMIN_DOC_TYPES).toEqual([...DOC_TYPES, 'Tag', 'TagCategory', 'User', 'UserReview']);
    expect(SUBJECT_TYPES).toEqual([
      'Cuisine',
      'Establishment',
      'Destination',
      'FoodDrink',
      'Landmark',
      'List',
      'Eateries',
    ]);
  });
});

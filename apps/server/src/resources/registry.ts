import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getTableName } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CONTENT_TYPE_NAMES, contentType, type TContentTypeName } from '@mise/contracts/registry';
import type { TConfig } from '../config';
import type { TModel } from '../crud/model';
import type { ModelRegistry } from '../crud/registry';

/**
 * Each content type's server folder, `resources/<name>/`, named as in the contracts' registry: `model.ts` (the generic
 * REST layer serves it) and `routes.ts` (routes special to it). Both are found by reading the folder, so adding a type
 * lists it nowhere here; a folder the registry does not know, a model that does not match its entry, or an entry
 * without a model stops start-up.
 */
const RESOURCES_DIR = dirname(fileURLToPath(import.meta.url));

export type TAreaRoutesOptions = { registry: ModelRegistry; config: TConfig };
type TAreaRoutes = (app: FastifyInstance, opts: TAreaRoutesOptions) => Promise<void>;

const isName = (folder: string): folder is TContentTypeName => (CONTENT_TYPE_NAMES as string[]).includes(folder);

/** The folders holding `file`, in the registry's order (it is the order routes and answers have always had). */
function foldersWith(file: string): TContentTypeName[] {
  const folders = readdirSync(RESOURCES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(RESOURCES_DIR, entry.name, file)))
    .map((entry) => entry.name);
  const unknown = folders.filter((folder) => !isName(folder));
  if (unknown.length > 0)
    throw new Error(
      `resources/${unknown.join(', ')}/${file}: no such content type; add it to CONTENT_TYPES (packages/contracts/src/registry.ts)`,
    );
  return CONTENT_TYPE_NAMES.filter((name) => folders.includes(name));
}

async function exportsOf(name: string, file: string): Promise<unknown[]> {
  const loaded: Record<string, unknown> = await import(pathToFileURL(join(RESOURCES_DIR, name, file)).href);
  return Object.values(loaded);
}

const isModel = (value: unknown): value is TModel =>
  typeof value === 'object' && value !== null && 'resource' in value && 'table' in value && 'id' in value;

/** Why a folder's model does not agree with its registry entry (empty when it does). */
function modelMismatch(name: TContentTypeName, model: TModel): string[] {
  const entry = contentType(name);
  const said = { model: model.resource.model, path: model.resource.path, table: getTableName(model.table) };
  return (['model', 'path', 'table'] as const)
    .filter((key) => said[key] !== entry[key])
    .map((key) => `resources/${name}/model.ts: ${key} is '${said[key]}' but the registry says '${entry[key]}'`);
}

async function loadModels(): Promise<TModel[]> {
  const names = foldersWith('model.ts');
  const problems = CONTENT_TYPE_NAMES.filter(
    (name) => contentType(name).generic !== false && !names.includes(name),
  ).map(
    (name) => `${name}: in the registry but resources/${name}/model.ts is missing (or mark the entry generic: false)`,
  );
  const models: TModel[] = [];
  for (const name of names) {
    const found = (await exportsOf(name, 'model.ts')).filter(isModel);
    if (found.length !== 1) problems.push(`resources/${name}/model.ts: exports ${found.length} models, not one`);
    else problems.push(...modelMismatch(name, found[0]));
    models.push(...found);
  }
  if (problems.length > 0)
    throw new Error(`The content types do not agree with the registry:\n- ${problems.join('\n- ')}`);
  return models;
}

/** Every content type the generic REST layer serves, in the registry's order. */
export const allModels: TModel[] = await loadModels();

const isRoutes = (value: unknown): value is TAreaRoutes => typeof value === 'function';

/** Each `resources/<name>/routes.ts`'s plugin (its one exported function, whatever its name), in the registry's order. */
export async function loadAreaRoutes(): Promise<TAreaRoutes[]> {
  const plugins: TAreaRoutes[] = [];
  for (const name of foldersWith('routes.ts')) {
    const found = (await exportsOf(name, 'routes.ts')).filter(isRoutes);
    if (found.length !== 1)
      throw new Error(`resources/${name}/routes.ts: exports ${found.length} functions; export exactly one plugin`);
    plugins.push(found[0]);
  }
  return plugins;
}

import { readdir, rm, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { DeleteObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { TConfig } from '../config';
import type { Database } from '../db/client';
import * as schema from '../db/schema/index';
import { safeKey } from './keys';
import { s3Bucket } from './storage/s3';

/** One file in media storage, as listing sees it. */
export type TMediaFile = { key: string; size: number; modified: Date };

/** What the sweep can do to the configured storage: list every file (variants included) and remove one. */
export type TMediaFiles = {
  readonly where: string;
  list(): AsyncIterable<TMediaFile>;
  remove(key: string): Promise<void>;
  close(): Promise<void>;
};

/** What a sweep found: files no row references (old enough to remove, or too fresh), and files it does not judge. */
export type TSweepPlan = {
  stored: number;
  referenced: number;
  orphans: TMediaFile[];
  fresh: TMediaFile[];
  /** Files whose names Mise never writes (not an upload, a variant or a temporary part): never removed. */
  foreign: TMediaFile[];
};

/** A form can hold an uploaded file unsaved for a long while (a tab left open overnight); a day covers that. */
export const DEFAULT_GRACE_MS = 24 * 60 * 60 * 1000;

/** The temporary name local storage writes a file under before renaming it (local.ts): debris when a process died mid-write. */
const TEMP_PART = /^\.[0-9a-f]{12}\.tmp$/;
const VARIANT = /^_variants\/w\d{1,5}\/(.+)$/;
/** The name newKey gives every upload. */
const UPLOAD_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]+$/;

/** What a stored file is: an upload or one of its resized variants (both judged by the upload's key), a temporary part, or not Mise's. */
export type TFileKind = { kind: 'upload'; owner: string } | { kind: 'part' } | { kind: 'foreign' };

/**
 * What a stored file is, by its key alone. Only names Mise writes are ever candidates for removal, so a bucket shared
 * with something else, or files copied in by hand, lose nothing.
 * @example
 * fileKind('_variants/w300/destinations/0b9c…-….jpg') // { kind: 'upload', owner: 'destinations/0b9c…-….jpg' }
 * fileKind('backups/db.json') // { kind: 'foreign' }
 */
export function fileKind(key: string): TFileKind {
  if (TEMP_PART.test(key.split('/').pop() ?? '')) return { kind: 'part' };
  const owner = VARIANT.exec(key)?.[1] ?? key;
  const ours = safeKey(owner) === owner && UPLOAD_NAME.test(owner.split('/').pop() ?? '');
  return ours ? { kind: 'upload', owner } : { kind: 'foreign' };
}

/**
 * The media the configuration stores files in: the local folder (`<DATA_DIR>/media`) or the S3 bucket.
 * @example
 * const files = mediaFiles(loadConfig());
 * for await (const file of files.list()) console.log(file.key);
 */
export function mediaFiles(config: TConfig): TMediaFiles {
  return config.storage === 's3' ? s3Files(config.s3) : localFiles(config.dataDir);
}

function localFiles(dataDir: string): TMediaFiles {
  const root = resolve(dataDir, 'media');
  async function* walk(dir: string): AsyncGenerator<TMediaFile> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(path);
      else if (entry.isFile()) {
        const info = await stat(path);
        yield { key: relative(root, path).split(sep).join('/'), size: info.size, modified: info.mtime };
      }
    }
  }
  return {
    where: `the media folder ${root}`,
    list: () => walk(root),
    async remove(key) {
      const path = resolve(root, key);
      if (!path.startsWith(root + sep)) throw new Error(`storage key escapes the media folder: ${key}`);
      await rm(path, { force: true });
    },
    async close() {},
  };
}

function s3Files(s3: TConfig['s3']): TMediaFiles {
  const { client, bucket } = s3Bucket(s3);
  async function* list(): AsyncGenerator<TMediaFile> {
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, size: object.Size ?? 0, modified: object.LastModified ?? new Date() };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
  return {
    where: `the S3 bucket ${bucket}`,
    list,
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async close() {
      client.destroy();
    },
  };
}

const COLUMNS_PER_QUERY = 50;
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * How a row names a stored file: inside a url (`/img/<key>`, relative or on any host, `?w=` after it) or as a picture's
 * `imagePath`/`filePath` (the bare key, as the upload answer gives it). Keys hold only these characters (keys.ts).
 */
const REFERENCE = String.raw`(?:/img/|"(?:imagePath|filePath)": ?")([A-Za-z0-9][A-Za-z0-9._/-]*)`;

/** The tables the server's schema declares: a database without all of them is not (yet) Mise's, and sweeping against it would orphan everything. */
function declaredTables(): string[] {
  return (Object.values(schema) as unknown[]).flatMap((value) =>
    is(value, PgTable) ? [getTableConfig(value).name] : [],
  );
}

/** Runs one statement (its text, no parameters) and answers its rows: the sweep's reads, on any connection. */
export type TRunText = (text: string) => Promise<Record<string, unknown>[]>;

/**
 * The text, json and array columns of each table, where references to stored files can be. A partition (the ledger's
 * months) is read through its parent, once.
 */
async function textColumns(run: TRunText, table?: string): Promise<Map<string, string[]>> {
  const rows = await run(
    `select c.table_name as table, c.column_name as column
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
      where c.table_schema = current_schema()${table ? ` and c.table_name = ${literal(table)}` : ''}
        and c.table_name not in (select k.relname from pg_class k where k.relispartition)
        and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb') or c.udt_name in ('_text', '_varchar', '_json', '_jsonb'))
      order by c.table_name, c.ordinal_position`,
  );
  const columnsOf = new Map<string, string[]>();
  for (const row of rows)
    columnsOf.set(String(row.table), [...(columnsOf.get(String(row.table)) ?? []), String(row.column)]);
  return columnsOf;
}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The ledger entries of a record purged for good (its tombstone, jobs/trash-purge.ts) refer to nothing: the record can
 * never come back, so its history keeps none of its files.
 */
const NOT_PURGED = `not exists (select 1 from change_ledger p where p.kind = 'purge' and p.changes ? 'tombstone'
  and p.table_name = change_ledger.table_name and p.record_id = change_ledger.record_id)`;

/**
 * The keys rows of one table refer to, read from their text columns by REFERENCE. `where` narrows the rows; `among`
 * looks for those keys only (cheaper than the pattern over every value).
 */
async function keysOfTable(
  run: TRunText,
  { table, columns, where, among }: { table: string; columns: string[]; where?: string; among?: string[] },
): Promise<string[]> {
  const keys: string[] = [];
  // concat_ws takes at most 100 arguments.
  for (let start = 0; start < columns.length; start += COLUMNS_PER_QUERY) {
    const texts = columns.slice(start, start + COLUMNS_PER_QUERY).map((column) => `${quote(column)}::text`);
    // LIKE first: most values hold no reference, and it is far cheaper than running the pattern over them.
    const patterns = among ? `any(array[${among.map((key) => literal(`%${key}%`)).join(', ')}])` : undefined;
    const hit = texts
      .map((text) => (patterns ? `${text} like ${patterns}` : `${text} like '%/img/%' or ${text} like '%Path":%'`))
      .join(' or ');
    const narrowed = [where, table === 'change_ledger' ? NOT_PURGED : undefined].filter(Boolean).join(' and ');
    const found = await run(
      `select distinct m[1] as key from ${quote(table)}, regexp_matches(concat_ws(' ', ${texts.join(', ')}), '${REFERENCE}', 'g') as m
        where (${hit})${narrowed ? ` and ${narrowed}` : ''}`,
    );
    // A url at the end of a sentence in free text carries the full stop along.
    for (const row of found) keys.push(String(row.key).replace(/\.+$/, ''));
  }
  return keys;
}

/**
 * Every stored-file key any row references, soft-deleted rows included (they can be restored), and the change history
 * (a revert can bring a file back), but for the history of records purged for good. Every text, json and array column
 * of every table is searched, not a list of picture columns, so a new content type, a settings value or a url in a
 * description is covered without a change here. `among` asks about those keys only. Throws when a table of the schema
 * is missing.
 * @example
 * const keys = await referencedKeys(database); // Set { 'destinations/9b2e….jpg', … }
 */
export async function referencedKeys(database: Database, opts: { among?: string[] } = {}): Promise<Set<string>> {
  return referencedKeysBy(async (text) => (await database.unbounded.raw(text)).rows, opts);
}

/** referencedKeys over any connection (a job's own). */
export async function referencedKeysBy(run: TRunText, { among }: { among?: string[] } = {}): Promise<Set<string>> {
  const keys = new Set<string>();
  if (among?.length === 0) return keys;
  const columnsOf = await textColumns(run);
  const present = new Set(
    (await run(`select table_name as name from information_schema.tables where table_schema = current_schema()`)).map(
      (row) => String(row.name),
    ),
  );
  const missing = declaredTables().filter((name) => !present.has(name));
  if (missing.length > 0) {
    throw new Error(
      `This database lacks Mise tables (${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''}): it is not Mise's or is not migrated; start the server on it once first.`,
    );
  }
  for (const [table, columns] of columnsOf)
    for (const key of await keysOfTable(run, { table, columns, among }))
      if (!among || among.includes(key)) keys.add(key);
  return keys;
}

/**
 * The stored-file keys some rows of a table refer to (the rows a purge is about to delete), by the same rule as
 * referencedKeys.
 * @example
 * await keysInRows(run, { table: 'destinations', ids: [4] }) // ['destinations/9b2e….jpg']
 */
export async function keysInRows(run: TRunText, { table, ids }: { table: string; ids: number[] }): Promise<string[]> {
  if (ids.length === 0) return [];
  const columns = (await textColumns(run, table)).get(table) ?? [];
  if (columns.length === 0) return [];
  const where = `id in (${ids.map((id) => String(Math.trunc(id))).join(', ')})`;
  return [...new Set(await keysOfTable(run, { table, columns, where }))];
}

/**
 * Sorts stored files against the referenced keys: an upload or its variant whose key no row references is an orphan,
 * unless it changed within `graceMs` of `now` (an upload whose row is not saved yet), then it is fresh and kept.
 * @example
 * sweepPlan(files, new Set(['destinations/a.jpg']), { now: Date.now(), graceMs: DEFAULT_GRACE_MS })
 */
export function sweepPlan(
  files: TMediaFile[],
  referenced: Set<string>,
  opts: { now: number; graceMs: number },
): TSweepPlan {
  const plan: TSweepPlan = { stored: files.length, referenced: 0, orphans: [], fresh: [], foreign: [] };
  for (const file of files) {
    const kind = fileKind(file.key);
    if (kind.kind === 'foreign') plan.foreign.push(file);
    else if (kind.kind === 'upload' && referenced.has(kind.owner)) plan.referenced += 1;
    else if (opts.now - file.modified.getTime() < opts.graceMs) plan.fresh.push(file);
    else plan.orphans.push(file);
  }
  const byKey = (a: TMediaFile, b: TMediaFile) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  plan.orphans.sort(byKey);
  plan.fresh.sort(byKey);
  plan.foreign.sort(byKey);
  return plan;
}

/**
 * Lists the stored files, then gathers the references (in that order: a file saved into a row meanwhile is seen as
 * referenced, and one uploaded meanwhile is fresh), and plans the sweep.
 * @example
 * const plan = await planSweep(database, mediaFiles(config), { now: Date.now(), graceMs: DEFAULT_GRACE_MS });
 */
export async function planSweep(
  database: Database,
  files: TMediaFiles,
  opts: { now: number; graceMs: number },
): Promise<TSweepPlan> {
  const listed: TMediaFile[] = [];
  for await (const file of files.list()) listed.push(file);
  return sweepPlan(listed, await referencedKeys(database), opts);
}

/**
 * Removes a plan's orphans one by one, calling `onRemoved` after each; the removed files are returned.
 * @example
 * await removeOrphans(files, plan, (file) => console.log(`removed ${file.key}`));
 */
export async function removeOrphans(
  files: TMediaFiles,
  plan: TSweepPlan,
  onRemoved: (file: TMediaFile) => void = () => {},
): Promise<TMediaFile[]> {
  const removed: TMediaFile[] = [];
  for (const file of plan.orphans) {
    await files.remove(file.key);
    removed.push(file);
    onRemoved(file);
  }
  return removed;
}

/** Total bytes of some files. */
export const bytesOf = (files: TMediaFile[]) => files.reduce((sum, file) => sum + file.size, 0);

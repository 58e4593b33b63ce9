import { createHash } from 'node:crypto';
import { getTableName, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { executeRows } from '../db/execute-rows';
import { COUNTED_TABLES } from '../db/schema/row-counts';
import type { TFilter } from './filter';
import type { TModel } from './model';
import { relationTarget } from './registry';

const VERSIONED = new Set<string>(COUNTED_TABLES);

/**
 * Whether a list answer stands while the content's table versions stand: its own table keeps a version, it adds
 * nothing worked out elsewhere (`present`), and its includes are rows of models that add nothing either. Writes to a
 * join table raise the owner's row (owner-version.ts), so they raise its table's version too.
 */
export function versionedList(model: TModel, filter: TFilter): boolean {
  if (model.present || !VERSIONED.has(getTableName(model.table))) return false;
  return (filter.include ?? []).every((include) => {
    const relation = model.relations?.[include.relation];
    if (!relation) return false;
    const target = relationTarget(relation);
    return !target.present && versionedList(target, include.scope ?? {});
  });
}

/**
 * Every content table's version (table_versions, raised by a trigger on every write statement), as
 * `table:version,…`. `fresh` reads the table itself; otherwise the versions the server's watch keeps
 * (db/version-watch.ts) serve while nothing can have raised them, and a reading made now is kept for the next.
 * @example
 * await readVersions(app.database, { fresh: true }) // 'cities:12,establishments:1843,…'
 */
export async function readVersions(database: Database, { fresh }: { fresh: boolean }): Promise<string> {
  const watch = database.versionWatch;
  const known = fresh ? undefined : watch?.current();
  if (known !== undefined) return known;
  const since = watch?.generation();
  const [row] = await executeRows<{ v: string | null }>(
    database.db,
    sql`select string_agg(table_name || ':' || version, ',' order by table_name) as v from table_versions`,
  );
  const versions = row?.v ?? '';
  if (since !== undefined) watch?.remember(versions, since);
  return versions;
}

/**
 * The list answer's entity tag: the request's URL and every content table's version, so a write anywhere — a place's
 * city renamed, a cuisine added to it — changes it. Coarse on purpose: a filter may read other tables than the ones it
 * names. The versions come back too, by table.
 * @example
 * listETag('/api/establishments?filter=…', 'establishments:1843,…') // { etag: 'W/"1b2c…"', versions: Map { 'establishments' => '1843', … } }
 */
export function listETag(url: string, read: string): TListTag {
  const key = `${url}\n${read}`;
  const known = tags.get(key);
  if (known) return known;
  const hash = createHash('sha1').update(key).digest('base64url').slice(0, 22);
  const tag = { etag: `W/"${hash}"`, versions: versionsOf(read) };
  tags.set(key, tag);
  return tag;
}

type TListTag = { etag: string; versions: ReadonlyMap<string, string> };
/** The console repeats a few dozen list URLs while the versions stand: each tag is hashed once (1 % of a page's CPU). */
const tags = new LRUCache<string, TListTag>({ max: 1000 });
const versionsByText = new LRUCache<string, ReadonlyMap<string, string>>({ max: 20 });

/** The versions text by table, parsed once per text (the watch hands the same text to every request). */
function versionsOf(read: string): ReadonlyMap<string, string> {
  let versions = versionsByText.get(read);
  if (!versions) {
    versions = new Map(read.split(',').map((pair) => pair.split(':') as [string, string]));
    versionsByText.set(read, versions);
  }
  return versions;
}

const versionsByRequest = new WeakMap<object, ReadonlyMap<string, string>>();

/**
 * The table versions a request's tag was made from (answeredFromTag), by table: a search the request then plans keys its
 * decision by them instead of reading its table's version again (search/name-search.ts decideSearch). Read before the
 * search is worked out, so a decision is never filed under a version newer than its rows.
 */
export const versionsReadFor = (request: object): ReadonlyMap<string, string> | undefined =>
  versionsByRequest.get(request);

/** Whether an If-None-Match header names this tag (weak comparison, as RFC 9110 asks of GET). */
export function matchesETag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Answers 304 with no body when the client's copy of a versioned list is current, without running the list; otherwise
 * tags the answer (`private, no-cache`: the browser keeps it and asks again each time, with its tag). Whether a copy is
 * current is decided on the versions read now; a request with no tag to check may be tagged from the versions the
 * watch keeps, which are never newer than its rows (a tag that lags only costs a full answer next time).
 * @example
 * if (await answeredFromTag(app.database, { request, reply, model, filter })) return;
 */
export async function answeredFromTag(
  database: Database,
  { request, reply, model, filter }: { request: FastifyRequest; reply: FastifyReply; model: TModel; filter: TFilter },
): Promise<boolean> {
  if (!versionedList(model, filter)) return false;
  const check = request.headers['if-none-match'];
  const { etag, versions } = listETag(request.url, await readVersions(database, { fresh: check !== undefined }));
  versionsByRequest.set(request, versions);
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (!matchesETag(check, etag)) return false;
  await reply.code(304).send();
  return true;
}

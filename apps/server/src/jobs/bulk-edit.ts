import { type SQL, and, asc, getTableColumns, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { bulkFields, bulkLinks, linksChangeWords, linksCount } from '@mise/contracts/common/bulk-fields';
import { BULK_TYPES, type TBulkChange, ZBulkChange } from '@mise/contracts/common/job-calls';
import { CONTENT_TYPES, type TContentTypeName } from '@mise/contracts/registry';
import type { Db } from '../db/client';
import { executeRows } from '../db/execute-rows';
import { planMatching } from '../crud/matching';
import type { TWhere } from '../crud/filter';
import type { TModel, TRelation } from '../crud/model';
import type { TActor } from '../crud/activity';
import { addOrRemoveRelated } from '../crud/relation-write';
import { NAME_FIELDS } from '../crud/owner-version';
import { modelOfTable, relationTarget } from '../crud/registry';
import { intArray } from '../crud/rows';
import { liveCondition } from '../crud/soft-delete';
import { serviceOf } from '../crud/write-service';
import { badRequest } from '../lib/http-error';
import { partialOf } from '../lib/partial-schema';
import { defineJobKind, inChunks } from './kind';

/** Records a chunk of a bulk edit writes in one transaction. */
export const BULK_CHUNK = 500;

export const ZBulkEditParams = z.object({
  type: z.enum(BULK_TYPES as [TContentTypeName, ...TContentTypeName[]]),
  change: ZBulkChange,
  ids: z.array(z.number().int()).optional(),
  where: z.record(z.string(), z.unknown()).optional(),
});
export type TBulkEdit = z.output<typeof ZBulkEditParams>;

/** The served model of a content type. */
export function modelOfType(type: TContentTypeName): TModel {
  const model = modelOfTable(CONTENT_TYPES[type].table);
  if (!model) throw new Error(`No model serves ${type}`);
  return model;
}

type TManyToMany = Extract<TRelation, { kind: 'manyToMany' }>;
/** A change of links: the relation, and the ids to add to each record or take out of it. */
type TLinksChange = { name: string; relation: TManyToMany; add: number[]; remove: number[] };

/** The links a change adds or removes, or undefined for a change of columns; a 400 for a relation it cannot take. */
export function linksOf(model: TModel, change: TBulkChange): TLinksChange | undefined {
  const links = 'add' in change ? change.add : 'remove' in change ? change.remove : undefined;
  if (!links) return undefined;
  const at = 'add' in change ? 'change.add' : 'change.remove';
  const relation = model.relations?.[links.relation];
  const allowed = Object.keys(bulkLinks(model.resource));
  if (relation?.kind !== 'manyToMany' || !allowed.includes(links.relation))
    throw badRequest(
      `${at}.relation: ${model.resource.model} has no links named ${links.relation} set in bulk (these are: ${allowed.join(', ') || 'none'})`,
    );
  const ids = [...new Set(links.ids)];
  return { name: links.relation, relation, add: 'add' in change ? ids : [], remove: 'remove' in change ? ids : [] };
}

/** A change as the column values it writes and the action the activity log records, or a 400 naming what is wrong. */
export function changeValues(
  model: TModel,
  change: TBulkChange,
): { values: Record<string, unknown>; action: 'update' | 'publish' | 'unpublish' | 'delete' } {
  const { resource } = model;
  if ('publish' in change) {
    if (!resource.traits.publish) throw badRequest(`change.publish: ${resource.model} is not published`);
    return { values: { isPublished: change.publish }, action: change.publish ? 'publish' : 'unpublish' };
  }
  if ('trash' in change) {
    if (!resource.traits.softDelete) throw badRequest(`change.trash: ${resource.model} keeps no trash`);
    return { values: { deleted: true }, action: 'delete' };
  }
  if (!('set' in change)) throw new Error('changeValues: a change of links has no column values');
  const allowed = bulkFields(resource);
  const unknown = Object.keys(change.set).filter((field) => !(field in allowed));
  if (unknown.length > 0)
    throw badRequest(
      `change.set.${unknown[0]}: not a field set in bulk on ${resource.model} (these are: ${Object.keys(allowed).join(', ') || 'none'})`,
    );
  // The update's own rules for each field (a rating's range, a status's choices, a city that exists is checked by its key).
  const checked = partialOf(resource.update).safeParse(change.set);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    throw badRequest(`change.set.${issue.path.join('.')}: ${issue.message}`);
  }
  return { values: checked.data as Record<string, unknown>, action: 'update' };
}

/**
 * Refuses a set of a reference (a place's city) to a record that does not exist or is in the trash, before anything is
 * written: otherwise every chunk would fail on the foreign key.
 */
async function checkReferences(db: Db, model: TModel, values: Record<string, unknown>): Promise<void> {
  const columns = columnsOf(model);
  for (const relation of Object.values(model.relations ?? {})) {
    if (relation.kind !== 'belongsTo') continue;
    const field = Object.keys(values).find((key) => columns[key] === relation.localKey);
    const id = field === undefined ? null : values[field];
    if (field === undefined || id === null) continue;
    const target = relationTarget(relation);
    const [found] = await db
      .select({ id: target.id })
      .from(target.table)
      .where(and(sql`${target.id} = ${id}`, liveCondition(target)));
    if (!found) throw badRequest(`change.set.${field}: there is no ${target.resource.model} ${String(id)}`);
  }
}

/** Refuses links to records that do not exist or are in the trash, naming them. */
async function checkLinks(db: Db, links: TLinksChange): Promise<void> {
  const target = relationTarget(links.relation);
  const ids = links.add;
  if (ids.length === 0) return;
  const found = await db
    .select({ id: target.id })
    .from(target.table)
    .where(and(sql`${target.id} = any(${intArray(ids)})`, liveCondition(target)));
  const have = new Set(found.map((row) => row.id as number));
  const missing = ids.filter((id) => !have.has(id));
  if (missing.length > 0)
    throw badRequest(`change.add.ids: there is no ${target.resource.model} ${missing.join(', ')}`);
}

/** Checks a change against the database before anything is queued: its references and links exist. */
async function checkChange(db: Db, model: TModel, change: TBulkChange): Promise<void> {
  const links = linksOf(model, change);
  if (links) return checkLinks(db, links);
  await checkReferences(db, model, changeValues(model, change).values);
}

/** How many links a row of the model has in the relation, as SQL over the row. */
const linkCount = (model: TModel, links: TLinksChange) =>
  sql<number>`(select count(*)::int from ${links.relation.through} where ${links.relation.sourceKey} = ${model.id})`;

/** How many of `ids` a row is linked to, as SQL over the row. */
const linkedOf = (model: TModel, links: TLinksChange, ids: number[]) =>
  sql<number>`(select count(*)::int from ${links.relation.through}
    where ${links.relation.sourceKey} = ${model.id} and ${links.relation.targetKey} = any(${intArray(ids)}))`;

const columnsOf = (model: TModel) => getTableColumns(model.table) as Record<string, AnyPgColumn>;

/** True for a row the change would change: a value it does not hold, a link it lacks, or one it has to remove. */
function changing(model: TModel, change: TBulkChange): SQL {
  const links = linksOf(model, change);
  if (!links) return differs(model, changeValues(model, change).values);
  return links.add.length > 0
    ? sql`${linkedOf(model, links, links.add)} < ${links.add.length}`
    : sql`${linkedOf(model, links, links.remove)} > 0`;
}

/** True for a row the values would change. */
function differs(model: TModel, values: Record<string, unknown>): SQL {
  const columns = columnsOf(model);
  return or(
    ...Object.entries(values).map(
      ([key, value]) => sql`${columns[key]} is distinct from ${sql.param(value, columns[key])}`,
    ),
  )!;
}

/**
 * True for a row that already holds the values: `differs` negated, written as equalities so an index can answer it
 * (the published places' partial index counts those of 100 000 selected that are already published without reading
 * a row; counting `is distinct from` over them read every row, 0.75–1.1 s at 1 M places).
 */
function holds(model: TModel, values: Record<string, unknown>): SQL {
  const columns = columnsOf(model);
  return and(
    ...Object.entries(values).map(([key, value]) =>
      value === null ? sql`${columns[key]} is null` : sql`${columns[key]} = ${sql.param(value, columns[key])}`,
    ),
  )!;
}

/** How many records the selection holds and how many of them the change would change, read in one snapshot. */
async function countChanges(
  db: Db,
  { model, change, condition }: { model: TModel; change: TBulkChange; condition: SQL | undefined },
) {
  const where = (extra?: SQL) => {
    const all = and(condition, extra);
    return all ? sql` where ${all}` : sql``;
  };
  const count = (extra?: SQL) => sql`(select count(*)::int from ${model.table}${where(extra)})`;
  if (linksOf(model, change)) {
    const [row] = await executeRows<{ matching: number; changes: number }>(
      db,
      sql`select count(*)::int as matching, (count(*) filter (where ${changing(model, change)}))::int as changes
        from ${model.table}${where()}`,
    );
    return { matching: Number(row?.matching ?? 0), changes: Number(row?.changes ?? 0) };
  }
  const kept = holds(model, changeValues(model, change).values);
  const [row] = await executeRows<{ matching: number; unchanged: number }>(
    db,
    sql`select ${count()} as matching, ${count(kept)} as unchanged`,
  );
  const matching = Number(row?.matching ?? 0);
  return { matching, changes: matching - Number(row?.unchanged ?? 0) };
}

/** The live records an edit is about: the ticked ids, or every record its `where` matches (the list's search and filter). */
async function selected(db: Db, model: TModel, edit: { ids?: number[]; where?: TWhere }): Promise<SQL | undefined> {
  if (edit.ids) return and(sql`${model.id} = any(${intArray(edit.ids)})`, liveCondition(model));
  return (await planMatching({ db }, model, edit.where ?? {})).condition;
}

/** A value as staff read it in a preview: 'Published', 'Yes', 'complete', '—' for none. */
function shown(field: string, value: unknown): string {
  if (field === 'isPublished') return value ? 'Published' : 'Unpublished';
  if (field === 'deleted') return value ? 'In the trash' : 'Live';
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** 'Publish 300 places', 'Set status on 1 place', 'Move 40 places to the trash'. */
export function bulkTitle(type: TContentTypeName, change: TBulkChange, count: number): string {
  const named = CONTENT_TYPES[type] as { label: string; menu?: { label: string } };
  const noun = (count === 1 ? named.label : (named.menu?.label ?? `${named.label}s`)).toLowerCase();
  const n = `${count.toLocaleString('en-US')} ${noun}`;
  if ('publish' in change) return `${change.publish ? 'Publish' : 'Unpublish'} ${n}`;
  if ('trash' in change) return `Move ${n} to the trash`;
  if ('add' in change || 'remove' in change) return `${linksChangeWords(modelOfType(type).resource, change)} ${n}`;
  return `Set ${Object.keys(change.set).join(', ')} on ${n}`;
}

/**
 * What a bulk edit would do, read before it runs: how many records are selected, how many change, how many are
 * already so, which ticked ids are gone (trashed or deleted since the list was read), and a few before → after.
 */
export async function previewBulkEdit(db: Db, params: TBulkEdit) {
  const model = modelOfType(params.type);
  await checkChange(db, model, params.change);
  const condition = await selected(db, model, params);
  const willChange = changing(model, params.change);
  const { matching, changes } = await countChanges(db, { model, change: params.change, condition });
  const gone = params.ids ? new Set(params.ids).size - matching : 0;
  return {
    matching,
    changes,
    unchanged: matching - changes,
    refused: gone > 0 ? [{ reason: 'In the trash or deleted since the list was read', count: gone }] : [],
    sample: await sampleOf(db, { model, change: params.change, condition: and(condition, willChange) }),
  };
}

/** Five of the records that change, each with what it holds before and after ('No' → 'Yes', '2 tags' → '3 tags'). */
async function sampleOf(db: Db, { model, change, condition }: { model: TModel; change: TBulkChange; condition?: SQL }) {
  const columns = columnsOf(model);
  const nameField = NAME_FIELDS.find((field) => columns[field]);
  const name = nameField ? sql<string>`coalesce(${columns[nameField]}::text, '')` : sql<string>`''`;
  const links = linksOf(model, change);
  if (links) {
    const rows = await db
      .select({
        id: sql<number>`${model.id}`,
        name,
        before: linkCount(model, links),
        linked: linkedOf(model, links, [...links.add, ...links.remove]),
      })
      .from(model.table)
      .where(condition)
      .orderBy(asc(model.id))
      .limit(5);
    const target = bulkLinks(model.resource)[links.name]!;
    const count = (n: number) => linksCount(target, n);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      before: count(row.before),
      after: count(links.add.length > 0 ? row.before + links.add.length - row.linked : row.before - row.linked),
    }));
  }
  const { values } = changeValues(model, change);
  const fields = Object.keys(values);
  const rows = await db
    .select({
      id: sql<number>`${model.id}`,
      name,
      ...Object.fromEntries(fields.map((field) => [field, columns[field]!])),
    })
    .from(model.table)
    .where(condition)
    .orderBy(asc(model.id))
    .limit(5);
  const describe = (of: (field: string) => unknown) =>
    fields.map((field) => (fields.length > 1 ? `${field} ` : '') + shown(field, of(field))).join(', ');
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    before: describe((field) => (row as Record<string, unknown>)[field]),
    after: describe((field) => values[field]),
  }));
}

/** Publishes, sets fields on or trashes many records of one type, in chunks, as one ledger operation. */
export const bulkEditKind = defineJobKind<TBulkEdit, number>({
  kind: 'bulk-edit',
  params: ZBulkEditParams,
  plan: async (db, params) => {
    const model = modelOfType(params.type);
    await checkChange(db, model, params.change);
    const condition = await selected(db, model, params);
    const rows = await db
      .select({ id: sql<number>`${model.id}` })
      .from(model.table)
      .where(condition)
      .orderBy(asc(model.id));
    if (rows.length === 0) throw badRequest('No record matches this selection any more');
    return inChunks(
      rows.map((row) => row.id),
      BULK_CHUNK,
    );
  },
  runChunk: async ({ db, tx, actor, params }, ids) => {
    const model = modelOfType(params.type);
    const links = linksOf(model, params.change);
    const { changed, refused } = links
      ? await relinkEach(tx, { model, links, ids, actor })
      : await serviceOf(db, model).patchMany({ ids, ...changeValues(model, params.change), actor, tx });
    const settled = new Set([...changed, ...refused.map((r) => r.id)]);
    const rest = ids.filter((id) => !settled.has(id));
    const live =
      rest.length === 0
        ? []
        : await tx
            .select({ id: sql<number>`${model.id}` })
            .from(model.table)
            .where(and(sql`${model.id} = any(${intArray(rest)})`, liveCondition(model)));
    const still = new Set(live.map((row) => row.id));
    return {
      changed: changed.length,
      unchanged: still.size,
      refused: [
        ...refused.map((r) => ({ item: r.id, message: r.message })),
        ...rest
          .filter((id) => !still.has(id))
          .map((id) => ({ item: id, message: 'Moved to the trash or deleted before the job reached it' })),
      ],
    };
  },
});

/** Adds or removes the links of each live record among `ids`, keeping its others; answers those it changed. */
async function relinkEach(
  tx: Db,
  { model, links, ids, actor }: { model: TModel; links: TLinksChange; ids: number[]; actor: TActor },
): Promise<{ changed: number[]; refused: { id: number; message: string }[] }> {
  const live = await tx
    .select({ id: sql<number>`${model.id}` })
    .from(model.table)
    .where(and(sql`${model.id} = any(${intArray(ids)})`, liveCondition(model)));
  const changed: number[] = [];
  for (const { id } of live) {
    const change = { model, name: links.name, relation: links.relation, parentId: id, actor };
    if (await addOrRemoveRelated(tx, { ...change, add: links.add, remove: links.remove })) changed.push(id);
  }
  return { changed, refused: [] };
}

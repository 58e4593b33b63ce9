import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import { RULE_PARAM, rulesOf } from '@mise/contracts/common/completeness';
import type { TView, ZViewCreate, ZViewUpdate } from '@mise/contracts/common/view-calls';
import type { TContentTypeName } from '@mise/contracts/registry';
import type { TActor } from '../crud/activity';
import { modelFields } from '../crud/fields';
import type { TWhere } from '../crud/filter';
import { countRows } from '../crud/list';
import { keptRuleCounts } from '../completeness/rule-counts';
import { bumped, changedSince, sameVersion } from '../crud/owner-version';
import { compileWhere } from '../crud/where';
import { inWrite } from '../crud/write-service';
import type { Db } from '../db/client';
import { users } from '../db/schema/user';
import { views } from '../db/schema/view';
import { HttpError, notFound } from '../lib/http-error';
import { modelOfType } from '../jobs/bulk-edit';

type TViewRow = typeof views.$inferSelect;

/** A where the view's list can send: compiled as the list compiles it, so a field that is not there is a 400 naming it. */
function checkedWhere(type: string, where: Record<string, unknown> | null | undefined) {
  if (where) compileWhere(modelFields(modelOfType(type as TContentTypeName)), where as TWhere, { path: 'where' });
  return where;
}

/**
 * A stored where with the clauses that no longer hold taken out (a field or rule gone since it was saved), each said in
 * words: an old view opens without them rather than failing. An `and` keeps its good parts; an `or` with a bad part
 * keeps the rest.
 * @example
 * cleanWhere('place', { rule: 'withoutSoul', isPublished: true }) // { where: { isPublished: true }, dropped: ['where.rule: …'] }
 */
export function cleanWhere(
  type: string,
  where: Record<string, unknown> | null,
): { where: TWhere | null; dropped: string[] } {
  if (!where) return { where: null, dropped: [] };
  const fields = modelFields(modelOfType(type as TContentTypeName));
  const dropped: string[] = [];
  const clean = (part: Record<string, unknown>, path: string): Record<string, unknown> | undefined => {
    const kept: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(part)) {
      if ((key === 'and' || key === 'or') && Array.isArray(value)) {
        const parts = value
          .map((p, i) =>
            p && typeof p === 'object' ? clean(p as Record<string, unknown>, `${path}.${key}[${i}]`) : undefined,
          )
          .filter((p): p is Record<string, unknown> => p !== undefined && Object.keys(p).length > 0);
        if (parts.length > 0) kept[key] = parts;
        continue;
      }
      try {
        compileWhere(fields, { [key]: value } as TWhere, { path });
        kept[key] = value;
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        dropped.push(error.message);
      }
    }
    return kept;
  };
  const kept = clean(where, 'where') ?? {};
  return { where: Object.keys(kept).length > 0 ? kept : null, dropped };
}

/** A saved `?rule=` the type no longer has, taken out of the view's address like a where clause. */
function cleanQuery(type: string, query: Record<string, string>): { query: Record<string, string>; dropped: string[] } {
  const rule = query[RULE_PARAM];
  if (rule === undefined || rulesOf(type).some((r) => r.key === rule)) return { query, dropped: [] };
  const { [RULE_PARAM]: _gone, ...rest } = query;
  return { query: rest, dropped: [`"${rule}" is no longer a rule of this list`] };
}

/** Views as the API answers them: cleaned, with their owner's name and whether the asker saved them. */
async function answered(db: Db, rows: TViewRow[], actor: TActor): Promise<TView[]> {
  const ownerIds = [...new Set(rows.map((r) => r.ownerId).filter((id): id is number => id !== null))];
  const owners =
    ownerIds.length === 0
      ? []
      : await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ownerIds));
  const byId = new Map(owners.map((o) => [o.id, o]));
  return rows.map((row) => {
    const where = cleanWhere(row.type, row.where ?? null);
    const query = cleanQuery(row.type, row.query);
    return {
      id: row.id,
      type: row.type,
      name: row.name,
      query: query.query,
      where: where.where,
      shared: row.shared,
      pinned: row.pinned,
      owner: row.ownerId === null ? null : (byId.get(row.ownerId) ?? null),
      mine: actor !== null && row.ownerId === actor.id,
      dropped: [...where.dropped, ...query.dropped],
      created: row.created,
      updated: row.updated,
    };
  });
}

/** The views a staff member sees: their own and every shared one. */
const visibleTo = (actor: TActor) =>
  actor ? or(eq(views.ownerId, actor.id), eq(views.shared, true)) : eq(views.shared, true);

/** The asker's own views and the shared ones, pinned first, then by name. */
export async function listViews(db: Db, actor: TActor, type?: string): Promise<TView[]> {
  const rows = await db
    .select()
    .from(views)
    .where(and(visibleTo(actor), type ? eq(views.type, type) : undefined))
    .orderBy(desc(views.pinned), asc(views.name), asc(views.id));
  return answered(db, rows, actor);
}

/** Saves a list's state as a view of the asker's. */
export async function createView(db: Db, actor: TActor, body: z.output<typeof ZViewCreate>): Promise<TView> {
  checkedWhere(body.type, body.where);
  const row = await inWrite(db, {
    actor,
    run: async ({ tx }) => {
      const [created] = await tx
        .insert(views)
        .values({ ...body, ownerId: actor?.id ?? null })
        .returning();
      return created!;
    },
  });
  return (await answered(db, [row], actor))[0]!;
}

/** A view the asker may change: their own, or a shared one. Another's private view is not found, as if it were not there. */
async function reachable(db: Db, actor: TActor, id: number): Promise<TViewRow> {
  const [row] = await db
    .select()
    .from(views)
    .where(and(eq(views.id, id), visibleTo(actor)));
  if (!row) throw notFound(`View ${id} was not found`);
  return row;
}

/** Changes a view, refused (409) when it changed since the asker read it. */
export async function updateView(
  db: Db,
  actor: TActor,
  change: { id: number; body: z.output<typeof ZViewUpdate> },
): Promise<TView> {
  const { id, body } = change;
  const found = await reachable(db, actor, id);
  const { updated, ...changes } = body;
  checkedWhere(found.type, changes.where);
  const [row] = await db
    .update(views)
    .set({ ...changes, ...bumped(views) })
    .where(and(eq(views.id, id), sameVersion(views.updated, new Date(updated))))
    .returning();
  if (!row) throw changedSince(found);
  return (await answered(db, [row], actor))[0]!;
}

/** Deletes a view (the asker's own, or a shared one). */
export async function deleteView(db: Db, actor: TActor, id: number): Promise<{ count: number }> {
  await reachable(db, actor, id);
  const gone = await db.delete(views).where(eq(views.id, id)).returning({ id: views.id });
  return { count: gone.length };
}

/**
 * How many records each pinned view the asker sees holds now, each counted as its list counts (kept counts where the
 * where allows: a rule, a rule in a city, the published ones).
 */
export async function viewCounts(db: Db, actor: TActor): Promise<{ id: number; count: number }[]> {
  const rows = await db
    .select()
    .from(views)
    .where(and(visibleTo(actor), eq(views.pinned, true)))
    .orderBy(asc(views.name), asc(views.id));
  const wheres = rows.map((row) => ({
    model: modelOfType(row.type as TContentTypeName),
    where: cleanWhere(row.type, row.where ?? null).where ?? undefined,
  }));
  // The views of one rule (in some cities, of a published state) in one statement; the others as their lists count.
  const kept = await keptRuleCounts(db, wheres);
  return Promise.all(rows.map(async (row, i) => ({ id: row.id, count: kept[i] ?? (await countRows(db, wheres[i]!)) })));
}

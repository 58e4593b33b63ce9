import { type AnyPgColumn } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { badRequest, notFound } from '../lib/http-error';
import { type TActor, logActivity } from './activity';
import type { TModel, TRelation } from './model';
import { bumped, raiseOwnerVersion } from './owner-version';
import { inWrite } from './write-service';
import { relationTarget } from './registry';
import { POSITION_GAP, positionBetween } from './positions';
import { intArray, stamp } from './rows';

type TToMany = Exclude<TRelation, { kind: 'belongsTo' }>;

/** A change to one parent's relation, by whom: what every relation write takes. */
export type TRelationChange = { model: TModel; name: string; relation: TRelation; parentId: number; actor: TActor };

/**
 * A relation write of its own (not part of a write of the parent row): the parent's `updated` the client based it on,
 * if it sent one (409 when the parent changed since). The answer carries the parent's new `updated`.
 */
export type TGuardedChange = TRelationChange & { expectedUpdated?: Date };

function toMany(model: TModel, name: string, relation: TRelation): TToMany {
  if (relation.kind === 'belongsTo')
    throw badRequest(`${model.resource.model}.${name} links to one item; change it with PATCH instead`);
  return relation;
}

/** Ids of the related rows in their current order. */
async function orderedIds(tx: Db, relation: TToMany, parentId: number): Promise<number[]> {
  const target = relationTarget(relation);
  if (relation.kind === 'hasMany') {
    const rows = await tx
      .select({ id: target.id })
      .from(target.table)
      .where(eq(relation.foreignKey, parentId))
      .orderBy(...(relation.orderBy ? [sql`${relation.orderBy} asc nulls last`] : []), asc(target.id));
    return rows.map((r) => r.id as number);
  }
  const rows = await tx
    .select({ id: relation.targetKey })
    .from(relation.through)
    .where(eq(relation.sourceKey, parentId))
    .orderBy(...(relation.orderBy ? [asc(relation.orderBy)] : []), asc(relation.targetKey));
  return rows.map((r) => r.id as number);
}

/**
 * Numbers the related rows in the order of `ids` (spaced `POSITION_GAP` apart, or 1…n for a relation whose positions
 * staff see), in one statement whatever the length (a big city holds tens of thousands of places); rows already in
 * their place are not written.
 */
async function writePositions(
  tx: Db,
  { relation, parentId, ids }: { relation: TToMany; parentId: number; ids: number[] },
) {
  if (!relation.orderBy || ids.length === 0) return;
  const position = relation.orderBy;
  const step = relation.densePositions ? 1 : POSITION_GAP;
  const set = sql`${sql.identifier(position.name)} = p.pos * ${step}::int`;
  const positions = sql`unnest(${intArray(ids)}) with ordinality as p(id, pos)`;
  if (relation.kind === 'hasMany') {
    const target = relationTarget(relation);
    await positionsOnly(tx, () =>
      tx.execute(
        sql`update ${target.table} set ${set} from ${positions} where ${target.id} = p.id and ${position} is distinct from p.pos * ${step}::int`,
      ),
    );
  } else {
    await tx.execute(
      sql`update ${relation.through} set ${set} from ${positions} where ${relation.sourceKey} = ${parentId} and ${relation.targetKey} = p.id and ${position} is distinct from p.pos * ${step}::int`,
    );
  }
}

/**
 * Runs a write that changes only order columns of a counted child table: no count can move, so the count triggers skip
 * their work (migration 0011), which was most of the time of a big city's reorder. Reset at once, so later statements
 * of the transaction are counted.
 */
async function positionsOnly(tx: Db, write: () => Promise<unknown>): Promise<void> {
  await tx.execute(sql`select set_config('mise.positions_only', 'on', true)`);
  await write();
  await tx.execute(sql`select set_config('mise.positions_only', 'off', true)`);
}

/** Where a relation's order is kept: the rows, their id and position columns, and which belong to the parent. */
function orderedRows({ relation, position, parentId }: { relation: TToMany; position: AnyPgColumn; parentId: number }) {
  if (relation.kind === 'hasMany') {
    const target = relationTarget(relation);
    return { table: target.table, id: target.id, position, of: eq(relation.foreignKey, parentId) };
  }
  return { table: relation.through, id: relation.targetKey, position, of: eq(relation.sourceKey, parentId) };
}

type TOrderedRows = ReturnType<typeof orderedRows>;

type TNeighbour = { position: number | null } | undefined;

/**
 * The rows either side of 0-based `index` in the list without the moved item (`undefined` at either end; an index past
 * the end is the end), read through the order index in at most two short statements.
 */
async function neighboursAt(
  tx: Db,
  { rows, itemId, index }: { rows: TOrderedRows; itemId: number; index: number },
): Promise<[TNeighbour, TNeighbour]> {
  const others = and(rows.of, ne(rows.id, itemId));
  const around = await tx
    .select({ position: rows.position })
    .from(rows.table)
    .where(others)
    .orderBy(sql`${rows.position} asc nulls last`, asc(rows.id))
    .offset(Math.max(index - 1, 0))
    .limit(index === 0 ? 1 : 2);
  const read = around as { position: number | null }[];
  if (index === 0) return [undefined, read[0]];
  if (read.length > 0) return [read[0], read[1]];
  const [last] = (await tx
    .select({ position: rows.position })
    .from(rows.table)
    .where(others)
    .orderBy(sql`${rows.position} desc nulls first`, desc(rows.id))
    .limit(1)) as { position: number | null }[];
  return [last, undefined];
}

/**
 * Moves one item to 0-based `index` by giving it a free position between its new neighbours: one row written, however
 * long the list. Answers false when there is no free position there (the caller numbers the list afresh).
 */
async function moveIntoGap(
  tx: Db,
  { rows, kind, itemId, index }: { rows: TOrderedRows; kind: TToMany['kind']; itemId: number; index: number },
): Promise<boolean> {
  const [previous, next] = await neighboursAt(tx, { rows, itemId, index });
  const position = positionBetween(previous?.position, next?.position);
  if (position === undefined) return false;
  const set = sql`${sql.identifier(rows.position.name)} = ${position}::int`;
  const write = () => tx.execute(sql`update ${rows.table} set ${set} where ${and(rows.of, eq(rows.id, itemId))}`);
  if (kind === 'hasMany') await positionsOnly(tx, write);
  else await write();
  return true;
}

/** The TS key of a column within its table (drizzle's update wants keys, not columns). */
function keyOfColumn(table: object, column: unknown): string {
  const entry = Object.entries(table).find(([, c]) => c === column);
  if (!entry) throw new Error('column not in table');
  return entry[0];
}
const fieldKey = (model: TModel, column: unknown) => keyOfColumn(model.table, column);
const throughKey = (relation: Extract<TRelation, { kind: 'manyToMany' }>, column: unknown) =>
  keyOfColumn(relation.through, column);

/**
 * Detaches one related item: removes the join row, or clears the child's foreign key; raises the parent's `updated`.
 * @example
 * await unrelate(db, { model: cityModel, name: 'cuisines', relation, parentId: 4, relatedId: 12, actor: staff }) // { count: 1, updated }
 */
export async function unrelate(db: Db, change: TGuardedChange & { relatedId: number }) {
  const { model, name, relation, parentId, relatedId, actor, expectedUpdated } = change;
  const target = relationTarget(relation);
  const rel = toMany(model, name, relation);
  // A child that must always have its parent (a saved list's items, a coupon's claims) cannot be detached, only deleted.
  if (rel.kind === 'hasMany' && rel.foreignKey.notNull)
    throw badRequest(
      `${name}: a ${target.resource.model} always belongs to one ${model.resource.model}; delete it instead of removing it from the list`,
    );
  return inWrite(db, {
    actor,
    run: async ({ tx }) => {
      const updated = await raiseOwnerVersion(tx, { model, id: parentId, expected: expectedUpdated });
      let count: number;
      if (rel.kind === 'hasMany') {
        const key = fieldKey(target, rel.foreignKey);
        const rows = await tx
          .update(target.table)
          .set({ [key]: null, ...bumped(target.table) } as never)
          .where(and(eq(target.id, relatedId), eq(rel.foreignKey, parentId)))
          .returning({ id: target.id });
        count = rows.length;
      } else {
        const rows = await tx
          .delete(rel.through)
          .where(and(eq(rel.sourceKey, parentId), eq(rel.targetKey, relatedId)))
          .returning({ id: rel.targetKey });
        count = rows.length;
      }
      if (count === 0)
        throw notFound(`${target.resource.model} ${relatedId} is not in ${model.resource.model} ${parentId}'s ${name}`);
      await rel.onUnlink?.(tx, parentId, [relatedId]);
      await logActivity(tx, {
        actor,
        model: model.resource.model,
        itemId: parentId,
        action: 'unrelate',
        fields: [name],
      });
      return { count, updated };
    },
  });
}

/**
 * Moves one related item to a 1-based position, in one transaction that raises the parent's `updated`. The item takes a
 * free position between its new neighbours (one row written); only a relation whose 1…n positions staff see, or a list
 * with no free position at that place, is numbered afresh.
 * @example
 * await changeOrder(db, { model: cityModel, name: 'establishments', relation, parentId: 4, itemId: 31, order: 1, actor: staff }) // { id: 31, updated }
 */
export async function changeOrder(db: Db, change: TGuardedChange & { itemId: number; order: number }) {
  const { model, name, relation, parentId, itemId, order, actor, expectedUpdated } = change;
  const rel = toMany(model, name, relation);
  const { orderBy } = rel;
  // A relation read in id order (a coupon's claims) has no position to write.
  if (!orderBy || orderBy === relationTarget(rel).id)
    throw badRequest(`${model.resource.model}.${name} has no order to change`);
  return inWrite(db, {
    actor: change.actor,
    run: async ({ tx }) => {
      // Its own statement on the parent's table: the positions-only flag covers the related rows only. It also holds the
      // parent's row lock, so two moves in one list never read the same neighbours.
      const updated = await raiseOwnerVersion(tx, { model, id: parentId, expected: expectedUpdated });
      const rows = orderedRows({ relation: rel, position: orderBy, parentId });
      const [held] = await tx
        .select({ id: rows.id })
        .from(rows.table)
        .where(and(rows.of, eq(rows.id, itemId)));
      if (!held)
        throw notFound(
          `${relationTarget(rel).resource.model} ${itemId} is not in ${model.resource.model} ${parentId}'s ${name}`,
        );
      const index = Math.max(order - 1, 0);
      const moved = !rel.densePositions && (await moveIntoGap(tx, { rows, kind: rel.kind, itemId, index }));
      if (!moved) {
        const ids = (await orderedIds(tx, rel, parentId)).filter((id) => id !== itemId);
        ids.splice(Math.min(index, ids.length), 0, itemId);
        await writePositions(tx, { relation: rel, parentId, ids });
      }
      await logActivity(tx, {
        actor,
        model: model.resource.model,
        itemId: parentId,
        action: 'reorder',
        fields: [name],
      });
      return { id: itemId, updated };
    },
  });
}

/**
 * Makes the relation hold exactly `newIds`, in the caller's transaction; the caller stamps the parent row (a create or
 * PATCH carrying `tagIds`). `order: 'given'` (a PATCH's id list: an explore list's `establishmentIds`) keeps exactly
 * the order sent; `'kept'` (PUT appmodels/relations, whose pickers send the chosen set) leaves the items already there
 * where they were and appends the new ones in the order given.
 * @example
 * await writeRelatedIds(tx, { model: listModel, name: 'establishments', relation, parentId: 9, newIds: [3, 1], order: 'given', actor: staff })
 */
export async function writeRelatedIds(
  tx: Db,
  change: TRelationChange & { newIds: number[]; order: 'given' | 'kept'; field?: string },
) {
  const { model, name, relation, parentId, newIds, actor, order, field = 'newIds' } = change;
  const rel = toMany(model, name, relation);
  const target = relationTarget(rel);
  const unique = [...new Set(newIds)];
  if (unique.length > 0) {
    const found = await tx.select({ id: target.id }).from(target.table).where(inArray(target.id, unique));
    if (found.length !== unique.length) {
      const have = new Set(found.map((f) => f.id));
      throw badRequest(
        `${field}: ${target.resource.model} ${unique.filter((id) => !have.has(id)).join(', ')} not found`,
      );
    }
  }
  const current = await orderedIds(tx, rel, parentId);
  const keep = current.filter((id) => unique.includes(id));
  const added = unique.filter((id) => !current.includes(id));
  if (rel.kind === 'hasMany') {
    const key = fieldKey(target, rel.foreignKey);
    await tx
      .update(target.table)
      .set({ [key]: null } as never)
      .where(and(eq(rel.foreignKey, parentId), unique.length ? notInArray(target.id, unique) : undefined));
    if (added.length)
      await tx
        .update(target.table)
        .set({ [key]: parentId } as never)
        .where(inArray(target.id, added));
  } else {
    await tx
      .delete(rel.through)
      .where(and(eq(rel.sourceKey, parentId), unique.length ? notInArray(rel.targetKey, unique) : undefined));
    if (added.length) {
      const now = stamp();
      await tx.insert(rel.through).values(
        added.map((id) => ({
          [throughKey(rel, rel.sourceKey)]: parentId,
          [throughKey(rel, rel.targetKey)]: id,
          created: now,
          updated: now,
        })) as never,
      );
    }
  }
  const removed = current.filter((id) => !unique.includes(id));
  if (removed.length) await rel.onUnlink?.(tx, parentId, removed);
  const ids = order === 'given' ? unique : [...keep, ...added];
  await writePositions(tx, { relation: rel, parentId, ids });
  await logActivity(tx, { actor, model: model.resource.model, itemId: parentId, action: 'relate', fields: [name] });
  return { ids };
}

/**
 * Makes the relation hold exactly `newIds` in one transaction that raises the parent's `updated` (PUT appmodels/relations).
 * @example
 * await replaceRelated(db, { model: placeModel, name: 'tags', relation, parentId: 9, newIds: [3, 1], actor: staff }) // { ids: [3, 1], updated }
 */
export async function replaceRelated(db: Db, change: TGuardedChange & { newIds: number[] }) {
  toMany(change.model, change.name, change.relation);
  return inWrite(db, {
    actor: change.actor,
    run: async ({ tx }) => {
      const updated = await raiseOwnerVersion(tx, {
        model: change.model,
        id: change.parentId,
        expected: change.expectedUpdated,
      });
      return { ...(await writeRelatedIds(tx, { ...change, order: 'kept' })), updated };
    },
  });
}

/**
 * Adds ids to a to-many relation, or takes them out, keeping the others where they are (a bulk edit's 'add tags':
 * adding never replaces), in the caller's transaction; raises the parent's version when it changes. Answers whether
 * it did.
 * @example
 * await addOrRemoveRelated(tx, { model: placeModel, name: 'tags', relation, parentId: 9, add: [4], actor: staff }) // true
 */
export async function addOrRemoveRelated(
  tx: Db,
  change: TRelationChange & { add?: number[]; remove?: number[] },
): Promise<boolean> {
  const { model, name, relation, parentId, add = [], remove = [] } = change;
  const current = await orderedIds(tx, toMany(model, name, relation), parentId);
  const next = [...current.filter((id) => !remove.includes(id)), ...add.filter((id) => !current.includes(id))];
  if (next.length === current.length && next.every((id, i) => id === current[i])) return false;
  await raiseOwnerVersion(tx, { model, id: parentId });
  await writeRelatedIds(tx, { ...change, newIds: [...new Set(next)], order: 'kept' });
  return true;
}

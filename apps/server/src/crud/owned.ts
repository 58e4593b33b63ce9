import { and, eq, getTableName, sql } from 'drizzle-orm';
import { typeOfModel } from '@mise/contracts/registry';
import type { Db } from '../db/client';
import type { TModel } from './model';
import { bumped } from './owner-version';
import { ownedModels } from './registry';
import { liveCondition } from './soft-delete';

const typeName = (model: TModel) => typeOfModel(model.resource.model)?.name ?? model.resource.model;

/**
 * How many live records of each type the record owns (a city: its places, landmarks, explore lists, eatineraries), the
 * types with none left out: what its delete dialog offers to trash with it.
 * @example
 * await ownedCounts(db, { model: cityModel, id: 4 }) // [{ type: 'place', count: 12 }, { type: 'landmark', count: 3 }]
 */
export async function ownedCounts(db: Db, { model, id }: { model: TModel; id: number }) {
  const counts = await Promise.all(
    ownedModels(model).map(async ({ model: child, key }) => {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(child.table)
        .where(and(eq(key, id), liveCondition(child)));
      return { type: typeName(child), count: Number(row?.count ?? 0) };
    }),
  );
  return counts.filter((c) => c.count > 0);
}

/**
 * Trashes the live records the record owns, in the caller's transaction (the owner's delete: one operation, so Undo
 * and the trash bring them back together). Answers how many.
 */
export async function trashOwned(tx: Db, { model, id }: { model: TModel; id: number }): Promise<number> {
  let count = 0;
  for (const { model: child, key } of ownedModels(model)) {
    const rows = await tx
      .update(child.table)
      .set({ deleted: true, ...bumped(child.table) } as never)
      .where(and(eq(key, id), liveCondition(child)))
      .returning({ id: child.id });
    count += rows.length;
  }
  return count;
}

/**
 * Restores the records the owner's delete trashed with it: those it owns that went to the trash at the same moment as
 * the owner (one transaction's `now()`), not those trashed before or after on their own. Run it while the owner is
 * still in the trash (its trash row says when), in the restore's transaction. Answers how many.
 */
export async function restoreOwned(tx: Db, { model, id }: { model: TModel; id: number }): Promise<number> {
  const ownerTrashed = sql`(select o.deleted_at from trash o where o.table_name = ${getTableName(model.table)}
    and o.record_id = ${id})`;
  let count = 0;
  for (const { model: child, key } of ownedModels(model)) {
    const together = sql`select t.record_id from trash t where t.table_name = ${getTableName(child.table)}
      and t.deleted_at = ${ownerTrashed}`;
    const rows = await tx
      .update(child.table)
      .set({ deleted: false, ...bumped(child.table) } as never)
      .where(and(eq(key, id), sql`${child.id} in (${together})`))
      .returning({ id: child.id });
    count += rows.length;
  }
  return count;
}

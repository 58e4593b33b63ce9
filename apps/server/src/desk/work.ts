import { and, eq, getTableName, gt, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CLAIM_MINUTES, type TClaim, type ZWorkNext } from '@mise/contracts/common/work-calls';
import type { TContentTypeName } from '@mise/contracts/registry';
import type { TActor } from '../crud/activity';
import type { TWhere } from '../crud/filter';
import { countRows, listRows } from '../crud/list';
import type { TModel } from '../crud/model';
import type { Db } from '../db/client';
import { recordClaims } from '../db/schema/record-claim';
import { users } from '../db/schema/user';
import { unauthorized } from '../lib/http-error';
import { modelOfType } from '../jobs/bulk-edit';

/** How many times the next record is looked for when another editor claimed the one found in between. */
const CLAIM_TRIES = 5;

const lapse = sql`now() + make_interval(mins => ${CLAIM_MINUTES})`;

/** The table a work-through's type is stored in (claims are kept by table, like the other per-record state). */
const tableOfType = (type: string) => getTableName(modelOfType(type as TContentTypeName).table);

function staffId(actor: TActor): number {
  if (!actor) throw unauthorized('Sign in to work through a list');
  return actor.id;
}

/**
 * The records a work-through does not offer: those it passed (saved or skipped) and those another editor is on now. A
 * small set whatever the list's size, so `id in (…)` is read through it, never by scanning the list.
 */
function passedOrTaken(model: TModel, { visited, me }: { visited: number[]; me: number }) {
  const table = getTableName(model.table);
  return sql`${model.id} in (select c.record_id from ${recordClaims} c where c.table_name = ${table} and c.until > now() and c.user_id <> ${me} union all select unnest(string_to_array(${visited.join(',')}, ',')::int[]))`;
}

/**
 * Takes a record for the asker: a new claim, their own renewed, or another's that lapsed. False when another editor is
 * on it (they took it between the look-up and now).
 */
async function claim(db: Db, { table, id, me }: { table: string; id: number; me: number }): Promise<boolean> {
  const taken = await db
    .insert(recordClaims)
    .values({ tableName: table, recordId: id, userId: me, until: lapse })
    .onConflictDoUpdate({
      target: [recordClaims.tableName, recordClaims.recordId],
      set: { userId: me, until: lapse },
      setWhere: sql`${recordClaims.until} <= now() or ${recordClaims.userId} = ${me}`,
    })
    .returning({ id: recordClaims.recordId });
  return taken.length > 0;
}

/** Ends the asker's claim on a record (another's claim is left alone). */
export async function releaseClaim(db: Db, actor: TActor, { type, id }: { type: string; id: number }) {
  const table = tableOfType(type);
  const gone = await db
    .delete(recordClaims)
    .where(
      and(eq(recordClaims.tableName, table), eq(recordClaims.recordId, id), eq(recordClaims.userId, staffId(actor))),
    )
    .returning({ id: recordClaims.recordId });
  return { count: gone.length };
}

/**
 * The next record of a work-through: the first, in the list's order, that still matches the list's `where`, was not
 * saved or skipped in this work-through and no other editor is on; claimed for the asker for 15 minutes. The record
 * being left (`release`) is let go first. A record fixed drops out by itself: it no longer matches.
 * @example
 * await nextRecord(db, { id: 3 }, { type: 'place', where: { rule: 'withoutPhotos' }, visited: [12], release: 12 })
 */
export async function nextRecord(
  db: Db,
  actor: TActor,
  body: z.output<typeof ZWorkNext>,
): Promise<{ id: number | null; left: number }> {
  const me = staffId(actor);
  const model = modelOfType(body.type);
  const table = tableOfType(body.type);
  const where = (body.where ?? undefined) as TWhere | undefined;
  if (body.release !== undefined) await releaseClaim(db, actor, { type: body.type, id: body.release });
  // The list's order, then the id, so the queue's order is the same at every step.
  const given = body.order ?? [];
  const order = given.some((part) => /^id\b/.test(part)) ? given : [...given, 'id ASC'];
  const passed = [...body.visited];
  let id: number | null = null;
  for (let tries = 0; tries < CLAIM_TRIES && id === null; tries++) {
    const [first] = await listRows(db, {
      model,
      filter: { where, order, limit: 1, fields: ['id'] },
      extra: sql`not ${passedOrTaken(model, { visited: passed, me })}`,
    });
    if (!first) break;
    const found = first.id as number;
    if (await claim(db, { table, id: found, me })) id = found;
    else passed.push(found);
  }
  // What still matches (a kept count where the list has one) less the few records passed or taken: fast at any size.
  const matching = await countRows(db, { model, where });
  const notOffered = await countRows(db, { model, where, extra: passedOrTaken(model, { visited: body.visited, me }) });
  return { id, left: matching - notOffered };
}

/** Who is on which of some records now (lapsed claims are not answered). */
export async function claimsOf(
  db: Db,
  actor: TActor,
  { type, ids }: { type: string; ids: number[] },
): Promise<TClaim[]> {
  const me = staffId(actor);
  const table = tableOfType(type);
  const rows = await db
    .select({ id: recordClaims.recordId, userId: users.id, name: users.name, until: recordClaims.until })
    .from(recordClaims)
    .innerJoin(users, eq(users.id, recordClaims.userId))
    .where(
      and(eq(recordClaims.tableName, table), inArray(recordClaims.recordId, ids), gt(recordClaims.until, sql`now()`)),
    );
  return rows.map((row) => ({
    id: row.id,
    user: { id: row.userId, name: row.name },
    mine: row.userId === me,
    until: row.until.toISOString(),
  }));
}

import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TTrashItem, ZTrashPage, ZTrashQuery } from '@mise/contracts/common/trash-calls';
import type { TContentTypeName } from '@mise/contracts/registry';
import type { Db } from '../db/client';
import { executeRows } from '../db/execute-rows';
import { keysetPage, whereAll } from '../db/keyset-page';
import { plannedPerCall } from '../db/statement-cache';
import type { TLedgerNames } from './ledger-names';

type TStored = {
  table_name: string;
  record_id: number;
  deleted_at: Date | string;
  at: string;
  name: string;
  actor_id: number | null;
  actor_name: string | null;
  city_id: number | null;
  city_name: string | null;
};

/** The conditions a trash query names, each on an index of the trash table (migration 0027). */
function conditions(names: TLedgerNames, query: z.output<typeof ZTrashQuery>): SQL[] {
  const where: SQL[] = [];
  if (query.type) where.push(sql`t.table_name = ${names.tableOf(query.type)}`);
  if (query.actor !== undefined) where.push(sql`t.actor_id = ${query.actor}`);
  if (query.city !== undefined) where.push(sql`t.city_id = ${query.city}`);
  // A common part of a name is best read in the trash's order, a rare one through the trigram index: planned per call.
  if (query.q)
    where.push(plannedPerCall(sql`lower(t.name) like ${`%${query.q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`));
  if (query.since) where.push(sql`t.deleted_at >= ${query.since}::timestamptz`);
  if (query.before) {
    const [at, table, id] = query.before.split('|');
    where.push(sql`(t.deleted_at, t.table_name, t.record_id) < (${at}::timestamptz, ${table}, ${Number(id)})`);
  }
  return where;
}

/**
 * One page of the trash, newest first, keyset on (deleted at, table, id) along trash_deleted_idx: what was trashed, by
 * whom, in which city. The cursor keeps the time to the microsecond, so no two rows of one millisecond are skipped.
 * @example
 * await trashPage(db, names, { type: 'place', limit: 20 }) // { items: [{ type: 'place', id: 12, name: 'Tasca', … }], next: '2026-…|establishments|12' }
 */
export async function trashPage(
  db: Db,
  names: TLedgerNames,
  query: z.output<typeof ZTrashQuery>,
): Promise<z.input<typeof ZTrashPage>> {
  const { page, next } = await keysetPage<TStored, string>(db, {
    statement: (rows) =>
      sql`select t.table_name, t.record_id, t.deleted_at, t.name, t.actor_id, u.name as actor_name, t.city_id,
          c.name as city_name, to_char(t.deleted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
        from trash t left join users u on u.id = t.actor_id left join destinations c on c.id = t.city_id
        ${whereAll(conditions(names, query))}
        order by t.deleted_at desc, t.table_name desc, t.record_id desc limit ${rows}`,
    limit: query.limit,
    cursor: (last) => `${last.at}|${last.table_name}|${last.record_id}`,
  });
  const items = page.map((r): TTrashItem => ({
    type: names.typeOf(r.table_name) as TContentTypeName,
    id: r.record_id,
    name: r.name,
    deletedAt: new Date(r.deleted_at),
    actor: r.actor_id === null ? null : { id: r.actor_id, name: r.actor_name },
    city: r.city_id === null ? null : { id: r.city_id, name: r.city_name },
  }));
  return { items, next };
}

/** The staff who trashed something still in the trash, by name: the trash's 'who' filter. */
export async function trashActors(db: Db): Promise<{ id: number; name: string | null }[]> {
  return executeRows(
    db,
    sql`select u.id, u.name from users u where u.id in (select distinct actor_id from trash where actor_id is not null)
        order by u.name, u.id`,
  );
}

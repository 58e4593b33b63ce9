import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZFeedPage, ZFeedQuery } from '@mise/contracts/common/change-calls';
import { type TEntry, type TNames, change, namesOf, withLabels } from '../crud/history';
import { askName, recordNames } from '../crud/record-names';
import type { Db } from '../db/client';
import { executeRows } from '../db/execute-rows';
import { keysetPage, whereAll } from '../db/keyset-page';
import { LEDGER_LINKS, type TLedgerLink } from '../db/ledger-tables';
import type { TLedgerNames } from './ledger-names';
import { liveAt } from '../crud/soft-delete';

type TFeedEntry = TEntry & { table_name: string; record_id: number };

/**
 * A link is recorded on both rows it joins; the feed shows it once, on the row that holds the list (the join table's
 * first side): by the entry's `key`, or for entries older than migration 0026 by its table.
 */
const ON_HOLDING_SIDE: SQL = sql`(l.kind not in ('link', 'unlink') or case l.changes ->> 'link' ${sql.join(
  Object.entries(LEDGER_LINKS as Record<string, TLedgerLink>).map(
    ([join, link]) =>
      sql`when ${join} then coalesce(l.changes ->> 'key' = ${link.leftKey}, l.table_name = ${link.left})`,
  ),
  sql` `,
)} else true end)`;

/**
 * The guide's latest changes across every record, newest first, keyset on the ledger's id: by a staff member, of a
 * type, or all. A link shows once, on the record whose list it is in; each entry names its record as it is now.
 * @example
 * await recentChanges(db, names, { actor: 4, limit: 20 }) // { changes: [{ type: 'place', recordId: 12, name: 'Tasca', kind: 'update', … }], next: 901 }
 */
export async function recentChanges(
  db: Db,
  names: TLedgerNames,
  query: z.output<typeof ZFeedQuery>,
): Promise<z.input<typeof ZFeedPage>> {
  const where: SQL[] = [ON_HOLDING_SIDE];
  if (query.actor !== undefined) where.push(sql`l.actor_id = ${query.actor}`);
  if (query.type) where.push(sql`l.table_name = ${names.tableOf(query.type)}`);
  if (query.before !== undefined) where.push(sql`l.id < ${query.before}`);
  const { page, next } = await keysetPage<TFeedEntry, number>(db, {
    statement: (rows) =>
      sql`select l.id, l.operation, l.at, l.source, l.actor_id, u.name as actor_name, l.kind, l.changes, l.based_on,
          l.reverts, l.table_name, l.record_id
        from change_ledger l left join users u on u.id = l.actor_id
        ${whereAll(where)}
        order by l.id desc limit ${rows}`,
    limit: query.limit,
    cursor: (last) => Number(last.id),
  });
  const ids = new Map<string, Set<number>>();
  for (const e of page) askName(ids, e.table_name, [e.record_id]);
  const named = await recordNames(db, { modelOf: names.modelOf, ids });
  const plain: TNames = { field: new Map(), hidden: new Set() };
  const changes = page.map((e) => {
    const model = names.modelOf(e.table_name);
    return {
      ...change(model ? namesOf(model) : plain, e),
      type: names.typeOf(e.table_name) ?? null,
      recordId: e.record_id,
      // A record deleted for good is named by its tombstone.
      name:
        named.get(`${e.table_name}:${e.record_id}`) ??
        (e.changes as { tombstone?: { name?: string } }).tombstone?.name ??
        null,
    };
  });
  return { changes: await withLabels(db, { changes, modelOf: names.modelOf }), next };
}

/** Every staff member (the ADMIN role), by name: who the feed can be narrowed to. */
export async function staffMembers(db: Db): Promise<{ id: number; name: string | null }[]> {
  return executeRows(
    db,
    sql`select u.id, u.name from users u
        where ${liveAt('u')} and exists (
          select 1 from role_mappings m join roles r on r.id = m.role_id where m.user_id = u.id and r.name = 'ADMIN')
        order by u.name, u.id`,
  );
}

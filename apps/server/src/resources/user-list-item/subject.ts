import { sql } from 'drizzle-orm';
import type { TUserListSubject } from '@mise/contracts/resources/user-calls';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { SUBJECT_TABLES } from '../../db/subject-tables';
import { liveAt } from '../../crud/soft-delete';

/**
 * The `subject` include of userListItems: the pointed-at row's id, name, city (where it has one) and pictures, or null
 * when it no longer exists (removed or soft-deleted). One statement per subject type on the page. Read through to_jsonb,
 * so a table without a city or pictures simply answers none.
 * @example
 * await listItemSubjects(db, [31, 32]) // Map { 31 => { id: 7, name: 'Fig', destinationId: 3, destination: { id: 3, name: 'Lyon' }, _pictures: [] }, 32 => null }
 */
export async function listItemSubjects(db: Db, itemIds: number[]): Promise<Map<number, TUserListSubject | null>> {
  const found = new Map<number, TUserListSubject | null>();
  if (itemIds.length === 0) return found;
  await Promise.all(
    Object.entries(SUBJECT_TABLES).map(async ([type, table]) => {
      const rows = await executeRows<{ item: number; subject: TUserListSubject | null }>(
        db,
        sql`select i.id as item, case when t.j is null then null else jsonb_build_object(
              'id', (t.j->>'id')::int, 'name', t.j->>'name',
              'destinationId', (t.j->>'destination_id')::int,
              'destination', case when d.id is null then null else jsonb_build_object('id', d.id, 'name', d.name) end,
              '_pictures', coalesce(t.j->'_pictures', '[]'::jsonb)) end as subject
            from user_list_items i
            left join lateral (select to_jsonb(x) as j from ${sql.raw(table)} x where x.id = i.subject_id) t
              on coalesce((t.j->>'deleted')::boolean, false) = false
            left join destinations d on d.id = (t.j->>'destination_id')::int and ${liveAt('d')}
            where i.id = any(${sql.param(itemIds)}::int[]) and i.subject_type = ${type}`,
      );
      for (const row of rows) found.set(Number(row.item), row.subject);
    }),
  );
  return found;
}

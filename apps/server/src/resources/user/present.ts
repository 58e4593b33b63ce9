import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { destinationSubscriptions } from '../../db/schema/destination-subscription';
import { userTags } from '../../db/schema/relations';
import { executeRows } from '../../db/execute-rows';
import type { TRecordRow } from '../../crud/model';
import { liveAt } from '../../crud/soft-delete';

/**
 * Adds to each answered user its preference tags' ids (`tagIds`) and, when counts were asked for, `counts.suggested`
 * (live places whose active suggestions name the user; establishments_suggestions_idx) and `counts.subscriptions`
 * (subscribed cities). Two or three statements per page whatever its size.
 */
export async function presentUsers(db: Db, rows: TRecordRow[]): Promise<Record<string, unknown>[]> {
  const ids = rows.map((r) => r.id).filter((id): id is number => typeof id === 'number');
  if (ids.length === 0) return rows;
  const counted = rows.some((r) => r.counts && typeof r.counts === 'object');
  const [tags, suggested, subscribed] = await Promise.all([
    db
      .select({ userId: userTags.userId, tagId: userTags.tagId })
      .from(userTags)
      .where(inArray(userTags.userId, ids))
      .orderBy(userTags.tagId),
    counted ? suggestedCounts(db, ids) : Promise.resolve(new Map<number, number>()),
    counted
      ? db
          .select({ userId: destinationSubscriptions.userId, n: sql<number>`count(*)::int` })
          .from(destinationSubscriptions)
          .where(inArray(destinationSubscriptions.userId, ids))
          .groupBy(destinationSubscriptions.userId)
      : Promise.resolve([]),
  ]);
  const tagIds = new Map<number, number[]>(ids.map((id) => [id, []]));
  for (const t of tags) tagIds.get(t.userId)?.push(t.tagId);
  const subscriptions = new Map(subscribed.map((s) => [s.userId, s.n]));
  return rows.map((row) => {
    const id = row.id as number;
    const out: Record<string, unknown> = { ...row, tagIds: tagIds.get(id) ?? [] };
    if (row.counts && typeof row.counts === 'object') {
      out.counts = {
        ...(row.counts as object),
        subscriptions: subscriptions.get(id) ?? 0,
        suggested: suggested.get(id) ?? 0,
      };
    }
    return out;
  });
}

/** Live places whose `_suggestions` hold a not-deleted suggestion by each user (the GIN index finds the candidates). */
export async function suggestedCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  const rows = await executeRows<{ id: number; n: number }>(
    db,
    sql`select u.id, (select count(*)::int from establishments e
          where ${liveAt('e')} and e._suggestions @> jsonb_build_array(jsonb_build_object('userId', u.id))
            and jsonb_path_exists(e._suggestions, '$[*] ? (@.userId == $u && !(@.deleted == true))', jsonb_build_object('u', u.id))) as n
        from unnest(${sql.param(ids)}::int[]) as u(id)`,
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
}

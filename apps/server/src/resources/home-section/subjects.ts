import { sql } from 'drizzle-orm';
import type { TSubjectType } from '@mise/contracts/resources/part2-fields';
import type { THomeSubject } from './types';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { SUBJECT_TABLES } from '../../db/subject-tables';

/**
 * The rows subjects point at, by type and id: name, publish state, first picture and city (a city is its own), and
 * for places the rating the Travel Worthy rule reads. Deleted rows are left out, so a missing key means "gone".
 * Read through to_jsonb, so a table without pictures or a city simply answers none.
 * @example
 * await homeSubjects(db, [{ subjectType: 'Establishment', subjectId: 7 }]) // Map { 'Establishment:7' => { id: 7, name: 'Fig', … } }
 */
export async function homeSubjects(
  db: Db,
  refs: { subjectType: TSubjectType; subjectId: number }[],
): Promise<Map<string, THomeSubject>> {
  const found = new Map<string, THomeSubject>();
  const byType = new Map<TSubjectType, number[]>();
  for (const ref of refs) byType.set(ref.subjectType, [...(byType.get(ref.subjectType) ?? []), ref.subjectId]);
  await Promise.all(
    [...byType].map(async ([type, ids]) => {
      const rows = await executeRows<{ j: Record<string, unknown> }>(
        db,
        sql`select to_jsonb(x) as j from ${sql.raw(SUBJECT_TABLES[type])} x
            where x.id = any(${sql.param([...new Set(ids)])}::int[]) and coalesce((to_jsonb(x)->>'deleted')::boolean, false) = false`,
      );
      for (const { j } of rows) {
        const pictures = Array.isArray(j._pictures) ? (j._pictures as { url?: unknown }[]) : [];
        const id = Number(j.id);
        found.set(`${type}:${id}`, {
          id,
          name: typeof j.name === 'string' ? j.name : null,
          isPublished: typeof j.is_published === 'boolean' ? j.is_published : null,
          picture: typeof pictures[0]?.url === 'string' ? pictures[0].url : null,
          destinationId: type === 'Destination' ? id : typeof j.destination_id === 'number' ? j.destination_id : null,
          rating: typeof j.guide_rating === 'number' ? j.guide_rating : null,
        });
      }
    }),
  );
  return found;
}

export const subjectKey = (subjectType: string, subjectId: number) => `${subjectType}:${subjectId}`;

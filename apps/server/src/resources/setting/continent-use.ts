import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities } from '../../db/schema/city';
import { conflict } from '../../lib/http-error';

type TNamed = { name: string; value: string };

/**
 * Refuses a continentName change that drops a continent cities still store (destinations.continent holds the value), so
 * no city is left pointing at nothing: 409 naming each such continent and how many cities use it. Soft-deleted cities
 * count, since a restore would bring them back with that continent.
 * @example
 * await refuseContinentsInUse(tx, { before: [{ name: 'Europe', value: 'europe' }], after: [] }); // 409 if a city is in Europe
 */
export async function refuseContinentsInUse(
  tx: Db,
  { before, after }: { before: unknown; after: unknown },
): Promise<void> {
  const kept = new Set((after as TNamed[]).map((c) => c.value));
  const dropped = (Array.isArray(before) ? (before as TNamed[]) : []).filter((c) => !kept.has(c.value));
  if (dropped.length === 0) return;
  const rows = await tx
    .select({ continent: cities.continent, count: sql<number>`count(*)::int` })
    .from(cities)
    .where(
      inArray(
        cities.continent,
        dropped.map((c) => c.value),
      ),
    )
    .groupBy(cities.continent);
  if (rows.length === 0) return;
  const uses = new Map(rows.map((r) => [r.continent, Number(r.count)]));
  const named = dropped
    .filter((c) => uses.has(c.value))
    .map((c) => {
      const count = uses.get(c.value) ?? 0;
      return `${c.name} is used by ${count} ${count === 1 ? 'city' : 'cities'}`;
    });
  throw conflict(
    `Cannot remove a continent that cities use: ${named.join('; ')}. Move those cities to another continent first.`,
  );
}

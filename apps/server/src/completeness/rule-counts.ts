import { type SQL, and, desc, eq, getTableColumns, getTableName, inArray, sql } from 'drizzle-orm';
import { rulesOf, type TRuleType } from '@mise/contracts/common/completeness';
import { contentType } from '@mise/contracts/registry';
import type { Db } from '../db/client';
import { cities } from '../db/schema/city';
import { ANY_GAP_BIT, gapCounts } from '../db/schema/record-gaps';
import type { TModel } from '../crud/model';
import { ruleBitOf } from './rule-plan';
import { badRequest } from '../lib/http-error';
import { declaredRulePlans } from './declared';
import { executeRows } from '../db/execute-rows';

/** gap_counts' city for "the type in all". */
const ALL = -1;

/**
 * The gap_counts rows a count of a published state (`published`: true, false, or null for both) reads: every record's
 * for both, the published ones' for true, both rows for false, whose count is every record's less the published ones'.
 */
const ofState = (published: SQL) =>
  sql`(${published} is false or ${gapCounts.publishedOnly} = coalesce(${published}, false))`;
/** The count of those rows (see ofState). */
const stateSum = (published: SQL) =>
  sql`sum(case when ${published} is false and ${gapCounts.publishedOnly} then -${gapCounts.n} else ${gapCounts.n} end)`;

/** gap_counts' rows of every live record (the others count the published ones among them, migration 0044). */
const everyRecord = eq(gapCounts.publishedOnly, false);

/** The kept counts of some cities' records (or all of a type's) by bit. */
async function countsByBit(db: Db, table: string, cityIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ bit: gapCounts.bit, n: sql<number>`sum(${gapCounts.n})`.mapWith(Number) })
    .from(gapCounts)
    .where(and(eq(gapCounts.tableName, table), inArray(gapCounts.cityId, [...cityIds]), everyRecord))
    .groupBy(gapCounts.bit);
  return new Map(rows.map((row) => [row.bit, row.n]));
}

/**
 * Each rule of a type with its live count, for the type in all or one city's records.
 * @example
 * await ruleCounts(db, { type: 'place', cityId: 12 }) // [{ key: 'withoutPhotos', label: 'without photos', count: 312 }, …]
 */
export async function ruleCounts(db: Db, query: { type: TRuleType; cityId?: number }) {
  const plan = (await declaredRulePlans()).find((p) => p.type === query.type);
  if (!plan) throw badRequest(`type: ${query.type} has no completeness rules`);
  if (query.cityId !== undefined && !plan.cityColumn)
    throw badRequest(`cityId: ${contentType(query.type).label} records have no city`);
  const byBit = await countsByBit(db, plan.table, [query.cityId ?? ALL]);
  return plan.rules.map((rule) => ({
    key: rule.key,
    label: rule.label,
    count: byBit.get(ruleBitOf(plan.rules, rule.key)) ?? 0,
  }));
}

/**
 * The cities with the most gaps in a type's records, each with its count per rule ('Lisbon: 312 without photos').
 * @example
 * await ruleMatrix(db, { type: 'place', limit: 20 })
 */
export async function ruleMatrix(db: Db, query: { type: TRuleType; limit: number }) {
  const plan = (await declaredRulePlans()).find((p) => p.type === query.type);
  if (!plan?.cityColumn) throw badRequest(`type: ${contentType(query.type).label} records have no city`);
  const table = plan.table;
  // Most records with some gap first: one walk of gap_counts_rank_idx, then the names of those cities.
  const ranked = await db
    .select({ cityId: gapCounts.cityId })
    .from(gapCounts)
    .where(
      and(
        eq(gapCounts.tableName, table),
        eq(gapCounts.bit, ANY_GAP_BIT),
        sql`${gapCounts.cityId} > 0`,
        sql`${gapCounts.rankN} > 0`,
      ),
    )
    .orderBy(desc(gapCounts.rankN), gapCounts.cityId)
    .limit(query.limit);
  const names =
    ranked.length === 0
      ? []
      : await db
          .select({ id: cities.id, name: cities.name })
          .from(cities)
          .where(
            inArray(
              cities.id,
              ranked.map((r) => r.cityId),
            ),
          );
  const nameOf = new Map(names.map((c) => [c.id, c.name]));
  const top = ranked.map((r) => ({ cityId: r.cityId, name: nameOf.get(r.cityId) ?? null }));
  const ids = top.map((row) => row.cityId);
  const cells =
    ids.length === 0
      ? []
      : await db
          .select({ cityId: gapCounts.cityId, bit: gapCounts.bit, n: sql<number>`sum(${gapCounts.n})`.mapWith(Number) })
          .from(gapCounts)
          .where(and(eq(gapCounts.tableName, table), inArray(gapCounts.cityId, ids), everyRecord))
          .groupBy(gapCounts.cityId, gapCounts.bit);
  const cell = new Map(cells.map((c) => [`${c.cityId}:${c.bit}`, c.n]));
  return {
    rules: plan.rules.map((rule) => ({ key: rule.key, label: rule.label })),
    items: top.map((row) => ({
      cityId: row.cityId,
      cityName: row.name,
      counts: plan.rules.map((rule) => cell.get(`${row.cityId}:${ruleBitOf(plan.rules, rule.key)}`) ?? 0),
    })),
  };
}

type TKeptQuery = { rule: string; cityIds: number[]; published?: boolean };

/** The cities a city condition names: one id, or `{ inq: [ids] }` of at most 100; undefined for any other. */
function cityIdsOf(city: unknown): number[] | undefined {
  if (typeof city === 'number' && Number.isInteger(city)) return [city];
  const inq = city && typeof city === 'object' ? (city as { inq?: unknown }).inq : undefined;
  if (Array.isArray(inq) && inq.length > 0 && inq.length <= 100 && inq.every((id) => Number.isInteger(id)))
    return [...new Set(inq as number[])];
  return undefined;
}

/**
 * `{ rule }` alone, or with its city (`destinationId` as a number or `{ inq: [ids] }`) and the published state, as its
 * parts; undefined for any other where.
 */
function keptQueryOf(where: Record<string, unknown>, cityField: string | undefined): TKeptQuery | undefined {
  const parts: Record<string, unknown> = {};
  const flat = Object.keys(where).length === 1 && Array.isArray(where.and) ? (where.and as unknown[]) : [where];
  for (const part of flat) {
    if (!part || typeof part !== 'object' || Array.isArray(part)) return undefined;
    for (const [key, value] of Object.entries(part)) {
      if (key in parts) return undefined;
      parts[key] = value;
    }
  }
  const { rule, isPublished, ...rest } = parts;
  const city = cityField === undefined ? undefined : rest[cityField];
  if (typeof rule !== 'string' || Object.keys(rest).some((key) => key !== cityField)) return undefined;
  if (isPublished !== undefined && typeof isPublished !== 'boolean') return undefined;
  const cityIds = city === undefined ? [ALL] : cityIdsOf(city);
  return cityIds && { rule, cityIds, published: isPublished };
}

/** What of the kept counts a where is, for a model: its table, rule bit, cities and published state; else undefined. */
async function keptPartsOf(model: TModel, where: unknown) {
  if (!where || typeof where !== 'object' || Array.isArray(where)) return undefined;
  const plan = (await declaredRulePlans()).find((p) => p.model.resource.model === model.resource.model);
  if (!plan) return undefined;
  const columns = getTableColumns(model.table);
  const cityField = plan.cityColumn
    ? Object.entries(columns).find(([, column]) => column.name === plan.cityColumn)?.[0]
    : undefined;
  const found = keptQueryOf(where as Record<string, unknown>, cityField);
  if (!found || rulesOf(plan.type).every((rule) => rule.key !== found.rule)) return undefined;
  // isPublished on a type without it is refused where the where is compiled.
  if (found.published !== undefined && !('isPublished' in columns)) return undefined;
  return { table: getTableName(model.table), bit: ruleBitOf(plan.rules, found.rule), ...found };
}

/**
 * The count of a where that is one rule, alone or in some cities and of a published state, read from the kept counts;
 * undefined for any other where (the caller counts rows). A rule the type lacks is left to the caller, which refuses it.
 * @example
 * await keptRuleCount(db, placeModel, { rule: 'withoutPhotos', destinationId: { inq: [12] } }) // 312
 */
export async function keptRuleCount(db: Db, model: TModel, where: unknown): Promise<number | undefined> {
  return (await keptRuleCounts(db, [{ model, where }]))[0];
}

/**
 * keptRuleCount of several wheres in one statement (the Desk's pinned views, counted every few seconds): undefined for
 * each that is not one rule alone, in some cities or of a published state.
 * @example
 * await keptRuleCounts(db, [{ model: placeModel, where: { rule: 'withoutPhotos' } }, …]) // [312, undefined, …]
 */
export async function keptRuleCounts(
  db: Db,
  queries: readonly { model: TModel; where: unknown }[],
): Promise<(number | undefined)[]> {
  const parts = await Promise.all(queries.map((q) => keptPartsOf(q.model, q.where)));
  const asked = parts.flatMap((part, i) => (part ? [{ i, ...part }] : []));
  if (asked.length === 0) return parts.map(() => undefined);
  const rows = sql.join(
    asked.map(
      (a) =>
        sql`(${a.i}::int, ${a.table}::text, ${`{${a.cityIds.join(',')}}`}::int[], ${a.bit}::int, ${a.published ?? null}::boolean)`,
    ),
    sql`, `,
  );
  const found = await executeRows<{ i: number; n: string }>(
    db,
    sql`
    select q.i, coalesce(${stateSum(sql`q.published`)}, 0)::bigint as n
    from (values ${rows}) q(i, table_name, city_ids, bit, published)
    left join ${gapCounts} on ${gapCounts.tableName} = q.table_name and ${gapCounts.cityId} = any (q.city_ids)
      and ${gapCounts.bit} = q.bit and ${ofState(sql`q.published`)}
    group by q.i`,
  );
  const byIndex = new Map(found.map((row) => [Number(row.i), Number(row.n)]));
  return parts.map((part, i) => (part ? (byIndex.get(i) ?? 0) : undefined));
}

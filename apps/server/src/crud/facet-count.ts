import { and, eq, getTableName } from 'drizzle-orm';
import type { Db } from '../db/client';
import { facetCounts } from '../db/schema/row-counts';
import type { TField, TModelFields } from './fields';
import type { TWhere } from './filter';
import type { TModel } from './model';
import { memoStatement } from './statement-memo';
import { coerce } from './where';

type TTest = (value: unknown) => boolean;

/** A where test of one field as a JavaScript check of a stored value, mirroring the SQL (null matches only `null`), or undefined for a test it does not know. */
function valueTest(field: TField, condition: unknown, path: string): TTest | undefined {
  const value = (v: unknown, at = path) => coerce(field, v, at);
  if (condition === null || typeof condition !== 'object' || Array.isArray(condition)) {
    const wanted = value(condition);
    return wanted === null ? (v) => v === null : (v) => v !== null && v === wanted;
  }
  const entries = Object.entries(condition);
  if (entries.length !== 1) return undefined;
  const [op, operand] = entries[0];
  const cmp = (check: (v: number, w: number) => boolean): TTest => {
    const wanted = Number(value(operand, `${path}.${op}`));
    return (v) => typeof v === 'number' && check(v, wanted);
  };
  switch (op) {
    case 'eq':
      return valueTest(field, operand, `${path}.eq`);
    case 'inq': {
      if (!Array.isArray(operand)) return undefined;
      const wanted = new Set(operand.map((v) => value(v, `${path}.inq`)));
      return (v) => v !== null && wanted.has(v);
    }
    case 'gt':
      return cmp((v, w) => v > w);
    case 'gte':
      return cmp((v, w) => v >= w);
    case 'lt':
      return cmp((v, w) => v < w);
    case 'lte':
      return cmp((v, w) => v <= w);
    default:
      return undefined;
  }
}

/** `{field: test}` or `{or: [{field: test}, …]}` on one counted field, as that field and one check; else undefined. */
function facetTest(
  fields: TModelFields,
  facets: readonly string[],
  where: TWhere,
): { field: TField; test: TTest } | undefined {
  const keys = Object.keys(where);
  if (keys.length !== 1) return undefined;
  const parts = keys[0] === 'or' && Array.isArray(where.or) ? (where.or as TWhere[]) : [where];
  const names = new Set(parts.flatMap((p) => (p && typeof p === 'object' ? Object.keys(p) : ['?'])));
  if (names.size !== 1 || parts.some((p) => Object.keys(p).length !== 1)) return undefined;
  const [name] = [...names];
  const field = fields.all.get(name);
  if (!field || !facets.includes(name)) return undefined;
  const tests = parts.map((p, i) =>
    valueTest(field, p[name], keys[0] === 'or' ? `where.or[${i}].${name}` : `where.${name}`),
  );
  if (tests.some((t) => t === undefined)) return undefined;
  return { field, test: (v) => tests.some((t) => (t as TTest)(v)) };
}

/** A stored facet value ('true', '3', 'WIP', 'null') as the field's value. */
function storedValue(field: TField, text: string): unknown {
  if (text === 'null') return null;
  if (field.kind === 'boolean') return text === 'true';
  if (field.kind === 'number') return Number(text);
  return text;
}

/** The live rows of one stored facet value (a virtualFacets test), read from facet_counts. */
async function keptVirtualCount(db: Db, table: string, kept: { facet: string; value: string }): Promise<number> {
  const rows = await memoStatement(db, JSON.stringify(['facet', table, kept.facet, kept.value]), () =>
    db
      .select({ n: facetCounts.n })
      .from(facetCounts)
      .where(
        and(eq(facetCounts.tableName, table), eq(facetCounts.facet, kept.facet), eq(facetCounts.value, kept.value)),
      ),
  );
  return Number((rows as { n: number }[])[0]?.n ?? 0);
}

/**
 * A count of live rows by one counted field (`countedFacets`: a filter choice or chip of a big list) read from the
 * trigger-kept facet_counts (migration 0014) instead of counting a large share of the table; undefined when the where
 * is no such test (the caller counts the rows). Bad values are refused here exactly as compileWhere refuses them.
 * @example
 * await keptFacetCount(db, { model: placeModel, fields, where: { guideRating: { gte: 1 } } }) // 251,203
 */
export async function keptFacetCount(
  db: Db,
  query: { model: TModel; fields: TModelFields; where: TWhere | undefined },
): Promise<number | undefined> {
  const { model, fields, where } = query;
  const virtual =
    where && Object.keys(where).length === 1
      ? model.virtualFacets?.[Object.keys(where)[0]]?.(Object.values(where)[0])
      : undefined;
  if (virtual) return keptVirtualCount(db, getTableName(model.table), virtual);
  if (!model.countedFacets || !where) return undefined;
  const found = facetTest(fields, model.countedFacets, where);
  if (!found) return undefined;
  const table = getTableName(model.table);
  const facet = found.field.column.name;
  const rows = await memoStatement(db, JSON.stringify(['facets', table, facet]), () =>
    db
      .select({ value: facetCounts.value, n: facetCounts.n })
      .from(facetCounts)
      .where(and(eq(facetCounts.tableName, table), eq(facetCounts.facet, facet))),
  );
  return (rows as { value: string; n: number }[]).reduce(
    (sum, row) => sum + (found.test(storedValue(found.field, row.value)) ? Number(row.n) : 0),
    0,
  );
}

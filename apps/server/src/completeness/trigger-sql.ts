import { getTableColumns } from 'drizzle-orm';
import type { TLinkWatch, TRulePlan } from './rule-plan';

/** An SQL identifier, quoted. */
export const quote = (name: string) => JSON.stringify(name);
/** An SQL text literal. */
export const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The name of a table's own-columns function: the bits of the rules its row breaks. */
export const ownBitsFunction = (plan: TRulePlan) => quote(`gap_own_bits_${plan.table}`);

/** A row `r` of the plan's table as record_gaps keeps it: its city, whether it is live and whether it is published. */
export function rowState(plan: TRulePlan): { city: string; live: string; published: string } {
  const has = (name: string) => Object.values(getTableColumns(plan.model.table)).some((c) => c.name === name);
  return {
    city: plan.cityColumn ? `coalesce(r.${quote(plan.cityColumn)}, 0)` : '0',
    live: has('deleted') ? 'NOT coalesce(r.deleted, false)' : 'true',
    published: has('is_published') ? 'coalesce(r.is_published, false)' : 'false',
  };
}

/** True where the owner whose id is `owner` has a link the rule watches. */
export const linkProbe = (link: TLinkWatch, owner: string) =>
  `EXISTS (SELECT 1 FROM ${quote(link.child)} c WHERE c.${quote(link.fk)} = ${owner}${link.gone ? ` AND NOT c.${quote(link.gone)}` : ''})`;

/**
 * The plan's table's trigger function, written out for that table: statements planned once per connection, where a
 * function shared by every table would build and plan them on each call (1.3–2.5 ms more on a one-row save).
 * A new record gets its state (every link rule holding until its links are written), an edit moves it, a delete takes
 * it away; a reorder (`mise.positions_only`, migration 0011) changes nothing a rule reads.
 */
export function syncFunction(plan: TRulePlan): { name: string; sql: string } {
  const name = quote(`gap_sync_${plan.table}`);
  const table = literal(plan.table);
  const { city, live, published } = rowState(plan);
  return {
    name,
    sql: `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM record_gaps WHERE table_name = ${table};
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM record_gaps g USING old_rows o WHERE g.table_name = ${table} AND g.id = o.id;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO record_gaps (table_name, id, city_id, live, published, own_bits, link_bits)
    SELECT ${table}, r.id, ${city}, ${live}, ${published}, ${ownBitsFunction(plan)}(r), ${plan.linkMask} FROM new_rows r
    ON CONFLICT (table_name, id) DO UPDATE SET city_id = excluded.city_id, live = excluded.live,
      published = excluded.published, own_bits = excluded.own_bits, link_bits = excluded.link_bits;
  ELSIF current_setting('mise.positions_only', true) IS DISTINCT FROM 'on' THEN
    UPDATE record_gaps g SET city_id = x.c, live = x.l, published = x.p, own_bits = x.o
    FROM (SELECT r.id, ${city} AS c, ${live} AS l, ${published} AS p, ${ownBitsFunction(plan)}(r) AS o FROM new_rows r) x
    WHERE g.table_name = ${table} AND g.id = x.id
      AND (g.city_id, g.live, g.published, g.own_bits) IS DISTINCT FROM (x.c, x.l, x.p, x.o);
  END IF;
  RETURN NULL;
END $fn$`,
  };
}

/**
 * The trigger function of one link rule, on the table of links it watches (a join table, or places for a city's
 * 'without places'): the owners whose links changed get the rule's bit set when none is left, cleared when one is.
 */
export function linkFunction(plan: TRulePlan, link: TLinkWatch): { name: string; sql: string } {
  const name = quote(`gap_links_${plan.table}_${link.bit}`);
  const fk = quote(link.fk);
  const mask = 1 << link.bit;
  const probe = linkProbe(link, 'g.id');
  // Rows with an id and a trashed state (places): only those whose owner or state moved.
  const moved = link.gone
    ? `SELECT array_agg(DISTINCT x) INTO ids FROM (
        SELECT unnest(ARRAY[o.${fk}, n.${fk}]) AS x FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.${fk}, o.${quote(link.gone)}) IS DISTINCT FROM (n.${fk}, n.${quote(link.gone)})) s`
    : `SELECT array_agg(DISTINCT x) INTO ids FROM (SELECT o.${fk} AS x FROM old_rows o UNION SELECT n.${fk} FROM new_rows n) s`;
  return {
    name,
    sql: `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT r.${fk}) INTO ids FROM new_rows r;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.${fk}) INTO ids FROM old_rows o;
  ELSIF current_setting('mise.positions_only', true) IS DISTINCT FROM 'on' THEN
    ${moved};
  END IF;
  IF ids IS NOT NULL THEN
    UPDATE record_gaps g SET link_bits = CASE WHEN ${probe} THEN g.link_bits & ~${mask} ELSE g.link_bits | ${mask} END
    WHERE g.table_name = ${literal(plan.table)} AND g.id = ANY (ids) AND (g.link_bits & ${mask} = 0) IS DISTINCT FROM ${probe};
  END IF;
  RETURN NULL;
END $fn$`,
  };
}

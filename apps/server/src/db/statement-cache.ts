import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { ResilientClient } from './resilient-client';

const MAX_NAMED = 5000;
const names = new Map<string, string>();
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

const PER_CALL = '/* planned per call */';

/**
 * Marks a condition whose best plan depends on its value (a contains search: a rare text is a few trigram-index probes,
 * a common one is best read in the list's order): a statement holding it is sent unnamed, so it is planned for the
 * values it carries every time. A named statement gets a plan for "any value" after five runs on a connection, and that
 * generic plan of a rare contains search walks the whole name index (390 ms at 1 M places instead of 8).
 * @example
 * sql`select id from establishments where ${plannedPerCall(sql`name ilike ${pattern}`)}`
 */
export const plannedPerCall = (condition: SQL): SQL => sql`${sql.raw(PER_CALL)} ${condition}`;

/** A stable name for a query text, so each connection parses and plans it once; beyond the cap, queries run unnamed. */
export function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known) return known;
  if (names.size >= MAX_NAMED || !PREPARABLE.test(text) || text.includes(PER_CALL)) return undefined;
  const name = `m_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  names.set(text, name);
  return name;
}

/**
 * A pg client that turns every query Drizzle sends into a named prepared statement.
 * Planning a list query over a wide, well-indexed table costs more than running it (about 1 ms against 0.1 ms for a
 * page of places); a named statement is planned once per connection, then reused with new values.
 * It is also a ResilientClient: a connection that dies while in use does not take the process down.
 */
export class PreparingClient extends ResilientClient {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg has many overloads; we only add a name and pass everything on.
  override query(config: any, values?: any, callback?: any): any {
    if (config && typeof config === 'object' && typeof config.text === 'string' && !config.name) {
      const name = statementName(config.text);
      if (name) config = { ...config, name };
    }
    return super.query(config, values, callback);
  }
}

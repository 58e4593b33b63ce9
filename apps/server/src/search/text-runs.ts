import { type SQL, sql } from 'drizzle-orm';
import { searchRuns } from '../db/schema/search-words';

/** Runs shorter than this are not kept (search_runs), so they tell nothing. */
const MIN_RUN = 4;

/**
 * What a text's letter runs require of a name that contains it (see search_runs): each run with a character on both
 * sides is a whole run of the name (`whole`), one that starts the text with a character after it ends a run (`ending`),
 * one that ends the text with a character before it starts a run (`starting`). Undefined when the text is not plain
 * ASCII (other letters fold case in ways the database and JavaScript need not agree on) or requires nothing.
 * @example
 * textRuns("Schowalter-Kfeeling's Trattoria") // { whole: ['kfeeling'], ending: 'schowalter', starting: 'trattoria' }
 */
export function textRuns(text: string): { whole: string[]; ending?: string; starting?: string } | undefined {
  const lower = text.toLowerCase();
  if (!/^[\x20-\x7e]*$/.test(lower)) return undefined;
  const runs = [...lower.matchAll(/[a-z]+/g)]
    .map((m) => ({ run: m[0], cutBefore: m.index === 0, cutAfter: m.index + m[0].length === lower.length }))
    .filter((r) => r.run.length >= MIN_RUN);
  const whole = [...new Set(runs.filter((r) => !r.cutBefore && !r.cutAfter).map((r) => r.run))];
  const ending = runs.find((r) => r.cutBefore && !r.cutAfter)?.run;
  const starting = runs.find((r) => r.cutAfter && !r.cutBefore)?.run;
  if (whole.length === 0 && !ending && !starting) return undefined;
  return { whole, ending, starting };
}

/** Whether some kept run's `expr` (the run, or it reversed) starts with the text: a range on the byte-order index. */
function startsSome(expr: SQL, start: string): SQL {
  return sql`exists (select 1 from ${searchRuns} where (${expr} collate "C") >= (${start}::text collate "C") and (${expr} collate "C") < ((${start}::text || chr(1114111)) collate "C"))`;
}

/**
 * The condition that a text's runs (textRuns) could be in some searchable name: false proves that no name contains the
 * text (a misspelt search), in at most a few index probes; true proves nothing.
 * @example
 * runsCondition(textRuns("Schowalter-Kfeeling's Trattoria")) // false when run: no name has the run 'kfeeling'
 */
export function runsCondition(runs: { whole: string[]; ending?: string; starting?: string }): SQL {
  const tests: SQL[] = [];
  if (runs.whole.length > 0) {
    tests.push(
      sql`(select count(*) from ${searchRuns} where ${searchRuns.run} = any(${sql.param(runs.whole)}::text[])) = ${runs.whole.length}`,
    );
  }
  if (runs.ending) tests.push(startsSome(sql`reverse(${searchRuns.run})`, [...runs.ending].reverse().join('')));
  if (runs.starting) tests.push(startsSome(sql`${searchRuns.run}`, runs.starting));
  return tests.length > 0 ? sql`(${sql.join(tests, sql` and `)})` : sql`true`;
}

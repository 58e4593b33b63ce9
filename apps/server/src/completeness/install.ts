import { createHash } from 'node:crypto';
import type { TRulePlan } from './rule-plan';
import { linkFunction, linkProbe, literal, ownBitsFunction, quote, rowState, syncFunction } from './trigger-sql';

type TSql = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** The names of the triggers a plan installs, for a bulk load that quiets them (the seed) and refreshes after. */
export function gapTriggers(plan: TRulePlan): { table: string; trigger: string }[] {
  return [
    ...['ins', 'upd', 'del', 'trunc'].map((event) => ({ table: plan.table, trigger: `${plan.table}_gaps_${event}` })),
    ...plan.links.flatMap((link) =>
      ['ins', 'upd', 'del'].map((event) => ({ table: link.child, trigger: linkTrigger(plan, link.bit, event) })),
    ),
  ];
}

const linkTrigger = (plan: TRulePlan, bit: number, event: string) => `${plan.table}_gap${bit}_links_${event}`;

const TRANSITION: Record<string, string> = {
  ins: 'AFTER INSERT ON %t REFERENCING NEW TABLE AS new_rows',
  upd: 'AFTER UPDATE ON %t REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows',
  del: 'AFTER DELETE ON %t REFERENCING OLD TABLE AS old_rows',
  trunc: 'AFTER TRUNCATE ON %t',
};

/** The statements that install a plan's functions and triggers, replacing what an earlier rule set installed. */
function installStatements(plan: TRulePlan): string[] {
  const t = quote(plan.table);
  const sync = syncFunction(plan);
  const trigger = (name: string, event: string, at: { on: string; fn: string }) =>
    `CREATE OR REPLACE TRIGGER ${quote(name)} ${TRANSITION[event]!.replace('%t', at.on)} FOR EACH STATEMENT EXECUTE FUNCTION ${at.fn}()`;
  return [
    `CREATE OR REPLACE FUNCTION ${ownBitsFunction(plan)}(${t}) RETURNS integer LANGUAGE sql IMMUTABLE AS $fn$ ${plan.ownBits} $fn$`,
    sync.sql,
    ...['ins', 'upd', 'del', 'trunc'].map((event) =>
      trigger(`${plan.table}_gaps_${event}`, event, { on: t, fn: sync.name }),
    ),
    ...plan.links.flatMap((link) => {
      const links = linkFunction(plan, link);
      return [
        links.sql,
        ...['ins', 'upd', 'del'].map((event) =>
          trigger(linkTrigger(plan, link.bit, event), event, { on: quote(link.child), fn: links.name }),
        ),
      ];
    }),
  ];
}

/**
 * Every record's state afresh, and its counts: after the rules change, or a bulk load that quieted the triggers.
 * Counting is left to one statement at the end rather than to the trigger for each row.
 */
export function refreshStatements(plan: TRulePlan): string[] {
  const t = quote(plan.table);
  const linkBits = plan.links.map((link) => `CASE WHEN ${linkProbe(link, 'r.id')} THEN 0 ELSE ${1 << link.bit} END`);
  const { city, live, published } = rowState(plan);
  const name = literal(plan.table);
  return [
    "SELECT set_config('mise.gaps_refresh', 'on', true)",
    `DELETE FROM record_gaps WHERE table_name = ${name}`,
    `INSERT INTO record_gaps (table_name, id, city_id, live, published, own_bits, link_bits)
     SELECT ${name}, r.id, ${city}, ${live}, ${published}, ${ownBitsFunction(plan)}(r), ${linkBits.length > 0 ? linkBits.join(' | ') : '0'}
     FROM ${t} r`,
    `DELETE FROM gap_counts WHERE table_name = ${name}`,
    `INSERT INTO gap_counts (table_name, city_id, bit, published_only, n)
     SELECT g.table_name, c.city, b.bit, p.sub, count(*)
     FROM record_gaps g CROSS JOIN LATERAL (VALUES (g.city_id), (-1)) c(city) CROSS JOIN LATERAL gap_bits_of(g.bits) b(bit)
       CROSS JOIN LATERAL (VALUES (false), (true)) p(sub)
     WHERE g.table_name = ${name} AND g.live AND (NOT p.sub OR (g.published AND b.bit <> 31)) GROUP BY 1, 2, 3, 4`,
    "SELECT set_config('mise.gaps_refresh', 'off', true)",
    // Statistics at once: before autovacuum came by, a rule in a big city was planned as if rare (660 ms, not 5).
    'ANALYZE record_gaps, gap_counts',
  ];
}

const inOneTransaction = (statements: string[]) => ['BEGIN', ...statements, 'COMMIT'].join(';\n');

/**
 * Installs each type's rules as the contracts declare them: when a table's rules changed since they were installed
 * (or never were), its function and triggers are replaced and its records' state and counts worked out afresh, all in
 * one transaction. Runs after the migrations, under the start-up lock; a start with unchanged rules reads one table.
 * @example
 * await installCompleteness(database.jobSql, rulePlans(allModels));
 */
export async function installCompleteness(run: TSql, plans: readonly TRulePlan[]): Promise<string[]> {
  const { rows } = await run('SELECT table_name, fingerprint FROM gap_rules');
  const installed = new Map(rows.map((row) => [String(row.table_name), String(row.fingerprint)]));
  const changed: string[] = [];
  for (const plan of plans) {
    const install = installStatements(plan);
    const fingerprint = createHash('sha256').update(install.join('\n')).digest('hex').slice(0, 32);
    if (installed.get(plan.table) === fingerprint) continue;
    await run(
      inOneTransaction([
        ...install,
        ...refreshStatements(plan),
        `INSERT INTO gap_rules (table_name, fingerprint) VALUES (${literal(plan.table)}, ${literal(fingerprint)})
         ON CONFLICT (table_name) DO UPDATE SET fingerprint = excluded.fingerprint`,
      ]),
    );
    changed.push(plan.table);
  }
  return changed;
}

/** Every record's state and counts afresh, each type in its own transaction (the seed, after a quiet bulk load). */
export async function refreshCompleteness(run: TSql, plans: readonly TRulePlan[]): Promise<void> {
  for (const plan of plans) await run(inOneTransaction(refreshStatements(plan)));
}

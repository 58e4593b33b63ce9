import { LEDGER_LINKS, type TLedgerChanges, type TLedgerLink } from '../db/ledger-tables';
import type { TChangeKind } from '@mise/contracts/common/history';

/** One change ledger entry as stored (column names, migration 0025). */
export type TLedgerEntry = {
  id: number;
  at: Date;
  table: string;
  recordId: number;
  kind: TChangeKind;
  actorId: number | null;
  changes: TLedgerChanges;
};

/** A field a revert writes back: the value it writes and, for an undo, what the undone operation left (checked first). */
export type TFieldBack = { value: unknown; expect?: { value: unknown; entryId: number } };
/** One row's columns written back, by column. */
export type TRowBack = { table: string; id: number; columns: Map<string, TFieldBack> };
/** A join row, oriented as its table declares it (left key, right key). */
export type TLinkPair = { join: string; link: TLedgerLink; left: number; right: number };
export type TMoveBack = TLinkPair & { from: number; to: number };

/** What a revert writes, worked out from ledger entries before any row is read. */
export type TRevertPlan = {
  rows: Map<string, TRowBack>;
  /** Rows the operation created: trashed (or removed where the table keeps no trash). */
  created: { table: string; id: number }[];
  /** Rows removed for good: inserted again from their snapshot. */
  purged: { table: string; id: number; before: Record<string, unknown> }[];
  unlink: TLinkPair[];
  relink: TLinkPair[];
  moves: TMoveBack[];
};

const rowKey = (table: string, id: number) => `${table}:${id}`;

/** The join rows an entry names, each once whichever side recorded it. */
function pairsOf(entry: TLedgerEntry): TLinkPair[] {
  const join = entry.changes.link as keyof typeof LEDGER_LINKS | undefined;
  const link = join ? (LEDGER_LINKS[join] as TLedgerLink | undefined) : undefined;
  if (!join || !link) return [];
  // Entries before migration 0026 carry no key: the side follows from the table (the two differ but for similar places).
  const key = entry.changes.key ?? (entry.table === link.left ? link.leftKey : link.rightKey);
  const onLeft = key === link.leftKey;
  return (entry.changes.ids ?? []).map((other) => ({
    join,
    link,
    left: onLeft ? entry.recordId : other,
    right: onLeft ? other : entry.recordId,
  }));
}

const pairKey = (p: TLinkPair) => `${p.join}:${p.left}:${p.right}`;

function emptyPlan(): TRevertPlan {
  return { rows: new Map(), created: [], purged: [], unlink: [], relink: [], moves: [] };
}

function rowOf(plan: TRevertPlan, table: string, id: number): TRowBack {
  const key = rowKey(table, id);
  const known = plan.rows.get(key);
  if (known) return known;
  const row = { table, id, columns: new Map<string, TFieldBack>() };
  plan.rows.set(key, row);
  return row;
}

/**
 * What undoing `entries` writes (one operation's, or one record's part of it), newest entry first: each field goes back
 * to the value before the operation's first write of it, after checking it still holds what the operation's last write
 * left; links added are removed, links removed come back, moved links go back to their place. `columns` keeps only
 * those columns (a field-level revert); `withExpect` false plans a restore as of a time, which checks nothing.
 * @example
 * planRevert(entries, { columns: new Set(['description']) }).rows // Map { 'establishments:12' => … }
 */
export function planRevert(
  entries: readonly TLedgerEntry[],
  { columns, withExpect = true }: { columns?: ReadonlySet<string>; withExpect?: boolean } = {},
): TRevertPlan {
  const plan = emptyPlan();
  const seenPairs = new Set<string>();
  const newestFirst = [...entries].sort((a, b) => b.id - a.id);
  for (const entry of newestFirst) {
    const { changes } = entry;
    if (entry.kind === 'create' && !columns) plan.created.push({ table: entry.table, id: entry.recordId });
    if (entry.kind === 'purge' && !columns && changes.before)
      plan.purged.push({ table: entry.table, id: entry.recordId, before: changes.before });
    for (const [column, [before, after]] of Object.entries(changes.fields ?? {})) {
      if (columns && !columns.has(column)) continue;
      const row = rowOf(plan, entry.table, entry.recordId);
      const newer = row.columns.get(column);
      // Older entries of the same field give the value to go back to; the newest one's `after` is what must still hold.
      row.columns.set(column, {
        value: before,
        expect: newer ? newer.expect : withExpect ? { value: after, entryId: entry.id } : undefined,
      });
    }
    if (columns) continue;
    if (entry.kind === 'link' || entry.kind === 'unlink') {
      for (const pair of pairsOf(entry)) {
        if (seenPairs.has(pairKey(pair))) continue;
        seenPairs.add(pairKey(pair));
        (entry.kind === 'link' ? plan.unlink : plan.relink).push(pair);
      }
    }
    if (entry.kind === 'move') {
      for (const [other, from, to] of changes.moved ?? []) {
        const [pair] = pairsOf({ ...entry, changes: { ...changes, ids: [other] } });
        if (pair && from !== null && to !== null) plan.moves.push({ ...pair, from, to });
      }
    }
  }
  for (const row of plan.rows.values()) if (row.columns.size === 0) plan.rows.delete(rowKey(row.table, row.id));
  // A link moved twice in the operation goes back to its first place: the oldest move wins.
  const firstMoves = new Map(plan.moves.map((m) => [pairKey(m), m]));
  plan.moves = [...firstMoves.values()];
  return plan;
}

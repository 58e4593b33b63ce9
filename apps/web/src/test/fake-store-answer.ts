import { type TFakeRow, type TFakeStoreName, type TStoreCall, resourceOf, rowsWhere, stamped } from './fake-store';

/** A failed answer: the status and message the API's error shape carries. */
export class FakeError {
  constructor(
    readonly status: number,
    readonly message: string,
  ) {}
}

/** A call's input as the server reads it: each part checked and coerced by the call's own schemas. */
export type TStoreInput = { params: Record<string, unknown>; query: Record<string, unknown>; body: unknown };

type TFilter = { where?: Record<string, unknown>; limit?: number; skip?: number };

/** `filter=` / `where=` are JSON text; anything else is the client's mistake, and the server would refuse it too. */
function jsonOf(text: unknown): Record<string, unknown> | undefined | FakeError {
  if (typeof text !== 'string') return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return new FakeError(400, `not JSON: ${text}`);
  }
}

/** One page of rows under a filter's where, limit and skip (what the list page asks for). */
function page(rows: readonly TFakeRow[], filterText: unknown): TFakeRow[] | FakeError {
  const filter = jsonOf(filterText) as TFilter | FakeError | undefined;
  if (filter instanceof FakeError) return filter;
  const kept = rowsWhere(rows, filter?.where);
  if (typeof kept === 'string') return new FakeError(501, kept);
  const skip = filter?.skip ?? 0;
  return kept.slice(skip, filter?.limit === undefined ? undefined : skip + filter.limit);
}

function count(rows: readonly TFakeRow[], whereText: unknown): { count: number } | FakeError {
  const where = jsonOf(whereText);
  if (where instanceof FakeError) return where;
  const kept = rowsWhere(rows, where);
  return typeof kept === 'string' ? new FakeError(501, kept) : { count: kept.length };
}

const bodyOf = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};

function create(store: TFakeStoreName, rows: TFakeRow[], body: Record<string, unknown>): TFakeRow {
  const id = rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;
  const row = { ...stamped(store, ['created', 'updated']), ...body, id };
  rows.push(row);
  return row;
}

/** What `GET {path}/{id}/{relation}` reads: the related rows the seeded row carries under the relation's name. */
function related(store: TFakeStoreName, row: TFakeRow, relation: unknown): TFakeRow[] | TFakeRow | null | FakeError {
  const decl = resourceOf(store)?.relations?.[String(relation)];
  if (!decl || 'derived' in decl) return new FakeError(404, `No relation ${String(relation)}`);
  const value = row[String(relation)];
  if (decl.many) return Array.isArray(value) ? (value as TFakeRow[]) : [];
  return typeof value === 'object' && value !== null ? (value as TFakeRow) : null;
}

/** A write or read of one row, found by the id in the path. */
function onRow(target: TStoreCall, rows: TFakeRow[], input: TStoreInput): unknown {
  const id = Number(input.params.id);
  const row = rows.find((r) => r.id === id);
  if (!row) return new FakeError(404, `${resourceOf(target.store)?.model ?? target.store} ${id} was not found`);
  const body = bodyOf(input.body);
  switch (target.op) {
    case 'patch': {
      // `updated` in a body is the guard the edit was based on, not a new value.
      const { updated: _guard, ...changes } = body;
      return Object.assign(row, changes, stamped(target.store, ['updated']));
    }
    case 'delete':
      rows.splice(rows.indexOf(row), 1);
      return { count: 1 };
    case 'publish': {
      const publish = input.query.publish ?? body.publish ?? true;
      return Object.assign(row, { isPublished: publish === true }, stamped(target.store, ['updated']));
    }
    case 'related': {
      const value = related(target.store, row, input.params.relation);
      return Array.isArray(value) ? page(value, input.query.filter) : value;
    }
    case 'relatedCount': {
      const value = related(target.store, row, input.params.relation);
      if (value instanceof FakeError) return value;
      return Array.isArray(value) ? count(value, input.query.where) : { count: value ? 1 : 0 };
    }
    default:
      return row;
  }
}

/**
 * The store's answer to a generic call: a page of rows, their count, one row, or a write applied to the rows (the
 * new row, the changed one, `{count: 1}` for a delete). An unknown id is a 404, as on the server.
 */
export function storeAnswer(target: TStoreCall, rows: TFakeRow[], input: TStoreInput): unknown {
  if (target.op === 'list') return page(rows, input.query.filter);
  if (target.op === 'count') return count(rows, input.query.where);
  if (target.op !== 'create') return onRow(target, rows, input);
  // A tag category's create takes a list as well as one (special-calls.ts).
  return Array.isArray(input.body)
    ? input.body.map((one) => create(target.store, rows, bodyOf(one)))
    : create(target.store, rows, bodyOf(input.body));
}

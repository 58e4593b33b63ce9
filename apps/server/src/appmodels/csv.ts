import { Readable } from 'node:stream';
import { and, asc, gt } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../db/client';
import { modelFields } from '../crud/fields';
import { listCondition, selection } from '../crud/list';
import type { TModel } from '../crud/model';

const BATCH = 5000;

function cell(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return value as string | number | boolean;
}

/**
 * Streams every live row of a model as CSV, walking the primary key in batches so memory stays flat at any size.
 * @example
 * reply.type('text/csv').send(csvStream(db, placeModel))
 */
export function csvStream(db: Db, model: TModel): Readable {
  const fields = modelFields(model);
  const cols = selection(fields, undefined);
  const names = Object.keys(cols);
  async function* rows() {
    yield stringify([names]);
    let last = 0;
    for (;;) {
      const batch = (await db
        .select(cols)
        .from(model.table)
        .where(and(listCondition(model, undefined), gt(model.id, last)))
        .orderBy(asc(model.id))
        .limit(BATCH)) as Record<string, unknown>[];
      if (batch.length === 0) return;
      yield stringify(batch.map((row) => names.map((n) => cell(row[n]))));
      last = batch[batch.length - 1].id as number;
      if (batch.length < BATCH) return;
    }
  }
  return Readable.from(rows());
}

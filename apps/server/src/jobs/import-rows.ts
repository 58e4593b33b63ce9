import { parse as parseArray } from 'postgres-array';
import type { z } from 'zod';
import { type TFieldKind, modelFields } from '../crud/fields';
import type { TModel } from '../crud/model';

/** Fields an import never fills from a column: the record's clock and trash are the server's. */
const NOT_IMPORTED = new Set(['created', 'updated', 'deleted']);

/**
 * The fields a column may fill: `id` (the row then updates that record) and the form's fields that the export also
 * writes, so an exported file imports as it is.
 * @example
 * importFields(tagModel) // ['id', 'name', 'slug', 'tagCategoryId', …]
 */
export function importFields(model: TModel): string[] {
  const exported = modelFields(model).all;
  const form = Object.keys((model.resource.create as z.ZodObject).shape);
  return ['id', ...form.filter((field) => exported.has(field) && !NOT_IMPORTED.has(field))];
}

const plain = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** For each column, the field of the same name (case, spaces and punctuation aside), or null: the mapping's first guess. */
export function suggestMapping(columns: string[], fields: string[]): (string | null)[] {
  const byPlain = new Map(fields.map((field) => [plain(field), field]));
  const taken = new Set<string>();
  return columns.map((column) => {
    const field = byPlain.get(plain(column));
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/** The export's guard against spreadsheet formulas (a leading `'` before = + - @ tab or CR), taken off again. */
const NEUTRALISED = /^'(?=[=+\-@\t\r])/;

/** A cell that cannot be read as its field's kind, with the reason as staff read it. */
export class CellError extends Error {}

/**
 * A cell's text as its field's value: numbers, yes/no, JSON and lists read as the export writes them (`true`,
 * `{a,b}` or `["a","b"]`); an empty cell is no value (undefined: left as it is on an update, the default on a create).
 */
export function cellValue(kind: TFieldKind, text: string): unknown {
  if (text === '') return undefined;
  const cell = text.replace(NEUTRALISED, '');
  switch (kind) {
    case 'number': {
      const value = Number(cell.trim());
      if (!Number.isFinite(value)) throw new CellError(`"${short(cell)}" is not a number`);
      return value;
    }
    case 'boolean': {
      const word = cell.trim().toLowerCase();
      if (['true', 'yes', '1'].includes(word)) return true;
      if (['false', 'no', '0'].includes(word)) return false;
      throw new CellError(`"${short(cell)}" is not true or false`);
    }
    case 'json':
      return readJson(cell);
    case 'array':
      return cell.trim().startsWith('[') ? readJson(cell) : parseArray(cell);
    default:
      return cell;
  }
}

function readJson(cell: string): unknown {
  try {
    return JSON.parse(cell);
  } catch {
    throw new CellError(`"${short(cell)}" is not valid JSON`);
  }
}

const short = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** One row read into values by the mapping, or the first cell it could not read (its column and why). */
export type TReadRow =
  | { ok: true; values: Record<string, unknown>; id?: number; slug?: string }
  | { ok: false; column: string; reason: string };

/**
 * A row's cells as field values by the mapping (`mapping[i]` is the field column i fills, or null); `id` and `slug`
 * are kept apart to find the record the row updates.
 */
export function readRow(
  model: TModel,
  row: { cells: string[]; columns: string[]; mapping: (string | null)[] },
): TReadRow {
  const fields = modelFields(model).all;
  const values: Record<string, unknown> = {};
  if (row.cells.length !== row.columns.length)
    return {
      ok: false,
      column: '',
      reason: `The row has ${row.cells.length} cells where the header has ${row.columns.length}`,
    };
  for (const [i, field] of row.mapping.entries()) {
    if (!field) continue;
    try {
      const value = cellValue(fields.get(field)?.kind ?? 'string', row.cells[i] ?? '');
      if (value !== undefined) values[field] = value;
    } catch (error) {
      if (error instanceof CellError) return { ok: false, column: row.columns[i] ?? field, reason: error.message };
      throw error;
    }
  }
  const { id, ...rest } = values;
  if (id !== undefined && (!Number.isInteger(id) || (id as number) < 1))
    return { ok: false, column: row.columns[row.mapping.indexOf('id')] ?? 'id', reason: 'An id is a whole number' };
  return {
    ok: true,
    values: rest,
    id: id as number | undefined,
    slug: typeof rest.slug === 'string' ? rest.slug : undefined,
  };
}

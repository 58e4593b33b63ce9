import { type SQL, sql } from 'drizzle-orm';
import { badRequest } from '../lib/http-error';
import type { TField, TModelFields } from './fields';

export type TOrderPart = { field: TField; desc: boolean };

/** Parses `order` ("name ASC" or a list of them) against the model's sortable fields; `id` is appended so pages are stable. */
export function parseOrder(
  fields: TModelFields,
  order: string[] | undefined,
  at: { fallback?: string; path?: string } = {},
): TOrderPart[] {
  const { fallback = 'name ASC', path = 'order' } = at;
  const wanted =
    order && order.length > 0 ? order : fields.sortable.has(fallback.split(' ')[0]) ? [fallback] : ['id ASC'];
  const parts: TOrderPart[] = [];
  for (const entry of wanted) {
    const [asked, direction = 'ASC', ...extra] = entry.trim().split(/\s+/);
    const name = fields.orderAliases.get(asked) ?? asked;
    const dir = direction.toUpperCase();
    if (extra.length > 0 || (dir !== 'ASC' && dir !== 'DESC'))
      throw badRequest(`${path}: "${entry}" should read "<field> ASC" or "<field> DESC"`);
    const field = fields.all.get(name);
    if (!field || !fields.sortable.has(name)) {
      throw badRequest(
        `${path}: "${name}" is not a field you can sort on; use one of ${[...fields.sortable].join(', ')}`,
      );
    }
    parts.push({ field, desc: dir === 'DESC' });
  }
  if (!parts.some((p) => p.field.name === 'id')) {
    const id = fields.all.get('id');
    if (id) parts.push({ field: id, desc: parts.at(-1)?.desc ?? false });
  }
  return parts;
}

export function orderSql(parts: TOrderPart[]): SQL[] {
  return parts.map((p) => (p.desc ? sql`${p.field.column} desc` : sql`${p.field.column} asc`));
}

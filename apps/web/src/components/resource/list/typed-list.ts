import type { TResourceDef } from '@mise/contracts/common/resource';
import type { TWireRecord } from '@mise/contracts/common/wire';
import { type TListAnswerRow, type TResourceList, type TWhere, useResourceList } from './use-resource-list';

/** A resource contract as the web kit reads it (`defineResource` in packages/contracts/src/resources). */
export type TAreaResource = TResourceDef;

/** A record of the resource as the API answers it (dates as ISO strings). */
export type TRecordOf<D extends TAreaResource> = TWireRecord<D>;
/** A field name of the record. */
export type TFieldOf<D extends TAreaResource> = keyof TRecordOf<D> & string;
export type TFilterableOf<D extends TAreaResource> = D['filterable'][number] & TFieldOf<D>;
export type TSortableOf<D extends TAreaResource> = D['sortable'][number] & TFieldOf<D>;
export type TSearchableOf<D extends TAreaResource> = NonNullable<D['searchable']>[number] & TFieldOf<D>;

/** One field's condition in a LoopBack `where`. */
type TCondition<V> =
  | V
  | null
  | {
      eq?: V | null;
      neq?: V | null;
      gt?: V;
      gte?: V;
      lt?: V;
      lte?: V;
      inq?: readonly V[];
      nin?: readonly V[];
      between?: readonly [V, V];
    }
  | { like?: string; nlike?: string; ilike?: string; nilike?: string; search?: string };

/** A `where` naming only the fields the resource lets lists filter on, each with a value of the field's wire type. */
export type TWhereOf<D extends TAreaResource> = { [K in TFilterableOf<D>]?: TCondition<TRecordOf<D>[K]> } & {
  and?: readonly TWhereOf<D>[];
  or?: readonly TWhereOf<D>[];
};

/** A LoopBack `order` on one sortable field. */
export type TOrderOf<D extends TAreaResource> = `${TSortableOf<D>} ${'ASC' | 'DESC'}`;

/** A list row holding only the requested fields (the id always comes). */
export type TRowOf<D extends TAreaResource, F extends TFieldOf<D>> = Pick<TRecordOf<D>, F> & { id: number };

/** A row of a list of `fields` as its call's answer types it: the id and those fields (each optional, as answered). */
export type TAnsweredRowOf<D extends TAreaResource, F extends string> = Pick<
  TListAnswerRow<D>,
  Extract<F | 'id', keyof TListAnswerRow<D>>
>;

export type TTypedListOptions<D extends TAreaResource, F extends TFieldOf<D>> = {
  page: number;
  pageSize: number;
  where?: TWhereOf<D>;
  /** Pages never overlap: the id is added as the last key. */
  order?: TOrderOf<D>;
  fields: readonly F[];
  enabled?: boolean;
};

/**
 * The fields a list asks for: the id, then the row's own, once each.
 * @example
 * listFields(['title', 'isPublished']) // ['id', 'title', 'isPublished']
 */
export function listFields(fields: readonly string[]): string[] {
  return [...new Set(['id', ...fields])];
}

/**
 * `order` with the id as tie-breaker, so pages never overlap.
 * @example
 * stableOrder('title ASC') // 'title ASC, id ASC'
 */
export function stableOrder(order: string | undefined): string {
  return !order ? 'id ASC' : /^id /.test(order) ? order : `${order}, id ASC`;
}

/**
 * One page of a resource's list typed by its contract: `where` keys from `filterable`, `order` from `sortable`,
 * `fields` from the record, and the rows typed as exactly those fields.
 * @example
 * const list = useTypedList(quoteResource, { page: 1, pageSize: 20, where: { isPublished: true }, order: 'title ASC', fields: ['title'] });
 * list.items[0].title; // string | undefined
 */
export function useTypedList<D extends TAreaResource, const F extends TFieldOf<D>>(
  resource: D,
  options: TTypedListOptions<D, F>,
): TResourceList<TAnsweredRowOf<D, F>> {
  const { where, order, fields, ...rest } = options;
  return useResourceList(resource, {
    where: where as TWhere | undefined,
    order: stableOrder(order),
    fields: listFields(fields),
    ...rest,
  });
}

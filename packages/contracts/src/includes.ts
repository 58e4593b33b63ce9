import type { z } from 'zod';
import type { TResourceDef } from './common/resource';
import type { TWire } from './common/wire';
import type { RESOURCES } from './resource-lookup';

/**
 * What an `include` adds to a row, typed from the relations the contracts declare: a relation named in an include must
 * be one of the resource's (a typo fails `tsc`), and the included value is the target's record (only the fields a
 * `scope.fields` asks for, and its id), one or a list as the relation says, as JSON carries it.
 */

type TResources = (typeof RESOURCES)[keyof typeof RESOURCES];
/** A resource by its wire model name ('Establishment'). */
type TByModel<M> = Extract<TResources, { model: M }>;

type TRelationsOf<D extends TResourceDef> = NonNullable<D['relations']>;
/** The relation names a resource declares. */
export type TRelationName<D extends TResourceDef> = keyof TRelationsOf<D> & string;

/** One include as a filter names it: the relation, optionally with the fields to keep of each included row. */
export type TIncludeSpec<D extends TResourceDef> =
  TRelationName<D> | { readonly relation: TRelationName<D>; readonly scope?: { readonly fields?: readonly string[] } };

type TNameOf<I> = I extends string ? I : I extends { relation: infer N } ? N : never;
type TFieldsOf<I> = I extends { scope?: { fields?: readonly (infer F)[] } } ? F : never;

/** A row of `T` as an include gives it: every field, or those of `F` and the id. */
export type TTargetRow<T extends TResourceDef, F = never> = [F] extends [never]
  ? TWire<z.output<T['record']>>
  : Pick<TWire<z.output<T['record']>>, Extract<F | 'id', keyof TWire<z.output<T['record']>>>>;

/** The value one include adds under its relation's name. */
type TIncludedValue<D extends TResourceDef, I> = TRelationsOf<D>[TNameOf<I> & keyof TRelationsOf<D>] extends infer R
  ? R extends { derived: infer S extends z.ZodType }
    ? TWire<z.output<S>>
    : R extends { target: infer M; many: infer Many }
      ? TByModel<M> extends infer T extends TResourceDef
        ? Many extends true
          ? TTargetRow<T, TFieldsOf<I>>[]
          : TTargetRow<T, TFieldsOf<I>> | null
        : never
      : never
  : never;

/**
 * The row a list of includes gives, beside the record's own fields.
 * @example
 * type TPlace = TWireRecord<typeof placeResource> & TIncluded<typeof placeResource, typeof PLACE_DETAIL.include>;
 * // … & { destination?: { id: number; name: string } | null; similarEstablishments?: { id: number; name: string }[] }
 */
export type TIncluded<D extends TResourceDef, L extends readonly TIncludeSpec<D>[] | TIncludeSpec<D>> = {
  [I in L extends readonly unknown[] ? L[number] : L as TNameOf<I> & string]?: TIncludedValue<D, I>;
};

/**
 * Declares the includes of a filter for one resource: each relation must be one the resource declares (checked by
 * `tsc`), and the result keeps its literal types for `TIncluded`.
 * @example
 * export const PLACE_INCLUDE = includes(placeResource, [CITY_NAME, { relation: 'suggestions' }]);
 */
export function includes<D extends TResourceDef, const L extends readonly TIncludeSpec<D>[]>(_resource: D, list: L): L {
  return list;
}

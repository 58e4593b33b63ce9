import type { z } from 'zod';

/** What a content type can do; the generic REST layer and the web kit read these. */
export type TResourceTraits = {
  /** has isPublished and POST {model}/{id}/publish */
  publish?: boolean;
  /** DELETE sets `deleted` instead of removing the row; lists hide deleted rows */
  softDelete?: boolean;
  /** has notes, newlyAdded, recentlyUpdated */
  editorial?: boolean;
  /** has an ordered _pictures list */
  pictures?: boolean;
};

/** The eight keys of part 1 §3 Summary. */
export type TSummaryKey =
  'Destination' | 'Establishment' | 'FoodDrink' | 'Cuisine' | 'Landmark' | 'List' | 'Coupon' | 'User';

/** A record field's name. */
type TFieldName<R extends z.ZodObject> = keyof z.infer<R> & string;

export type TResourceDef<
  R extends z.ZodObject = z.ZodObject,
  C extends z.ZodObject = z.ZodObject,
  U extends z.ZodObject = z.ZodObject,
  F extends TFieldName<R> = TFieldName<R>,
  S extends TFieldName<R> = TFieldName<R>,
  Q extends TFieldName<R> = TFieldName<R>,
> = {
  /** LoopBack model name, as used by appmodels calls and autocomplete doc types ('Destination'). */
  model: string;
  /** Plural REST path, matched case-insensitively ('destinations'). */
  path: string;
  /** A row as the API answers it (columns only; relations and counts are added by include/includeCount). */
  record: R;
  /** POST body. Unknown keys are refused. */
  create: C;
  /** PATCH body; every key optional. Unknown keys are refused. */
  update: U;
  /** Fields that may appear in `where`. */
  filterable: readonly F[];
  /** Fields that may appear in `order`. */
  sortable: readonly S[];
  /** Fields the list's 'Search' box matches (ilike). */
  searchable?: readonly Q[];
  /** Relation names that may be included, listed and counted. */
  relations?: readonly string[];
  traits: TResourceTraits;
  summaryKey?: TSummaryKey;
  /**
   * What a 409 says when a unique field's value is taken, in the spec's words ('{product}' is replaced by the guide's
   * name). A field without one gets 'A record with the same {field} already exists'.
   */
  uniqueMessages?: Partial<Record<TFieldName<R>, string>>;
};

/**
 * Declares a content type once; server validation, database types and web forms all read it.
 * @example
 * export const cityResource = defineResource({ model: 'Destination', path: 'destinations', record: ZCity, create: ZCityCreate, update: ZCityUpdate, filterable: ['isPublished'], sortable: ['name'], traits: { publish: true } });
 */
export function defineResource<
  R extends z.ZodObject,
  C extends z.ZodObject,
  U extends z.ZodObject,
  const F extends TFieldName<R>,
  const S extends TFieldName<R>,
  const Q extends TFieldName<R> = never,
>(def: TResourceDef<R, C, U, F, S, Q>): TResourceDef<R, C, U, F, S, Q> {
  return def;
}

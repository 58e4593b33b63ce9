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

/** The keys of part 1 §3 Summary: the models of the content types with a dashboard tile. */
export type { TSummaryKey } from '../registry';

/**
 * A relation as the API shows it: the related model, named as its contract's `model` ('Establishment'), and whether an
 * item has one of it or many; or an include worked out by the server (`derived`), with the shape it answers. How a
 * relation is stored is the server model's business.
 */
export type TRelationDecl = { target: string; many: boolean; createdVia?: string } | { derived: z.ZodType };

/**
 * A to-many relation (`include` answers a list). `createdVia`: `POST {path}/{id}/{relation}` creates a target linked
 * through that field of the target ('destinationId').
 */
export const many = <const T extends string>(target: T, options: { createdVia?: string } = {}) => ({
  target,
  many: true as const,
  ...options,
});
/** A to-one relation (`include` answers the row or null). */
export const one = <const T extends string>(target: T) => ({ target, many: false as const });
/** An include the server works out rather than reads through a relation; `schema` is what it answers per row. */
export const derived = <S extends z.ZodType>(schema: S) => ({ derived: schema });

/** A record field's name. */
type TFieldName<R extends z.ZodObject> = keyof z.infer<R> & string;

export type TResourceDef<
  R extends z.ZodObject = z.ZodObject,
  C extends z.ZodObject = z.ZodObject,
  U extends z.ZodObject = z.ZodObject,
  F extends TFieldName<R> = TFieldName<R>,
  S extends TFieldName<R> = TFieldName<R>,
  Q extends TFieldName<R> = TFieldName<R>,
  L extends Readonly<Record<string, TRelationDecl>> = Readonly<Record<string, TRelationDecl>>,
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
  /** Relations that may be included, listed and counted, by the name the API uses. */
  relations?: L;
  traits: TResourceTraits;
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
  const L extends Readonly<Record<string, TRelationDecl>> = Readonly<Record<string, never>>,
  const M extends string = string,
>(def: TResourceDef<R, C, U, F, S, Q, L> & { model: M }): TResourceDef<R, C, U, F, S, Q, L> & { model: M } {
  return def;
}

import type { TResourceDef } from '@mise/contracts/common/resource';
import type { z } from 'zod';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Runs in the write's transaction after related items leave the relation (rel delete or a replaced list), to keep facts that depend on it true. */
export type TUnlinkHook = (tx: Db, parentId: number, removedIds: number[]) => Promise<void>;

/**
 * How a relation is stored. Relation names are the API's (`establishments`, `foodDrinks`); `target` names the related
 * model as its contract does (`resource.model`, e.g. 'Establishment') and the ModelRegistry resolves it, so model files
 * never import each other.
 * - hasMany: rows of the target whose `foreignKey` holds this row's id (optionally ordered by `orderBy`, an int column on the target).
 * - belongsTo: this row's `localKey` holds the target's id.
 * - manyToMany: a join table `through` with `sourceKey` (this row's id) and `targetKey` (the target's id), optionally ordered by `orderBy` (an int column on the join table).
 */
export type TRelation =
  | {
      kind: 'hasMany';
      target: string;
      foreignKey: AnyPgColumn;
      orderBy?: AnyPgColumn;
      /** Positions are 1…n, since staff see them (home section entries); others are spaced (crud/positions.ts). */
      densePositions?: true;
      onUnlink?: TUnlinkHook;
      /** Count from the trigger-kept `parent_counts` (the child table must be in PARENT_COUNTED with this foreign key). */
      keptCount?: boolean;
    }
  | { kind: 'belongsTo'; target: string; localKey: AnyPgColumn }
  | {
      kind: 'manyToMany';
      target: string;
      through: PgTable;
      sourceKey: AnyPgColumn;
      targetKey: AnyPgColumn;
      orderBy?: AnyPgColumn;
      densePositions?: true;
      onUnlink?: TUnlinkHook;
      /** Count the join rows without checking each target's soft delete: for large relations (a city's subscribers) whose targets are seldom deleted. */
      countJoinRows?: boolean;
      /**
       * Read the count from the trigger-kept `parent_counts` (the join table must be in PARENT_COUNTED): of all join rows
       * with countJoinRows, or of those whose target is live for a table in LIVE_LINKS_COUNTED (a dish's or cuisine's places).
       */
      keptCount?: boolean;
    };

/**
 * An include worked out by code rather than read through a relation (a place's primary suggesters, kept inside its
 * `_suggestions` column). `load` answers the value for each row it finds by id, in a fixed number of statements per page;
 * rows it has no entry for get `empty`. Its shape is the contract's (`derived(schema)` among the relations).
 */
export type TDerivedInclude = {
  empty: unknown;
  load(db: Db, ids: number[]): Promise<Map<number, unknown>>;
  /**
   * The same value as a JSON subquery over the row aliased `row`, so a detail reads it in its one statement
   * (item-statement.ts); without it a detail asking for this include reads it apart.
   */
  inline?: (row: string) => string;
};

/** A stored row as the model's contract describes it (`fields` may have left columns out; includes may have added relations). */
export type TRecordRow<D extends TResourceDef = TResourceDef> = Partial<z.infer<D['record']>> & Record<string, unknown>;

/** A validated create or PATCH body of the model's contract (a PATCH names only some fields). */
export type TWriteValues<D extends TResourceDef = TResourceDef> = Partial<z.infer<D['create']> & z.infer<D['update']>>;

/** Column values a write stores, by the table's field names: a prepared body may add columns no contract accepts (passwordHash). */
export type TStoredValues = Record<string, unknown>;

export type TModel<D extends TResourceDef = TResourceDef> = {
  resource: D;
  table: PgTable;
  /** The table's `id` column. */
  id: AnyPgColumn;
  relations?: Record<string, TRelation>;
  /** Includes that no relation serves (see TDerivedInclude); the contract's `relations` name them like relations. */
  derivedIncludes?: Readonly<Record<string, TDerivedInclude>>;
  /**
   * Filterable fields whose live rows per value the database keeps (facet_counts, installed for the table by a
   * migration): a count filtered by one of them alone is read from there (crud/facet-count.ts).
   */
  countedFacets?: readonly string[];
  /**
   * `where` keys that are no column: each turns its value into a condition, or refuses it with an HttpError naming
   * `path` (the users list's `subscription`, worked out from kept columns against the current time).
   */
  virtualWhere?: Readonly<Record<string, (value: unknown, path: string) => SQL>>;
  /**
   * A virtualWhere test that a facet_counts facet answers: given the key's value, the column's SQL name and the stored
   * value whose count it is (the users list's Basic count), or undefined to count rows.
   */
  virtualFacets?: Readonly<Record<string, (value: unknown) => { facet: string; value: string } | undefined>>;
  /**
   * `order` names that sort by another field, for lists the spec sorts by a field the record lacks (an editorial
   * review's 'name ASC' is its title). Only `order` reads them.
   */
  orderAliases?: Readonly<Record<string, string>>;
  /** Columns that are never answered, filtered, sorted or selected on (password hashes). */
  hidden?: readonly string[];
  /** Record fields that are no column: `present` adds them to every answer (a coupon's packBenefitSummary). */
  computed?: readonly string[];
  /** Body fields holding id lists that live in a relation's join table, e.g. `{ tagIds: 'tags' }`. */
  idLists?: Readonly<Record<string, string>>;
  /**
   * Turns a validated create/patch body into stored values (hash a password, normalise an e-mail), or refuses it with an
   * HttpError. Runs inside the write's transaction: `db` is that transaction, `id` the row a PATCH changes (absent on create),
   * so rules that span the stored row and the change are checked against what is really written.
   * (Method syntax: a model typed by its own contract still fits where any model is expected.)
   */
  prepare?(values: TWriteValues<D>, ctx: TWriteContext): Promise<TStoredValues>;
  /**
   * Shapes stored rows into the answer (the generic routes call it on every row they answer, a page at a time):
   * e.g. ids kept in a column answered with names. Rows may lack columns a `fields` filter left out.
   */
  present?(db: Db, rows: TRecordRow<D>[]): Promise<Record<string, unknown>[]>;
};

/** What `prepare` knows about the write it prepares. */
export type TWriteContext = {
  db: Db;
  id?: number;
  /** Who writes (the signed-in staff member), when known. */ actor?: { id: number } | null;
};

/**
 * Ties a contract to its table and relations; the generic REST layer serves it. Hooks are typed by the contract.
 * @example
 * export const cityModel = defineModel({ resource: cityResource, table: destinations, id: destinations.id, relations: { landmarks: { kind: 'hasMany', target: 'Landmark', foreignKey: landmarks.destinationId } } });
 */
export function defineModel<D extends TResourceDef>(model: TModel<D>): TModel<D> {
  return model;
}

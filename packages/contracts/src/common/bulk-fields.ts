import type { z } from 'zod';
import type { TResourceDef } from './resource';
import { typeOfModel } from '../registry';

/** How a field is set on many records at once: a yes/no, one of its choices, a number, or another record's id. */
export type TBulkField =
  | { kind: 'boolean' }
  | { kind: 'choice'; options: readonly string[] }
  | { kind: 'number' }
  /** Another record's id: `target` is its model when the type declares the relation (a place's city: 'Destination'). */
  | { kind: 'reference'; target?: string };

/** Fields with their own way in bulk (publish), or that are no one's to set (the record's identity and clock). */
const NOT_SET = new Set(['id', 'created', 'updated', 'deleted', 'isPublished']);

type TDef = {
  type: string;
  innerType?: z.ZodType;
  out?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: TDef } })._zod.def;

/** The schema under optional, nullable, default and transforms: what the value is. */
function valueSchema(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let depth = 0; depth < 10; depth++) {
    const def = defOf(current);
    // A union of a value and its empty forms ('' or null for none): the value's member.
    const member =
      def.type === 'union' ? def.options?.find((o) => !['literal', 'null'].includes(defOf(o).type)) : undefined;
    // A transform's output when it is typed, else what it reads.
    const piped = def.type === 'pipe' ? (defOf(def.out!).type === 'transform' ? def.in : def.out) : undefined;
    const inner = def.innerType ?? piped ?? member;
    if (!inner) return current;
    current = inner;
  }
  return current;
}

/**
 * The fields of a type that a bulk edit may set (issue 33 point 2), from its update schema: yes/no flags, fields with
 * a fixed set of choices, numbers, and references to another record (`…Id`). Free text, lists and unique values are
 * each record's own, and are not set in bulk.
 * @example
 * bulkFields(placeResource).status // { kind: 'choice', options: ['undecided', 'WIP', …] }
 */
export function bulkFields(resource: TResourceDef): Record<string, TBulkField> {
  const out: Record<string, TBulkField> = {};
  for (const [name, schema] of Object.entries(resource.update.shape as Record<string, z.ZodType>)) {
    // Positions are moved by reordering, not set.
    if (NOT_SET.has(name) || /order$/i.test(name) || name in (resource.uniqueMessages ?? {})) continue;
    const def = defOf(valueSchema(schema));
    if (def.type === 'boolean') out[name] = { kind: 'boolean' };
    else if (def.type === 'enum' && def.entries)
      out[name] = { kind: 'choice', options: Object.values(def.entries).map(String) };
    else if (def.type === 'number') out[name] = name.endsWith('Id') ? referenceTo(resource, name) : { kind: 'number' };
  }
  return out;
}

/** A reference field with the model it points at, read off the to-one relation of its name ('destinationId' → 'destination'). */
function referenceTo(resource: TResourceDef, field: string): TBulkField {
  const relation = resource.relations?.[field.slice(0, -2)];
  return relation && 'target' in relation && !relation.many
    ? { kind: 'reference', target: relation.target }
    : { kind: 'reference' };
}

/** What records are linked to in bulk: the guide's vocabularies and its cities — never users, places or reviews. */
const LINKED_IN_BULK = new Set(['Tag', 'Cuisine', 'FoodDrink', 'Destination']);

/**
 * The to-many relations a bulk edit may add links to or remove them from (issue 33 point 2: tags, cuisines, dishes,
 * cities), each with the model it links to. A place's favouriters or similar places are each record's own.
 * @example
 * bulkLinks(placeResource) // { cuisines: 'Cuisine', foodDrinks: 'FoodDrink', tags: 'Tag' }
 */
export function bulkLinks(resource: TResourceDef): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, relation] of Object.entries(resource.relations ?? {}))
    if ('target' in relation && relation.many && LINKED_IN_BULK.has(relation.target)) out[name] = relation.target;
  return out;
}

/**
 * Links of a bulk edit as staff count them: '2 tags', '1 dish', '3 cities' (the type's menu names, lower case).
 * @example
 * linksCount('FoodDrink', 1) // '1 dish'
 */
export function linksCount(target: string, count: number): string {
  const type = typeOfModel(target);
  const noun = count === 1 ? (type?.label ?? target) : (type?.menu?.label ?? `${type?.label ?? target}s`);
  return `${count.toLocaleString('en-US')} ${noun.toLowerCase()}`;
}

/** 'Add 2 tags to', 'Remove 1 dish from': the start of a links change's title. */
export function linksChangeWords(resource: TResourceDef, change: { add?: TLinksIds; remove?: TLinksIds }): string {
  const links = change.add ?? change.remove!;
  const counted = linksCount(bulkLinks(resource)[links.relation] ?? links.relation, new Set(links.ids).size);
  return change.add ? `Add ${counted} to` : `Remove ${counted} from`;
}

type TLinksIds = { relation: string; ids: readonly number[] };

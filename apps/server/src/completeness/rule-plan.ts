import { getTableColumns, getTableName } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { COMPLETENESS_RULES, type TRule, type TRuleTest, type TRuleType } from '@mise/contracts/common/completeness';
import { contentType } from '@mise/contracts/registry';
import { PUBLISHED_WITH_GAPS_BIT } from '../db/schema/record-gaps';
import type { TModel } from '../crud/model';

/** A link rule's triggers: on `child`, the rows whose `fk` names the owner; `gone` says a row is trashed ('' never). */
export type TLinkWatch = { child: string; fk: string; gone: string; bit: number };

/** What the database needs to keep one type's rules: its own-columns function, its link watches, its city column. */
export type TRulePlan = {
  type: TRuleType;
  model: TModel;
  table: string;
  rules: readonly TRule[];
  /** The column naming the record's city ('' for a type without one). */
  cityColumn: string;
  /** The body of `gap_own_bits_<table>(row)`: an int with the bit of each own-columns rule that holds. */
  ownBits: string;
  links: TLinkWatch[];
  /** The bits of the link rules: a new record has no links yet, so they all hold. */
  linkMask: number;
};

/** The bit a rule sets in record_gaps.bits: its place in its list, or bit 30 for 'published but incomplete'. */
export const ruleMask = (rules: readonly TRule[], key: string): number => {
  const index = rules.findIndex((rule) => rule.key === key);
  if (index < 0) return 0;
  return rules[index].test.kind === 'publishedWithGaps' ? 1 << PUBLISHED_WITH_GAPS_BIT : 1 << index;
};

/** The bit position a rule's count is kept under (gap_counts.bit). */
export const ruleBitOf = (rules: readonly TRule[], key: string): number => Math.log2(ruleMask(rules, key) >>> 0);

function columnOf(model: TModel, field: string, type: string): AnyPgColumn {
  const column = (getTableColumns(model.table) as Record<string, AnyPgColumn>)[field];
  if (!column) throw new Error(`COMPLETENESS_RULES.${type}: "${field}" is not a field of ${model.resource.model}`);
  return column;
}

/** One field is empty: null, blank text, an empty list or an empty object. */
function emptySql(column: AnyPgColumn): string {
  const c = `($1).${JSON.stringify(column.name)}`;
  switch (column.dataType) {
    case 'json':
      return `(${c} IS NULL OR ${c} IN ('null'::jsonb, '[]'::jsonb, '{}'::jsonb, '""'::jsonb))`;
    case 'array':
      return `coalesce(cardinality(${c}), 0) = 0`;
    case 'string':
      return `coalesce(btrim(${c}), '') = ''`;
    default:
      return `${c} IS NULL`;
  }
}

/** An own-columns test as SQL over the row `$1`, or undefined for a link or published test. */
function ownTestSql(model: TModel, type: string, test: TRuleTest): string | undefined {
  switch (test.kind) {
    case 'empty':
      return test.fields.map((field) => emptySql(columnOf(model, field, type))).join(' AND ');
    case 'shorter':
      return `char_length(btrim(coalesce(($1).${JSON.stringify(columnOf(model, test.field, type).name)}, ''))) < ${Math.trunc(test.than)}`;
    case 'not':
      return `NOT coalesce(($1).${JSON.stringify(columnOf(model, test.field, type).name)}, false)`;
    default:
      return undefined;
  }
}

/** The rows a `none` rule watches: the join table of a many-to-many relation, or the children of a has-many one. */
function linkWatch(model: TModel, rule: { type: string; relation: string; bit: number }): TLinkWatch {
  const { type, relation, bit } = rule;
  const rel = model.relations?.[relation];
  if (rel?.kind === 'manyToMany') return { child: getTableName(rel.through), fk: rel.sourceKey.name, gone: '', bit };
  if (rel?.kind === 'hasMany') {
    const childTable = (rel.foreignKey as AnyPgColumn & { table: Parameters<typeof getTableName>[0] }).table;
    const gone = 'deleted' in getTableColumns(childTable) ? 'deleted' : '';
    return { child: getTableName(childTable), fk: rel.foreignKey.name, gone, bit };
  }
  throw new Error(`COMPLETENESS_RULES.${type}: "${relation}" is not a to-many relation of ${model.resource.model}`);
}

/** The column of a record's city: the local key of its relation to a city, if it has one. */
function cityColumnOf(model: TModel): string {
  const rel = Object.values(model.relations ?? {}).find(
    (r) => r.kind === 'belongsTo' && r.target === contentType('city').model,
  );
  return rel?.kind === 'belongsTo' ? rel.localKey.name : '';
}

/**
 * Each type's rules as the database keeps them, from the contracts' COMPLETENESS_RULES and the served models; a rule
 * naming a field or relation its type lacks stops start-up.
 * @example
 * rulePlans(allModels).find((p) => p.type === 'place')?.links // [{ child: 'establishment_cuisines', fk: 'establishment_id', gone: '', bit: 4 }, …]
 */
export function rulePlans(models: readonly TModel[]): TRulePlan[] {
  return (Object.entries(COMPLETENESS_RULES) as [TRuleType, readonly TRule[]][]).map(([type, rules]) => {
    const model = models.find((m) => m.resource.model === contentType(type).model);
    if (!model) throw new Error(`COMPLETENESS_RULES.${type}: no model serves this type`);
    const own: string[] = [];
    const links: TLinkWatch[] = [];
    rules.forEach((rule, bit) => {
      if (rule.test.kind === 'none') links.push(linkWatch(model, { type, relation: rule.test.relation, bit }));
      const test = ownTestSql(model, type, rule.test);
      if (test) own.push(`CASE WHEN ${test} THEN ${1 << bit} ELSE 0 END`);
    });
    return {
      type,
      model,
      table: getTableName(model.table),
      rules,
      cityColumn: cityColumnOf(model),
      ownBits: `SELECT ${own.length > 0 ? own.join(' | ') : '0'}`,
      links,
      linkMask: links.reduce((mask, link) => mask | (1 << link.bit), 0),
    };
  });
}

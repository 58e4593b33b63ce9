import { badRequest } from '../lib/http-error';
import type { TFilter, TWhere } from './filter';

/*
 * How much matching one request may ask of the database, checked when its filter is read, before any statement runs.
 * A statement cannot be interrupted on embedded PGlite, whose one connection every request waits for, so what one
 * statement may cost is bounded here by the work asked for (measured at 4 000 places on PGlite; each cost grows with
 * the rows, and these were taken on a busy 2-core machine): 225 search texts in nested `or`s took 5 s (each is decided
 * apart, search/name-search.ts), 900 array tests up to 2.7 s, 100 `ilike` tests up to 1 s, 20 `ilike` patterns of 800
 * characters up to 1.8 s. The console sends one search text and a handful of conditions.
 */

/** Different search texts (`search`, and `near`, what a misspelt one becomes): each costs up to three statements. */
export const MAX_SEARCH_TEXTS = 5;
/** Text tests (search, near, like, ilike and their negations), repeats counted: each runs over every row it reads. */
export const MAX_TEXT_TESTS = 20;
/** Characters of all their texts and patterns together; one search box's 1 000 characters fit. */
export const MAX_TEXT_CHARS = 2000;
/** Conditions of any kind (one per operator of each field), every include's counted. */
export const MAX_CONDITIONS = 100;

const TEXT_OPERATORS = new Set(['search', 'near', 'like', 'nlike', 'ilike', 'nilike']);
const SEARCH_OPERATORS = new Set(['search', 'near']);

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

type TTally = { searchTexts: Set<string>; textTests: number; textChars: number; conditions: number };

/**
 * Tallies a where (any depth of and/or). Search texts are keyed as crud/search-plan.ts keys its decisions (field and
 * trimmed text, case kept): 'Bar' and 'BAR' are two decisions, so they count twice.
 */
function tally(where: unknown, into: TTally) {
  if (!isObject(where)) return;
  for (const [key, value] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(value)) {
      for (const inner of value) tally(inner, into);
      continue;
    }
    if (!isObject(value)) {
      into.conditions++;
      continue;
    }
    for (const [op, operand] of Object.entries(value)) {
      into.conditions++;
      if (!TEXT_OPERATORS.has(op) || typeof operand !== 'string') continue;
      into.textTests++;
      into.textChars += operand.length;
      if (SEARCH_OPERATORS.has(op) && operand.trim() !== '')
        into.searchTexts.add(JSON.stringify([key, operand.trim()]));
    }
  }
}

function tallyFilter(filter: TFilter, into: TTally) {
  tally(filter.where, into);
  for (const include of filter.include ?? []) if (include.scope) tallyFilter(include.scope, into);
}

/** Each limit: what it counts (in the message), its maximum, the tally's figure, and what the client can do instead. */
function limitsOf(t: TTally): [string, number, number, string][] {
  return [
    ['different search texts', MAX_SEARCH_TEXTS, t.searchTexts.size, 'search for fewer at once'],
    [
      'text tests (search, near, like, ilike and their negations)',
      MAX_TEXT_TESTS,
      t.textTests,
      'test fewer texts at once',
    ],
    ['characters of search text and patterns', MAX_TEXT_CHARS, t.textChars, 'use shorter texts'],
    ['conditions, includes counted', MAX_CONDITIONS, t.conditions, 'use inq for a list of values, or ask in parts'],
  ];
}

function refuseOver(t: TTally, path: string) {
  for (const [what, max, has, advice] of limitsOf(t)) {
    if (has > max) throw badRequest(`${path}: at most ${max} ${what} in one request (this one has ${has}); ${advice}`);
  }
}

const empty = (): TTally => ({ searchTexts: new Set(), textTests: 0, textChars: 0, conditions: 0 });

/**
 * Refuses with 400, naming the limit, a filter (its where and every include's) that asks for more matching work than
 * one request may.
 * @example
 * checkWhereWork({ where: { or: [{ name: { search: 'a1' } }, …six texts…] } }, 'filter.where') // 400 'filter.where: at most 5 different search texts in one request (this one has 6); …'
 */
export function checkWhereWork(filter: TFilter, path: string): void {
  const t = empty();
  tallyFilter(filter, t);
  refuseOver(t, path);
}

/** checkWhereWork for a `where` given on its own (count routes). */
export function checkWhereOnlyWork(where: TWhere | undefined, path: string): void {
  const t = empty();
  tally(where, t);
  refuseOver(t, path);
}

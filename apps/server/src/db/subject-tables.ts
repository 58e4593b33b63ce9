import { SUBJECT_TYPES, type TSubjectType } from '@mise/contracts/resources/part2-fields';
import { typeOfModel } from '@mise/contracts/registry';

/**
 * The table each subjectType points into (saved-list items, home-section entries), from the registry. Identifiers are
 * ours, so they go into statements as raw SQL.
 */
export const SUBJECT_TABLES = Object.fromEntries(
  SUBJECT_TYPES.map((subjectType) => {
    const table = typeOfModel(subjectType)?.table;
    if (!table) throw new Error(`${subjectType}: a subject type the registry has no table for`);
    return [subjectType, table];
  }),
) as Record<TSubjectType, string>;

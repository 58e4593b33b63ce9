import { pgTable, text } from 'drizzle-orm/pg-core';
import { contentListIndexes, describedContent, idColumn, timestamps } from '../columns';
import { nameSearchIndexes, namePairsIndex } from './name-search-indexes';

/** Cuisines, part 2 §3. */
export const cuisines = pgTable(
  'cuisines',
  {
    id: idColumn(),
    name: text('name').notNull(),
    ...describedContent(),
    ...timestamps(),
  },
  (t) => [...contentListIndexes('cuisines', t), ...nameSearchIndexes('cuisines', t), namePairsIndex('cuisines', t)],
);

import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, pictures, publishable, softDeletable, timestamps } from '../columns';

/** Quotes, part 1 §3. Pictures carry desktop: true (Desktop) or false (Mobile). */
export const quotes = pgTable(
  'quotes',
  {
    id: idColumn(),
    title: text('title').notNull(),
    ...publishable(),
    ...pictures(),
    ...softDeletable(),
    ...timestamps(),
  },
  (t) => [
    index('quotes_title_idx')
      .on(t.title, t.id)
      .where(sql`deleted = false`),
    index('quotes_published_title_idx')
      .on(t.isPublished, t.title, t.id)
      .where(sql`deleted = false`),
    index('quotes_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
);

/** A person's saved marketplace searches. */
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { now } from './columns.ts';
import { users } from './accounts.ts';

/** A marketplace search with its filters, kept under a name. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The search page's query string, e.g. "q=glycerine&country=NG". */
    query: text('query').notNull(),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId)],
);

/** Saved searches: a person's named marketplace searches, at most SAVED_SEARCH_LIMIT each. */
import { and, desc, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { isUuid } from '../../contracts/ids.ts';
import { SAVED_SEARCH_LIMIT, type SavedSearch } from '../../contracts/saved-searches.ts';
import type { Db } from '../db/client.ts';
import { savedSearches } from '../db/schema/search.ts';
import { users } from '../db/schema/accounts.ts';
import { HttpError, notFound } from '../platform/errors.ts';

type Row = typeof savedSearches.$inferSelect;

const view = (row: Row): SavedSearch => ({
  id: row.id,
  name: row.name,
  query: row.query,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const missing = () => notFound('No such saved search.');

export function createSavedSearches(db: Db) {
  /** Another person's id and a malformed one answer like an unknown one. */
  const mine = (userId: string, id: string) => and(eq(savedSearches.id, id), eq(savedSearches.userId, userId));

  return {
    async list(userId: string): Promise<SavedSearch[]> {
      const rows = await db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
      return rows.map(view);
    },

    /** `name` and `query` are validated by the contract (createSavedSearchBody). */
    async create(userId: string, input: { name: string; query: string }): Promise<SavedSearch> {
      return db.transaction(async (tx) => {
        // Locking the person's row makes concurrent saves take turns, so the limit holds.
        const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        if (!owner) throw new HttpError(401, 'Your session has ended. Please sign in again.');
        const count = await tx.$count(savedSearches, eq(savedSearches.userId, userId));
        if (count >= SAVED_SEARCH_LIMIT) {
          throw new HttpError(
            409,
            `You can keep up to ${SAVED_SEARCH_LIMIT} saved searches. Delete one you no longer need to save another.`,
          );
        }
        const [row] = await tx.insert(savedSearches).values({ id: uuidv7(), userId, name: input.name, query: input.query }).returning();
        return view(row!);
      });
    },

    async rename(userId: string, id: string, name: string): Promise<SavedSearch> {
      if (!isUuid(id)) throw missing();
      const [row] = await db.update(savedSearches).set({ name, updatedAt: sql`now()` }).where(mine(userId, id)).returning();
      if (!row) throw missing();
      return view(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!isUuid(id)) throw missing();
      const deleted = await db.delete(savedSearches).where(mine(userId, id)).returning({ id: savedSearches.id });
      if (!deleted.length) throw missing();
    },
  };
}

export type SavedSearches = ReturnType<typeof createSavedSearches>;

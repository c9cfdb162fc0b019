/**
 * The catalog's version: bumped by every change to what the static site shows. Readers cache
 * derived data (trees with counts) per version, so N gateway copies stay consistent without
 * sharing memory; the site build compares it with the version it last built.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { catalogState } from '../db/schema.ts';

export async function readCatalogVersion(db: Db): Promise<number> {
  const rows = await db.select({ version: catalogState.version }).from(catalogState).limit(1);
  return rows[0]?.version ?? 0;
}

export async function bumpCatalogVersion(db: Db): Promise<number> {
  const rows = await db
    .insert(catalogState)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: catalogState.id, set: { version: sql`${catalogState.version} + 1`, changedAt: sql`now()` } })
    .returning({ version: catalogState.version });
  return rows[0]!.version;
}

/** Caches one value per catalog version. */
export function versionedCache<T>(db: Db, load: () => Promise<T>): () => Promise<T> {
  let cached: { version: number; value: Promise<T> } | null = null;
  return async () => {
    const version = await readCatalogVersion(db);
    if (!cached || cached.version !== version) {
      const value = load();
      cached = { version, value };
      value.catch(() => { if (cached?.value === value) cached = null; });
    }
    return cached.value;
  };
}

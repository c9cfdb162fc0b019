/**
 * Whether the database holds every migration this code knows, the way Drizzle's migrator decides
 * it: a migration is applied when the newest one recorded in drizzle.__drizzle_migrations is as
 * recent as it. A gateway is not ready while one is missing (its queries would meet an older schema).
 * Also the database's reachability: the same statement fails when it cannot be reached.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { rowsOf } from './rows.ts';

const journal = JSON.parse(readFileSync(join(import.meta.dirname, 'migrations', 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string; when: number }[];
};

/** The migrations this code has that the database has not applied, by tag (empty: up to date). Throws when the database cannot be reached. */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const [row] = rowsOf<{ applied: string | null }>(
    await db.execute(sql`select (select max(created_at) from drizzle.__drizzle_migrations)::text as applied`),
  );
  const applied = Number(row?.applied ?? 0);
  return journal.entries.filter((entry) => entry.when > applied).map((entry) => entry.tag);
}

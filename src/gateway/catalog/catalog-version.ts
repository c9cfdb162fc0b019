/**
 * The catalog's version: bumped by every change to what the static site shows, in the transaction
 * that makes the change and after it. Readers cache
 * derived data (trees with counts) per version, so N gateway copies stay consistent without
 * sharing memory; the site build compares it with the version it last built.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { catalogRemovals, catalogState, products } from '../db/schema/catalog.ts';
import type { CompanyKind } from '../db/schema/publishing.ts';

export async function readCatalogVersion(db: Db): Promise<number> {
  const rows = await db.select({ version: catalogState.version }).from(catalogState).limit(1);
  return rows[0]?.version ?? 0;
}

/**
 * How long a gateway trusts the version it last read before reading it again. Another gateway
 * copy's change shows here within this time; this copy's own changes show at once.
 */
export const VERSION_RECHECK_MS = 1000;

const probes = new WeakMap<Db, { version: Promise<number>; readAt: number; epoch: number }>();
/** Bumped by every catalog change made in this process: readers then read the version again. */
let epoch = 0;

/** The catalog version, read from the database at most once per VERSION_RECHECK_MS per database. */
export function currentCatalogVersion(db: Db): Promise<number> {
  const probe = probes.get(db);
  if (probe && probe.epoch === epoch && performance.now() - probe.readAt < VERSION_RECHECK_MS) return probe.version;
  const version = readCatalogVersion(db);
  const fresh = { version, readAt: performance.now(), epoch };
  probes.set(db, fresh);
  version.catch(() => {
    if (probes.get(db) === fresh) probes.delete(db);
  });
  return version;
}

export async function bumpCatalogVersion(db: Db): Promise<number> {
  epoch++;
  const rows = await db
    .insert(catalogState)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: catalogState.id, set: { version: sql`${catalogState.version} + 1`, changedAt: sql`now()` } })
    .returning({ version: catalogState.version });
  const version = rows[0]!.version;
  // The products this transaction inserted, changed or deleted carry -1 (triggers of migration
  // 0013); they take this version. The version's row stays locked until commit, so versions
  // commit in order and "stamped above V" is exactly what changed after V.
  await db.execute(sql`update ${products} set catalog_version = ${version} where catalog_version < 0`);
  await db.execute(sql`update ${catalogRemovals} set catalog_version = ${version} where catalog_version < 0`);
  epoch++;
  return version;
}

/** Caches one value per catalog version. */
export function versionedCache<T>(db: Db, load: () => Promise<T>): () => Promise<T> {
  let cached: { version: number; value: Promise<T> } | null = null;
  return async () => {
    const version = await currentCatalogVersion(db);
    if (!cached || cached.version !== version) {
      const value = load();
      cached = { version, value };
      value.catch(() => {
        if (cached?.value === value) cached = null;
      });
    }
    return cached.value;
  };
}

/**
 * A storefront's or a producer's own page changed (branding, a new producer): recorded with the
 * catalog version the same transaction made, so call it after bumpCatalogVersion.
 */
export async function recordCompanyChange(tx: Db, kind: CompanyKind, companyId: number): Promise<void> {
  await tx.execute(sql`
    insert into catalog_company_changes (catalog_version, kind, company_id)
    select version, ${kind}, ${companyId} from catalog_state where id = 1
    on conflict do nothing`);
}

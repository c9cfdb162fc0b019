/**
 * What the search index reads from the database: every published product, in chunks that leave
 * the connection to other requests between them, and the products changed since a catalog
 * version (stamped by bumpCatalogVersion; migration 0013).
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { catalogRemovals, catalogState, products } from '../db/schema/catalog.ts';
import { transportClassifications } from '../db/schema/dangerous-goods.ts';
import type { HazardClass } from '../../contracts/dangerous-goods.ts';
import type { IndexedProduct } from './product-terms.ts';

const CHUNK = 5000;

const columns = {
  id: products.id,
  status: products.status,
  name: products.name,
  casNumber: products.casNumber,
  formula: products.formula,
  synonyms: products.synonyms,
  description: products.description,
  marketId: products.marketId,
  supplierId: products.supplierId,
  producerId: products.producerId,
  grade: products.grade,
  physicalForm: products.physicalForm,
  priceFromMinor: products.priceFromMinor,
  createdAt: products.createdAt,
  featured: products.featured,
  applicationIds: sql<
    number[]
  >`array(select pa.application_id from product_applications pa where pa.product_id = ${products.id} order by 1)`,
  /**
   * The product's own transport classification: [dangerous, class, ...subsidiary risks]; null when
   * not stated. The product's id is written out: selected bare, "id" would be the classification's.
   */
  transport: sql<
    (string | boolean)[] | null
  >`(select array[tc.dangerous::text, coalesce(tc.hazard_class, '')] || tc.subsidiary_risks from ${transportClassifications} tc where tc.product_id = "products"."id" and tc.package_id is null)`,
};

type Row = { [K in keyof typeof columns]: unknown } & { id: number; status: string };

/** [dangerous, class, ...subsidiary risks] as the query gives it → what the index keeps. */
function transportOf(cells: string[] | null): IndexedProduct['transport'] {
  if (!cells) return null;
  const [dangerous, hazardClass, ...risks] = cells;
  return dangerous === 'true'
    ? { dangerous: true, classes: [hazardClass as HazardClass, ...(risks as HazardClass[])] }
    : { dangerous: false, classes: [] };
}

function toIndexed(row: Row): IndexedProduct {
  return {
    id: row.id,
    name: row.name as string,
    casNumber: row.casNumber as string | null,
    formula: row.formula as string | null,
    synonyms: row.synonyms as string[],
    description: row.description as string,
    marketId: row.marketId as number,
    supplierId: row.supplierId as number,
    producerId: row.producerId as number | null,
    grade: row.grade as string,
    physicalForm: row.physicalForm as string,
    priceFromMinor: row.priceFromMinor === null ? null : Number(row.priceFromMinor),
    createdAt: new Date(row.createdAt as Date | string).getTime(),
    featured: row.featured as boolean,
    applicationIds: (row.applicationIds as (number | string)[]).map(Number),
    transport: transportOf(row.transport as string[] | null),
  };
}

async function versionNow(db: Db): Promise<number> {
  const [row] = await db.select({ version: sql<number>`coalesce(max(${catalogState.version}), 0)` }).from(catalogState);
  return Number(row?.version ?? 0);
}

/**
 * Every published product, and a catalog version the result is at least as new as (read first:
 * a product changed while the chunks are read shows its newer state, and the next change feed
 * from that version brings it again).
 */
export async function readPublishedProducts(
  db: Db,
  onChunk?: (loaded: number) => void,
): Promise<{ version: number; products: IndexedProduct[] }> {
  const version = await versionNow(db);
  const all: IndexedProduct[] = [];
  for (let after = 0; ; ) {
    const rows = (await db
      .select(columns)
      .from(products)
      .where(and(eq(products.status, 'published'), gt(products.id, after)))
      .orderBy(asc(products.id))
      .limit(CHUNK)) as Row[];
    for (const row of rows) all.push(toIndexed(row));
    onChunk?.(all.length);
    if (rows.length < CHUNK) break;
    after = rows.at(-1)!.id;
  }
  return { version, products: all };
}

export interface CatalogChanges {
  version: number;
  /** Products changed since the version asked for: their state now, or null when not published. */
  changed: Map<number, IndexedProduct | null>;
  /** More changed than is worth applying one by one: read everything again instead. */
  tooMany: boolean;
}

/**
 * The products changed after `since`: the ids and the version in one statement (one snapshot),
 * then those products as they are now, which may be newer still.
 */
export async function readChanges(db: Db, since: number, limit: number): Promise<CatalogChanges> {
  const [head] = await db
    .select({
      version: sql<number>`(select coalesce(max(version), 0) from ${catalogState})`,
      changed: sql<number[]>`array(select id from ${products} where catalog_version > ${since} order by id limit ${limit + 1})`,
      removed: sql<number[]>`array(select product_id from ${catalogRemovals} where catalog_version > ${since})`,
    })
    .from(sql`(select 1) as one`);
  const version = Number(head!.version);
  const changedIds = (head!.changed ?? []).map(Number);
  const changed = new Map<number, IndexedProduct | null>();
  if (changedIds.length > limit) return { version, changed, tooMany: true };
  for (const id of (head!.removed ?? []).map(Number)) changed.set(id, null);
  if (changedIds.length) {
    for (const id of changedIds) changed.set(id, null);
    const rows = (await db.select(columns).from(products).where(inArray(products.id, changedIds))) as Row[];
    for (const row of rows) changed.set(row.id, row.status === 'published' ? toIndexed(row) : null);
  }
  return { version, changed, tooMany: false };
}

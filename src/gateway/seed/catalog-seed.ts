/** Fills an empty catalog: trees, companies, products with packages, documents and pictures. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { slugify } from '../../contracts/urls.ts';
import type { Db } from '../db/client.ts';
import {
  applications,
  markets,
  packages,
  producers,
  productApplications,
  productDocuments,
  products,
  suppliers,
} from '../db/schema/catalog.ts';
import { bumpCatalogVersion } from '../catalog/index.ts';
import { catalogCompanyChanges, productPaths } from '../db/schema/publishing.ts';
import { transportClassifications } from '../db/schema/dangerous-goods.ts';
import { APPLICATIONS } from './data/applications.ts';
import { CHEMICALS } from './data/chemicals.ts';
import { PRODUCERS, SUPPLIERS } from './data/companies.ts';
import { MARKETS } from './data/markets.ts';
import type { CompanySpec, TreeNode } from './data/types.ts';
import { chemicalImageSvg, monogramSvg } from './images.ts';
import { chemicalImagePath, generateProduct } from './product-generator.ts';
import { createRandom } from './random.ts';

export interface SeedOptions {
  products: number;
  /** Where pictures are written (served at /media). */
  mediaDir: string;
  seed?: number;
  onProgress?: (done: number, total: number) => void;
}

const BATCH = 500;

export async function catalogIsEmpty(db: Db): Promise<boolean> {
  return (await db.$count(markets)) === 0;
}

/** Empties the catalog tables (and what hangs off them) so a new seed starts from ids 1. */
export async function clearCatalog(db: Db): Promise<void> {
  await db.execute(
    sql`truncate ${transportClassifications}, ${productDocuments}, ${productApplications}, ${packages}, ${products}, ${suppliers}, ${producers}, ${applications}, ${markets}, ${productPaths}, ${catalogCompanyChanges} restart identity cascade`,
  );
}

async function insertTree(db: Db, table: typeof markets | typeof applications, nodes: TreeNode[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const walk = async (level: TreeNode[], parentId: number | null, depth: number) => {
    const rows = await db
      .insert(table)
      .values(
        level.map((node, position) => ({
          parentId,
          slug: node.slug,
          name: node.name,
          description: node.description,
          level: depth,
          position,
        })),
      )
      .returning({ id: table.id, slug: table.slug });
    for (const row of rows) ids.set(row.slug, row.id);
    for (const node of level) if (node.children?.length) await walk(node.children, ids.get(node.slug)!, depth + 1);
  };
  await walk(nodes, null, 1);
  return ids;
}

function writeMedia(dir: string, file: string, svg: string) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, file), svg);
}

const logoPath = (kind: string, slug: string) => `/media/logos/${kind}/${slug}.svg`;

export async function seedCatalog(db: Db, options: SeedOptions): Promise<{ products: number }> {
  const random = createRandom(options.seed ?? 20_260_101);
  for (const chemical of CHEMICALS) {
    writeMedia(join(options.mediaDir, 'chemicals'), chemicalImagePath(chemical).split('/').pop()!, chemicalImageSvg(chemical));
  }
  const companyRows = (list: CompanySpec[], kind: string) =>
    list.map((c) => {
      const slug = slugify(c.name);
      writeMedia(join(options.mediaDir, 'logos', kind), `${slug}.svg`, monogramSvg(c.name));
      return { slug, name: c.name, country: c.country, city: c.city, about: c.about, founded: c.founded, logoUrl: logoPath(kind, slug) };
    });

  const seeded = await db.transaction(async (tx) => {
    const marketIds = await insertTree(tx, markets, MARKETS);
    const applicationIds = await insertTree(tx, applications, APPLICATIONS);
    const producerRows = await tx
      .insert(producers)
      .values(companyRows(PRODUCERS, 'producers').map((p, i) => ({ ...p, featured: i % 5 === 0 })))
      .returning({ id: producers.id, country: producers.country });
    const supplierRows = await tx
      .insert(suppliers)
      .values(companyRows(SUPPLIERS, 'suppliers').map((s) => ({ ...s, verified: random.chance(0.7) })))
      .returning({ id: suppliers.id, name: suppliers.name, city: suppliers.city, country: suppliers.country });

    const ctx = { random, chemicals: CHEMICALS, marketIds, applicationIds, producers: producerRows, suppliers: supplierRows };
    for (let start = 0; start < options.products; start += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, options.products - start) }, (_, i) => generateProduct(ctx, start + i));
      const ids = await tx
        .insert(products)
        .values(batch.map((p) => p.row))
        .returning({ id: products.id });
      const packageRows = batch.flatMap((p, i) => p.packages.map((pkg) => ({ ...pkg, productId: ids[i]!.id, currency: 'NGN' })));
      const documentRows = batch.flatMap((p, i) => p.documents.map((doc) => ({ ...doc, productId: ids[i]!.id })));
      const applicationRows = batch.flatMap((p, i) => p.applicationIds.map((applicationId) => ({ productId: ids[i]!.id, applicationId })));
      await tx.insert(packages).values(packageRows);
      await tx.insert(productDocuments).values(documentRows);
      await tx.insert(productApplications).values(applicationRows);
      await tx.insert(transportClassifications).values(batch.map((p, i) => ({ ...p.transport, productId: ids[i]!.id })));
      options.onProgress?.(start + batch.length, options.products);
    }
    await bumpCatalogVersion(tx);
    return { products: options.products };
  });
  // Fresh statistics for the planner, and the full-text index's pending list merged into the index
  // (bulk inserts park entries there, and every search reads the whole list until it is merged):
  // PGlite has no autovacuum, and PostgreSQL's would only come later.
  await db.execute(sql`vacuum analyze`);
  return seeded;
}

/** The seller's storefront list: its products filtered, sorted and paged, and how many are in each status. */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { pageOffset, type Page } from '../../contracts/paging.ts';
import type { ProductCounts, SellerProductRow } from '../../contracts/seller-products.ts';
import type { Db } from '../db/client.ts';
import { containsPattern } from '../db/escape-like.ts';
import { markets, packages, producers, productApplications, products, suppliers, type ProductStatus } from '../db/schema/catalog.ts';
import type { TreeService } from './catalog-tree.ts';
import { summaryColumns, toSummary } from './product-rows.ts';
import { storefrontOf } from './seller-storefront.ts';
import { latestSafetyDataSheets } from './seller-product-documents.ts';
import { productWarnings, readTransport } from '../dangerous-goods/index.ts';

export interface SellerProductQuery extends Page {
  producerId?: number | undefined;
  sortOrder: string;
  marketId?: number | undefined;
  search?: string | undefined;
  status?: ProductStatus | undefined;
  applicationId?: number | undefined;
}

function sortBy(order: string): SQL[] {
  switch (order) {
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    case 'oldest':
      return [asc(products.createdAt), asc(products.id)];
    case 'name':
      return [asc(products.name), asc(products.id)];
    case 'price-asc':
      return [sql`${products.priceFromMinor} asc nulls last`, asc(products.id)];
    case 'price-desc':
      return [sql`${products.priceFromMinor} desc nulls last`, asc(products.id)];
    default:
      return [desc(products.updatedAt), desc(products.id)];
  }
}

export function createSellerProductList(db: Db, trees: { markets: TreeService; applications: TreeService }, clock: () => Date) {
  return {
    /** GET get-products: the storefront's products, filtered, sorted and paged. */
    async list(companyId: string, query: SellerProductQuery): Promise<{ items: SellerProductRow[]; total: number }> {
      const supplierId = await storefrontOf(db, companyId);
      if (supplierId === null) return { items: [], total: 0 };
      const where: SQL[] = [eq(products.supplierId, supplierId)];
      if (query.status) where.push(eq(products.status, query.status));
      if (query.producerId !== undefined) where.push(eq(products.producerId, query.producerId));
      if (query.marketId !== undefined) where.push(inArray(products.marketId, (await trees.markets.tree()).descendantIds(query.marketId)));
      if (query.applicationId !== undefined) {
        const ids = (await trees.applications.tree()).descendantIds(query.applicationId);
        where.push(
          sql`exists (select 1 from ${productApplications} pa where pa.product_id = ${products.id} and pa.application_id in ${ids})`,
        );
      }
      if (query.search) {
        const text = containsPattern(query.search);
        where.push(
          or(ilike(products.name, text), ilike(products.casNumber, text), ilike(products.grade, text), ilike(products.synonymsText, text))!,
        );
      }
      const filter = and(...where);
      const [rows, total] = await Promise.all([
        db
          .select({
            ...summaryColumns,
            status: products.status,
            createdAt: products.createdAt,
            updatedAt: products.updatedAt,
            packageCount: sql<number>`(select count(*)::int from ${packages} where ${packages.productId} = ${products.id})`,
            stock: sql<number>`(select coalesce(sum(${packages.stock}), 0)::int from ${packages} where ${packages.productId} = ${products.id})`,
          })
          .from(products)
          .innerJoin(markets, eq(markets.id, products.marketId))
          .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
          .leftJoin(producers, eq(producers.id, products.producerId))
          .where(filter)
          .orderBy(...sortBy(query.sortOrder))
          .limit(query.pageSize)
          .offset(pageOffset(query)),
        db.$count(products, filter),
      ]);
      const ids = rows.map((r) => r.id);
      const [transport, sheets] = await Promise.all([readTransport(db, ids), latestSafetyDataSheets(db, ids)]);
      const now = clock();
      return {
        items: rows.map((row) => {
          const classified = transport.get(row.id)!;
          const packageDangerous = [...classified.packages.values()].some((t) => t.dangerous);
          const own = classified.product?.dangerous ?? null;
          const summary = toSummary(row);
          return {
            ...summary,
            status: row.status,
            dangerous: own === true || packageDangerous ? true : own,
            warnings: productWarnings(
              {
                dangerous: own,
                packageDangerous,
                latestSds: sheets.get(row.id) ?? null,
                casNumber: summary.casNumber,
                physicalForm: summary.physicalForm,
              },
              now,
            ),
            packageCount: Number(row.packageCount),
            stock: Number(row.stock),
            createdAt: row.createdAt.toISOString(),
            updatedAt: row.updatedAt.toISOString(),
          };
        }),
        total,
      };
    },

    /** GET get-productscount: how many products the storefront has in each status. */
    async counts(companyId: string): Promise<ProductCounts> {
      const counts: ProductCounts = { all: 0, draft: 0, published: 0, archived: 0 };
      const supplierId = await storefrontOf(db, companyId);
      if (supplierId === null) return counts;
      const rows = await db
        .select({ status: products.status, n: sql<number>`count(*)::int` })
        .from(products)
        .where(eq(products.supplierId, supplierId))
        .groupBy(products.status);
      for (const row of rows) {
        counts[row.status] = Number(row.n);
        counts.all += Number(row.n);
      }
      return counts;
    },
  };
}

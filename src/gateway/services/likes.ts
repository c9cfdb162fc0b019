/**
 * Likes of products and suppliers: pressing the button again takes the like back. Each answer
 * carries the caller's like and how many people like the thing, so the button shows both.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { SupplierSummary } from '../../contracts/companies.ts';
import type { Page } from '../../contracts/paging.ts';
import { pageOffset } from '../../contracts/paging.ts';
import type { ProductSummary } from '../../contracts/products.ts';
import type { LikeState } from '../../contracts/requests.ts';
import type { Db } from '../db/client.ts';
import { products, suppliers } from '../db/schema.ts';
import { productLikes, supplierLikes } from '../db/schema-commerce.ts';
import { HttpError } from '../errors.ts';
import { selectSummaries, toSummary } from './product-rows.ts';

const supplierColumns = {
  id: suppliers.id,
  slug: suppliers.slug,
  name: suppliers.name,
  country: suppliers.country,
  city: suppliers.city,
  logoUrl: suppliers.logoUrl,
  verified: suppliers.verified,
};

export function createLikes(db: Db) {
  async function productExists(productId: number) {
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.status, 'published')));
    if (!row) throw new HttpError(404, 'No such product.', { productId: ['No such product'] });
  }

  async function supplierExists(supplierId: number) {
    const [row] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, supplierId));
    if (!row) throw new HttpError(404, 'No such supplier.', { supplierId: ['No such supplier'] });
  }

  async function productState(userId: string | null, productId: number): Promise<LikeState> {
    const [count, mine] = await Promise.all([
      db.$count(productLikes, eq(productLikes.productId, productId)),
      userId ? db.$count(productLikes, and(eq(productLikes.productId, productId), eq(productLikes.userId, userId))) : 0,
    ]);
    return { liked: mine > 0, count };
  }

  async function supplierState(userId: string | null, supplierId: number): Promise<LikeState> {
    const [count, mine] = await Promise.all([
      db.$count(supplierLikes, eq(supplierLikes.supplierId, supplierId)),
      userId ? db.$count(supplierLikes, and(eq(supplierLikes.supplierId, supplierId), eq(supplierLikes.userId, userId))) : 0,
    ]);
    return { liked: mine > 0, count };
  }

  return {
    /** Likes the product, or takes the like back when there is one. */
    async toggleProduct(userId: string, productId: number): Promise<LikeState> {
      await productExists(productId);
      const removed = await db
        .delete(productLikes)
        .where(and(eq(productLikes.userId, userId), eq(productLikes.productId, productId)))
        .returning({ productId: productLikes.productId });
      if (!removed.length) await db.insert(productLikes).values({ userId, productId }).onConflictDoNothing();
      return productState(userId, productId);
    },

    async toggleSupplier(userId: string, supplierId: number): Promise<LikeState> {
      await supplierExists(supplierId);
      const removed = await db
        .delete(supplierLikes)
        .where(and(eq(supplierLikes.userId, userId), eq(supplierLikes.supplierId, supplierId)))
        .returning({ supplierId: supplierLikes.supplierId });
      if (!removed.length) await db.insert(supplierLikes).values({ userId, supplierId }).onConflictDoNothing();
      return supplierState(userId, supplierId);
    },

    /** For the button's first drawing; a visitor who is not signed in has liked nothing. */
    async status(userId: string | null, target: { productId?: number | undefined; supplierId?: number | undefined }): Promise<LikeState> {
      return target.productId !== undefined ? productState(userId, target.productId) : supplierState(userId, target.supplierId!);
    },

    /** The products the person liked that are still on sale, latest like first. */
    async likedProducts(userId: string, page: Page): Promise<{ items: ProductSummary[]; total: number }> {
      const where = and(eq(productLikes.userId, userId), eq(products.status, 'published'));
      const [rows, [total]] = await Promise.all([
        selectSummaries(db)
          .innerJoin(productLikes, eq(productLikes.productId, products.id))
          .where(where)
          .orderBy(desc(productLikes.createdAt), desc(products.id))
          .limit(page.pageSize)
          .offset(pageOffset(page)),
        db.select({ n: count() }).from(productLikes).innerJoin(products, eq(products.id, productLikes.productId)).where(where),
      ]);
      return { items: rows.map(toSummary), total: total ? Number(total.n) : 0 };
    },

    async likedSuppliers(userId: string, page: Page): Promise<{ items: SupplierSummary[]; total: number }> {
      const where = eq(supplierLikes.userId, userId);
      const [rows, total] = await Promise.all([
        db
          .select(supplierColumns)
          .from(supplierLikes)
          .innerJoin(suppliers, eq(suppliers.id, supplierLikes.supplierId))
          .where(where)
          .orderBy(desc(supplierLikes.createdAt), desc(suppliers.id))
          .limit(page.pageSize)
          .offset(pageOffset(page)),
        db.$count(supplierLikes, where),
      ]);
      return { items: rows, total };
    },
  };
}

export type Likes = ReturnType<typeof createLikes>;

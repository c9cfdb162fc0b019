/**
 * Likes of products, suppliers and producers: pressing the button again takes the like back, and a
 * caller that says which state it wants gets exactly that. Each answer carries the caller's like and
 * how many people like the thing, so the button shows both. The three kinds share one way of
 * working (`likesIn`); only what "exists" means and what a list shows differ.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { ProducerSummary, SupplierSummary } from '../../contracts/companies.ts';
import { type Page, pageOffset } from '../../contracts/paging.ts';
import type { ProductSummary } from '../../contracts/products.ts';
import type { LikeState, LikeTarget } from '../../contracts/requests.ts';
import type { Db } from '../db/client.ts';
import { producers, products, suppliers, producerLikes, productLikes, supplierLikes } from '../db/schema/catalog.ts';
import { HttpError } from '../platform/errors.ts';
import { selectSummaries, toSummary } from './product-rows.ts';

const companyColumns = <T extends typeof suppliers | typeof producers>(t: T) => ({
  id: t.id,
  slug: t.slug,
  name: t.name,
  country: t.country,
  city: t.city,
  logoUrl: t.logoUrl,
});

interface LikeTable<T extends PgTable> {
  table: T;
  userId: PgColumn;
  targetId: PgColumn;
  row: (userId: string, targetId: number) => PgInsertValue<T>;
  /** Refuses (404) a thing that cannot be liked. */
  exists: (targetId: number) => Promise<void>;
}

/** The like of one kind of thing: its state for a person, and changing it. */
function likesIn<T extends PgTable>(db: Db, kind: LikeTable<T>) {
  async function state(userId: string | null, targetId: number): Promise<LikeState> {
    const [people, mine] = await Promise.all([
      db.$count(kind.table, eq(kind.targetId, targetId)),
      userId ? db.$count(kind.table, and(eq(kind.targetId, targetId), eq(kind.userId, userId))) : 0,
    ]);
    return { liked: mine > 0, count: people };
  }

  return {
    state,
    /** Sets the like to `liked`; without it, likes, or takes the like back when there is one. */
    async change(userId: string, targetId: number, liked?: boolean): Promise<LikeState> {
      await kind.exists(targetId);
      const removed =
        liked === true
          ? []
          : await db
              .delete(kind.table)
              .where(and(eq(kind.userId, userId), eq(kind.targetId, targetId)))
              .returning({ targetId: kind.targetId });
      // A like pressed at once in two tabs is kept once: the primary key is (person, thing).
      if (liked === true || (liked === undefined && !removed.length))
        await db.insert(kind.table).values(kind.row(userId, targetId)).onConflictDoNothing();
      return state(userId, targetId);
    },
  };
}

export function createLikes(db: Db) {
  const notFound = (what: string, field: string) => new HttpError(404, `No such ${what}.`, { [field]: [`No such ${what}`] });

  const productLike = likesIn(db, {
    table: productLikes,
    userId: productLikes.userId,
    targetId: productLikes.productId,
    row: (userId, productId) => ({ userId, productId }),
    async exists(productId) {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.status, 'published')));
      if (!row) throw notFound('product', 'productId');
    },
  });

  const supplierLike = likesIn(db, {
    table: supplierLikes,
    userId: supplierLikes.userId,
    targetId: supplierLikes.supplierId,
    row: (userId, supplierId) => ({ userId, supplierId }),
    async exists(supplierId) {
      if (!(await db.$count(suppliers, eq(suppliers.id, supplierId)))) throw notFound('supplier', 'supplierId');
    },
  });

  const producerLike = likesIn(db, {
    table: producerLikes,
    userId: producerLikes.userId,
    targetId: producerLikes.producerId,
    row: (userId, producerId) => ({ userId, producerId }),
    async exists(producerId) {
      if (!(await db.$count(producers, eq(producers.id, producerId)))) throw notFound('producer', 'producerId');
    },
  });

  /**
   * A page of the suppliers or producers a person likes, latest like first: `query` selects them
   * joined to the likes (`id` is theirs, to order equal times).
   */
  async function likedCompanies<Q extends PgSelect>(
    query: Q,
    likes: typeof supplierLikes | typeof producerLikes,
    id: PgColumn,
    userId: string,
    page: Page,
  ) {
    const where = eq(likes.userId, userId);
    const [rows, total] = await Promise.all([
      query.where(where).orderBy(desc(likes.createdAt), desc(id)).limit(page.pageSize).offset(pageOffset(page)),
      db.$count(likes, where),
    ]);
    return { items: rows, total };
  }

  return {
    /** Likes the product (`liked` true), takes the like back (false), or toggles (absent). */
    likeProduct: productLike.change,
    likeSupplier: supplierLike.change,
    likeProducer: producerLike.change,

    /** For the button's first drawing; a visitor who is not signed in has liked nothing. */
    async status(userId: string | null, target: LikeTarget): Promise<LikeState> {
      if (target.productId !== undefined) return productLike.state(userId, target.productId);
      if (target.supplierId !== undefined) return supplierLike.state(userId, target.supplierId);
      return producerLike.state(userId, target.producerId!);
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

    likedSuppliers: (userId: string, page: Page): Promise<{ items: SupplierSummary[]; total: number }> =>
      likedCompanies(
        db
          .select({ ...companyColumns(suppliers), verified: suppliers.verified })
          .from(supplierLikes)
          .innerJoin(suppliers, eq(suppliers.id, supplierLikes.supplierId))
          .$dynamic(),
        supplierLikes,
        suppliers.id,
        userId,
        page,
      ),

    likedProducers: (userId: string, page: Page): Promise<{ items: ProducerSummary[]; total: number }> =>
      likedCompanies(
        db
          .select(companyColumns(producers))
          .from(producerLikes)
          .innerJoin(producers, eq(producers.id, producerLikes.producerId))
          .$dynamic(),
        producerLikes,
        producers.id,
        userId,
        page,
      ),
  };
}

export type Likes = ReturnType<typeof createLikes>;

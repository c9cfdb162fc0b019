/**
 * What the demo buyer keeps an eye on (a saved search; a liked supplier other than the demo
 * seller's, one of its products and a producer) and how often the demo seller's products were
 * viewed, per day, for the storefront's charts.
 */
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { producers, products, suppliers } from '../db/schema/catalog.ts';
import { DAYS, dayOffset } from './history-clock.ts';
import type { DemoHistory } from './history-context.ts';

export const DEMO_SAVED_SEARCH = { name: 'Glycerine offers', query: 'q=glycerine' };

/** The demo buyer's saved search and likes (the liked product's producer, or another when it has none). */
export async function seedSavedSearchAndLikes(history: DemoHistory): Promise<void> {
  const { db, services, clock, buyer, supplierId } = history;
  await clock.on(30, 9, () => services.savedSearches.create(buyer.userId, DEMO_SAVED_SEARCH));
  // Not product 3, its supplier nor its producer: the browser tests like those (tests/e2e/likes.spec.ts).
  const [likedByTests] = await db
    .select({ supplierId: products.supplierId, producerId: products.producerId })
    .from(products)
    .where(eq(products.id, 3));
  const [otherSupplier] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(ne(suppliers.id, supplierId), ne(suppliers.id, likedByTests?.supplierId ?? -1)))
    .orderBy(asc(suppliers.id))
    .offset(1)
    .limit(1);
  if (otherSupplier) {
    const [liked] = await db
      .select({ id: products.id, producerId: products.producerId })
      .from(products)
      .where(and(eq(products.supplierId, otherSupplier.id), eq(products.status, 'published'), ne(products.id, 3)))
      .orderBy(asc(products.id))
      .limit(1);
    // The liked product's producer first, else the first other one.
    const [likedProducer] = await db
      .select({ id: producers.id })
      .from(producers)
      .where(ne(producers.id, likedByTests?.producerId ?? -1))
      .orderBy(desc(eq(producers.id, liked?.producerId ?? -1)), asc(producers.id))
      .limit(1);
    await clock.on(28, 15, async () => {
      await services.likes.likeSupplier(buyer.userId, otherSupplier.id, true);
      if (liked) await services.likes.likeProduct(buyer.userId, liked.id, true);
      if (likedProducer) await services.likes.likeProducer(buyer.userId, likedProducer.id, true);
    });
  }
}

/**
 * Product views of the demo seller's products, per day, rising a little towards today: per-day
 * counters, inserted for the past days directly.
 */
export async function seedProductViews(history: DemoHistory): Promise<void> {
  const { db, random, supplierId } = history;
  const viewed = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.supplierId, supplierId), eq(products.status, 'published')))
    .orderBy(asc(products.id));
  const views: { productId: number; day: string; views: number }[] = [];
  for (const product of viewed) {
    const popularity = random.int(1, 6);
    for (let day = DAYS - 1; day >= 1; day--) {
      const n = Math.max(0, Math.round(popularity * (0.4 + (DAYS - day) / DAYS) * random.next() * 2 - 1));
      if (n > 0) views.push({ productId: product.id, day: dayOffset(-day), views: n });
    }
  }
  for (let i = 0; i < views.length; i += 2000) {
    const chunk = views.slice(i, i + 2000);
    await db.execute(sql`insert into product_views (product_id, day, views) values ${sql.join(
      chunk.map((v) => sql`(${v.productId}, ${v.day}::date, ${v.views})`),
      sql`, `,
    )}
      on conflict (product_id, day) do update set views = product_views.views + excluded.views`);
  }
}

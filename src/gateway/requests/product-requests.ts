/**
 * Product requests ("we could not find it"): a signed-in person asks the marketplace to source a
 * product it does not list. Each person sees their own.
 */
import { desc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { type Page, pageOffset } from '../../contracts/paging.ts';
import type { ProductRequest } from '../../contracts/requests.ts';
import type { Db } from '../db/client.ts';
import { productRequests } from '../db/schema/requests.ts';
import type { RateLimiter } from '../platform/rate-limiter.ts';

type Row = typeof productRequests.$inferSelect;

export interface NewProductRequest {
  productName: string;
  casNumber?: string | undefined;
  quantity: string;
  deliveryCountry: string;
  details: string;
}

/** Sourcing takes people's time: a handful a day is what a buyer really needs. */
export const PRODUCT_REQUEST_LIMIT = { limit: 10, windowSeconds: 24 * 3600 };

const view = (row: Row): ProductRequest => ({
  id: row.id,
  productName: row.productName,
  casNumber: row.casNumber,
  quantity: row.quantity,
  deliveryCountry: row.deliveryCountry,
  details: row.details,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

export function createProductRequests(db: Db, deps: { limiter: RateLimiter }) {
  return {
    async create(userId: string, input: NewProductRequest): Promise<ProductRequest> {
      await deps.limiter.enforce(
        `product-requests:user:${userId}`,
        PRODUCT_REQUEST_LIMIT,
        `You can send up to ${PRODUCT_REQUEST_LIMIT.limit} product requests a day. We are working on the ones you sent.`,
      );
      const [row] = await db
        .insert(productRequests)
        .values({
          id: uuidv7(),
          userId,
          productName: input.productName,
          casNumber: input.casNumber ?? null,
          quantity: input.quantity,
          deliveryCountry: input.deliveryCountry,
          details: input.details,
        })
        .returning();
      return view(row!);
    },

    async list(userId: string, page: Page) {
      const where = eq(productRequests.userId, userId);
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(productRequests)
          .where(where)
          .orderBy(desc(productRequests.createdAt), desc(productRequests.id))
          .limit(page.pageSize)
          .offset(pageOffset(page)),
        db.$count(productRequests, where),
      ]);
      return { items: rows.map(view), total };
    },
  };
}

export type ProductRequests = ReturnType<typeof createProductRequests>;

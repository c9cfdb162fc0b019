/**
 * Product requests in the operations console: buyers' requests for products the marketplace does
 * not list (open, oldest first, or closed), and the operator's answer, which tells the buyer and
 * moves the request to sourcing or closed. The console writes the audit entry around the answer,
 * in its transaction (operations/operations.ts).
 */
import { eq, ne, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { ProductRequestReviewItem } from '../../contracts/operations.ts';
import { type Page, pageOffset } from '../../contracts/paging.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { users } from '../db/schema/accounts.ts';
import { productRequestAnswers, productRequests } from '../db/schema/requests.ts';
import { HttpError, notFound } from '../platform/errors.ts';
import type { Mail } from '../platform/mail/mailer.ts';
import type { Notifications } from '../platform/notifications/notifications.ts';
import { tell } from '../platform/parties/parties.ts';

export interface ProductRequestReviewDeps {
  db: Db;
  notifications: Notifications;
  mail: Mail;
  siteUrl: string;
  clock: () => Date;
}

type Row = typeof productRequests.$inferSelect;

export function createProductRequestReview(deps: ProductRequestReviewDeps) {
  const { db } = deps;

  return {
    /** Requests not closed yet. */
    waitingCount: () => db.$count(productRequests, ne(productRequests.status, 'closed')),

    async list(state: 'waiting' | 'decided', page: Page): Promise<{ items: ProductRequestReviewItem[]; total: number }> {
      const rows = rowsOf<{
        id: string;
        status: ProductRequestReviewItem['status'];
        product_name: string;
        cas_number: string | null;
        quantity: string;
        delivery_country: string;
        details: string;
        answer: string | null;
        created_at: string | Date;
        customer_kind: 'company' | 'personal';
        customer_name: string;
        contact_name: string | null;
        contact_email: string | null;
        total: number;
      }>(
        await db.execute(sql`
          select r.id, r.status, r.product_name, r.cas_number, r.quantity, r.delivery_country, r.details, r.created_at,
            case when c.id is null then 'personal' else 'company' end as customer_kind,
            coalesce(c.name, u.full_name, 'A visitor') as customer_name, u.full_name as contact_name, u.email as contact_email,
            (select a.message from product_request_answers a where a.product_request_id = r.id order by a.created_at desc limit 1) as answer,
            count(*) over ()::int as total
          from product_requests r
          left join users u on u.id = r.user_id
          left join company_members m on m.user_id = u.id
          left join companies c on c.id = m.company_id
          where ${state === 'waiting' ? sql`r.status <> 'closed'` : sql`r.status = 'closed'`}
          order by r.created_at ${state === 'waiting' ? sql`asc` : sql`desc`}, r.id
          limit ${page.pageSize} offset ${pageOffset(page)}`),
      );
      return {
        items: rows.map((r) => ({
          id: r.id,
          status: r.status,
          productName: r.product_name,
          casNumber: r.cas_number,
          quantity: r.quantity,
          deliveryCountry: r.delivery_country,
          details: r.details,
          customer: { kind: r.customer_kind, name: r.customer_name, contactName: r.contact_name, contactEmail: r.contact_email },
          answer: r.answer,
          createdAt: new Date(r.created_at).toISOString(),
        })),
        total: rows[0]?.total ?? 0,
      };
    },

    /**
     * Answers a buyer's product request (in-app and by email) and moves it to sourcing or closed, in
     * the caller's transaction. Answers the request before and after, for the audit log.
     */
    async answer(
      tx: Db,
      operatorId: string,
      id: string,
      body: { message: string; status: 'sourcing' | 'closed' },
    ): Promise<{ before: Row; after: Row }> {
      const [before] = await tx.select().from(productRequests).where(eq(productRequests.id, id)).for('update');
      if (!before) throw notFound('No such product request.');
      if (before.status === 'closed') throw new HttpError(409, 'This request is already closed.');
      const [after] = await tx.update(productRequests).set({ status: body.status }).where(eq(productRequests.id, id)).returning();
      await tx.insert(productRequestAnswers).values({
        id: uuidv7(),
        productRequestId: id,
        operatorId,
        message: body.message,
        createdAt: deps.clock(),
      });
      if (before.userId) {
        const [person] = await tx.select({ userId: users.id, email: users.email }).from(users).where(eq(users.id, before.userId));
        if (person)
          await tell(tx, deps, [person], {
            kind: 'product-request.answered',
            title: `About your request for ${before.productName}`,
            body: body.message,
            link: '/request-product',
          });
      }
      return { before, after: after! };
    },
  };
}

export type ProductRequestReview = ReturnType<typeof createProductRequestReview>;

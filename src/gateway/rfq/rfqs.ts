/**
 * Requests for quotation, the buyer's side and the life of a request
 * (docs/decisions/041-requests-for-quotation.md):
 *
 *   open ──closing time (job, or read after it)──▶ closed ──award──▶ awarded
 *   open ──award──▶ awarded;   open ──cancel (buyer)──▶ cancelled
 *
 * Offers and declines are offers.ts; the comparison compare.ts; the award award.ts.
 */
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { type Page, pageOffset } from '../../contracts/paging.ts';
import { dayName } from '../../contracts/requests.ts';
import { buyerRfqLink, type Rfq, type RfqInput, type RfqStatusName, sellerRfqLink } from '../../contracts/rfq.ts';
import type { BuyerTrust } from '../commerce/index.ts';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema/catalog.ts';
import { rfqFiles, rfqLines, rfqOptOuts, rfqRecipients, rfqs } from '../db/schema/rfq.ts';
import { fieldError, HttpError } from '../platform/errors.ts';
import { unusedUploadsOf } from '../platform/files/uploads.ts';
import type { Mail } from '../platform/mail/mailer.ts';
import type { Notifications } from '../platform/notifications/notifications.ts';
import {
  buyerOf,
  buyerRecipients,
  type Caller,
  onBuyerSide,
  sellerRecipients,
  storefrontOf,
  supplierOfCompany,
  tell,
} from '../platform/parties/parties.ts';
import type { RateLimiter } from '../platform/rate-limiter.ts';
import type { TaxSettings } from '../taxes/index.ts';
import { recipientsOf, type SearchProducts } from './recipients.ts';
import { type RfqRow, rfqView, visibleRfq } from './rfq-views.ts';

export interface RfqDeps {
  notifications: Notifications;
  siteUrl: string;
  mail: Mail;
  log?: FastifyBaseLogger;
  limiter: RateLimiter;
  tax: TaxSettings;
  clock: () => Date;
  searchProducts: SearchProducts;
  /** Who may buy restricted dangerous goods (an award places orders as checkout does). */
  buyerTrust?: BuyerTrust;
}

/** New requests per person: each reaches up to 25 storefronts. */
export const NEW_RFQ_LIMIT = { limit: 10, windowSeconds: 3600 };
/** The furthest a request may close. */
const CLOSING_MAX_DAYS = 90;

export const whenName = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Lagos' }).format(at);

export function createRfqs(db: Db, deps: RfqDeps) {
  /** The buyer who asks, as they are now. */
  async function currentBuyer(caller: Caller) {
    const buyer = await buyerOf(db, caller.userId);
    if (!buyer) throw new HttpError(401, 'Your session has ended. Please sign in again.');
    return buyer;
  }

  /** Lines as stored: a catalog line takes the product's name, CAS number, grade and purity where left empty. */
  async function linesOf(input: RfqInput) {
    const ids = input.lines.flatMap((l) => (l.productId === undefined ? [] : [l.productId]));
    const found = ids.length
      ? await db
          .select({ id: products.id, name: products.name, casNumber: products.casNumber, grade: products.grade, purity: products.purity })
          .from(products)
          .where(and(inArray(products.id, ids), eq(products.status, 'published')))
      : [];
    return input.lines.map((line, index) => {
      const product = line.productId === undefined ? null : found.find((p) => p.id === line.productId);
      if (product === undefined) throw fieldError(`lines.${index}.productId`, 'No such product');
      const name = line.name || product?.name || '';
      if (!name) throw fieldError(`lines.${index}.name`, 'is required for a line without a product');
      return {
        position: index + 1,
        productId: product?.id ?? null,
        name,
        casNumber: line.casNumber ?? product?.casNumber ?? null,
        grade: line.grade || product?.grade || '',
        purity: line.purity || product?.purity || '',
        quantity: line.quantity,
        unit: line.unit,
        packaging: line.packaging,
      };
    });
  }

  return {
    async create(caller: Caller, input: RfqInput): Promise<Rfq> {
      const now = deps.clock();
      const closesAt = new Date(input.closesAt);
      if (closesAt <= now) throw fieldError('closesAt', 'must be in the future');
      if (closesAt.getTime() - now.getTime() > CLOSING_MAX_DAYS * 86_400_000)
        throw fieldError('closesAt', `must be within ${CLOSING_MAX_DAYS} days`);
      const lines = await linesOf(input);
      const buyer = await currentBuyer(caller);
      const { supplierIds, audience } = await recipientsOf(db, deps.searchProducts, input, await supplierOfCompany(db, caller.companyId));
      const attachments = await unusedUploadsOf(db, caller.userId, input.fileIds);
      if (attachments.length !== new Set(input.fileIds.map((id) => id.toLowerCase())).size)
        throw fieldError('fileIds', 'Attach files you uploaded yourself that are not used anywhere else');
      await deps.limiter.enforce(
        `rfq:user:${caller.userId}`,
        NEW_RFQ_LIMIT,
        'You sent many requests for quotation in the last hour. Please wait a while before sending more.',
      );
      return db.transaction(async (tx) => {
        const id = uuidv7();
        await tx.insert(rfqs).values({
          id,
          buyerUserId: caller.userId,
          buyerCompanyId: caller.companyId,
          buyerName: buyer.name,
          title: input.title,
          deliveryPlace: input.deliveryPlace,
          neededBy: input.neededBy,
          incoterm: input.incoterm,
          paymentTerms: input.paymentTerms,
          closesAt,
          sealed: input.sealed,
          audience,
          note: input.note,
        });
        await tx.insert(rfqLines).values(lines.map((l) => ({ id: uuidv7(), rfqId: id, ...l })));
        await tx.insert(rfqRecipients).values(supplierIds.map((supplierId) => ({ rfqId: id, supplierId })));
        if (attachments.length)
          await tx
            .insert(rfqFiles)
            .values(attachments.map((f) => ({ rfqId: id, fileId: f.id, kind: 'specification', name: f.originalName })));
        const who = buyer.companyName ? `${buyer.name} of ${buyer.companyName}` : buyer.name;
        for (const supplierId of supplierIds)
          await tell(tx, deps, await sellerRecipients(tx, supplierId), {
            kind: 'rfq.received',
            title: `Request for quotation: ${input.title}`,
            body: `${who} asks for prices for ${lines.length === 1 ? lines[0]!.name : `${lines.length} lines`}, ${input.incoterm} ${input.deliveryPlace}, needed by ${dayName(input.neededBy)}. Offers close ${whenName(closesAt)}.`,
            link: sellerRfqLink(id),
          });
        const [row] = await tx.select().from(rfqs).where(eq(rfqs.id, id));
        return rfqView(tx, row!, { side: 'buyer' }, now);
      });
    },

    async list(caller: Caller, side: 'buyer' | 'seller', page: Page & { status?: RfqStatusName | undefined }) {
      const now = deps.clock();
      const status = page.status ? eq(rfqs.status, page.status) : undefined;
      const viewer = side === 'buyer' ? ({ side } as const) : ({ side, supplierId: await storefrontOf(db, caller) } as const);
      const where =
        viewer.side === 'buyer'
          ? and(onBuyerSide(rfqs, caller), status)
          : and(
              sql`exists (select 1 from ${rfqRecipients} where ${rfqRecipients.rfqId} = ${rfqs.id} and ${rfqRecipients.supplierId} = ${viewer.supplierId})`,
              status,
            );
      const [rows, total] = await Promise.all([
        db.select().from(rfqs).where(where).orderBy(desc(rfqs.createdAt), desc(rfqs.id)).limit(page.pageSize).offset(pageOffset(page)),
        db.$count(rfqs, where),
      ]);
      const items: Rfq[] = [];
      for (const row of rows) items.push(await rfqView(db, row, viewer, now));
      return { items, total };
    },

    async get(caller: Caller, side: 'buyer' | 'seller', id: string): Promise<Rfq> {
      const { row, viewer } = await visibleRfq(db, caller, side, id);
      return rfqView(db, row, viewer, deps.clock());
    },

    async cancel(caller: Caller, id: string): Promise<Rfq> {
      const { row } = await visibleRfq(db, caller, 'buyer', id);
      return db.transaction(async (tx) => {
        const [changed] = await tx
          .update(rfqs)
          .set({ status: 'cancelled', closedAt: sql`now()` as unknown as Date, updatedAt: sql`now()` as unknown as Date })
          .where(and(eq(rfqs.id, row.id), eq(rfqs.status, 'open')))
          .returning();
        if (!changed) throw new HttpError(409, `This request is ${row.status}, so it cannot be cancelled.`);
        await tellRecipients(tx, changed, {
          kind: 'rfq.cancelled',
          title: `Request for quotation withdrawn: ${changed.title}`,
          body: `${changed.buyerName} no longer needs offers for this request.`,
        });
        return rfqView(tx, changed, { side: 'buyer' }, deps.clock());
      });
    },

    /** Closes requests whose closing time has passed and tells their buyers; the job runs it every minute. */
    async closeDue(): Promise<{ closed: number }> {
      const now = deps.clock();
      return db.transaction(async (tx) => {
        const closed = await tx
          .update(rfqs)
          .set({ status: 'closed', closedAt: now, updatedAt: now })
          .where(and(eq(rfqs.status, 'open'), lte(rfqs.closesAt, now)))
          .returning();
        for (const row of closed) {
          const offers = await tx.$count(rfqRecipients, and(eq(rfqRecipients.rfqId, row.id), eq(rfqRecipients.status, 'offered')));
          await tell(tx, deps, await buyerRecipients(tx, { userId: row.buyerUserId, companyId: row.buyerCompanyId }), {
            kind: 'rfq.closed',
            title: `Offers are in: ${row.title}`,
            body: `Your request for quotation closed with ${offers} ${offers === 1 ? 'offer' : 'offers'}. Compare them side by side and award the lines.`,
            link: buyerRfqLink(row.id),
          });
        }
        return { closed: closed.length };
      });
    },

    async preferences(caller: Caller): Promise<{ openRequests: boolean }> {
      const supplierId = await storefrontOf(db, caller);
      return { openRequests: (await db.$count(rfqOptOuts, eq(rfqOptOuts.supplierId, supplierId))) === 0 };
    },

    async setPreferences(caller: Caller, input: { openRequests: boolean }): Promise<{ openRequests: boolean }> {
      const supplierId = await storefrontOf(db, caller);
      if (input.openRequests) await db.delete(rfqOptOuts).where(eq(rfqOptOuts.supplierId, supplierId));
      else await db.insert(rfqOptOuts).values({ supplierId }).onConflictDoNothing();
      return input;
    },
  };

  /** Tells every storefront the request went to (in the caller's transaction). */
  async function tellRecipients(tx: Db, row: RfqRow, event: { kind: string; title: string; body: string }) {
    const recipients = await tx.select({ supplierId: rfqRecipients.supplierId }).from(rfqRecipients).where(eq(rfqRecipients.rfqId, row.id));
    for (const r of recipients) await tell(tx, deps, await sellerRecipients(tx, r.supplierId), { ...event, link: sellerRfqLink(row.id) });
  }
}

export type Rfqs = ReturnType<typeof createRfqs>;

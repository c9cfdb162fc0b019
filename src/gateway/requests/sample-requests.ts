/**
 * Sample requests. A buyer asks a storefront for a sample of a product; the seller approves or
 * declines it (with a note), then marks an approved one shipped (with a tracking note); the buyer
 * may cancel while it is pending.
 *
 *   pending ──approve──▶ approved ──ship──▶ shipped
 *   pending, approved ──decline──▶ declined;  pending ──cancel (buyer)──▶ cancelled
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { type Page, pageOffset } from '../../contracts/paging.ts';
import { buyerRequestLink, sellerRequestLink, type SampleRequest, type SampleStatusName } from '../../contracts/requests.ts';
import type { Db } from '../db/client.ts';
import { markets, products, suppliers } from '../db/schema/catalog.ts';
import { companies } from '../db/schema/companies.ts';
import { sampleRequests } from '../db/schema/requests.ts';
import { HttpError } from '../platform/errors.ts';
import { buyerRecipients, sellerRecipients, tell } from '../platform/parties/parties.ts';
import {
  cannotBe,
  checkId,
  countNewRequest,
  currentBuyer,
  guardedChange,
  onBuyerSide,
  productNameOf,
  refColumns,
  refJoins,
  refsOf,
  requestableProduct,
  requesterName,
  requestParties,
  type Side,
  sideWhere,
  type Caller,
  type RequestDeps,
} from './request-parties.ts';

type Row = typeof sampleRequests.$inferSelect;

const NOUN = 'sample request';

export interface NewSampleRequest {
  productId: number;
  quantity: string;
  purpose: string;
  deliveryAddress: string;
}

/** Seller decisions: the states each starts from, what it sets, and how the buyer hears of it. */
const SELLER_STEPS = {
  approve: { from: ['pending'], to: 'approved', done: 'approved', title: (p: string) => `Your sample of ${p} was approved` },
  decline: {
    from: ['pending', 'approved'],
    to: 'declined',
    done: 'declined',
    title: (p: string) => `Your sample request for ${p} was declined`,
  },
  ship: { from: ['approved'], to: 'shipped', done: 'shipped', title: (p: string) => `Your sample of ${p} is on its way` },
} as const satisfies Record<string, { from: SampleStatusName[]; to: SampleStatusName; done: string; title: (p: string) => string }>;
export type SampleStep = keyof typeof SELLER_STEPS;

export function createSampleRequests(db: Db, deps: RequestDeps) {
  const joins = refJoins(sampleRequests);
  const select = (handle: Db, where: SQL | undefined) =>
    handle
      .select({ row: sampleRequests, ...refColumns })
      .from(sampleRequests)
      .innerJoin(products, joins.product)
      .innerJoin(markets, joins.market)
      .innerJoin(suppliers, joins.supplier)
      .leftJoin(companies, joins.company)
      .where(where);
  type Selected = Awaited<ReturnType<typeof select>>[number];

  function view({ row, ...ref }: Selected, side: Side): SampleRequest {
    const actions =
      side === 'buyer'
        ? row.status === 'pending'
          ? ['cancel']
          : []
        : (Object.keys(SELLER_STEPS) as SampleStep[]).filter((step) => (SELLER_STEPS[step].from as readonly string[]).includes(row.status));
    return {
      id: row.id,
      status: row.status,
      ...refsOf(ref, row.supplierId, row.buyerName),
      quantity: row.quantity,
      purpose: row.purpose,
      deliveryAddress: row.deliveryAddress,
      sellerNote: row.sellerNote,
      trackingNote: row.trackingNote,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      actions,
    };
  }

  async function one(handle: Db, id: string, side: Side, where: SQL): Promise<SampleRequest> {
    const [row] = await select(handle, and(eq(sampleRequests.id, id), where));
    if (!row) throw new HttpError(404, `No such ${NOUN}.`);
    return view(row, side);
  }

  async function change(
    handle: Db,
    id: string,
    where: SQL,
    from: readonly SampleStatusName[],
    set: Partial<Row>,
    action: string,
  ): Promise<Row> {
    return guardedChange(
      () =>
        handle
          .update(sampleRequests)
          .set({ ...set, updatedAt: sql`now()` as unknown as Date })
          .where(and(eq(sampleRequests.id, id), where, inArray(sampleRequests.status, [...from])))
          .returning(),
      () =>
        handle
          .select({ status: sampleRequests.status })
          .from(sampleRequests)
          .where(and(eq(sampleRequests.id, id), where)),
      cannotBe(NOUN, action),
      NOUN,
    );
  }

  return {
    async request(caller: Caller, input: NewSampleRequest): Promise<SampleRequest> {
      const product = await requestableProduct(db, input.productId, caller);
      await countNewRequest(deps.limiter, caller.userId);
      const buyer = await currentBuyer(db, caller);
      return db.transaction(async (handle) => {
        const id = uuidv7();
        await handle.insert(sampleRequests).values({
          id,
          ...requestParties(caller, buyer, product),
          quantity: input.quantity,
          purpose: input.purpose,
          deliveryAddress: input.deliveryAddress,
        });
        const who = requesterName(buyer);
        await tell(handle, deps, await sellerRecipients(handle, product.supplierId), {
          kind: 'sample.requested',
          title: `Sample request: ${product.name}`,
          body: `${who} asks for a sample of ${input.quantity}${input.purpose ? ` (${input.purpose})` : ''}. Approve or decline it.`,
          link: sellerRequestLink('samples', id),
        });
        return one(handle, id, 'buyer', onBuyerSide(sampleRequests, caller));
      });
    },

    async list(caller: Caller, side: Side, page: Page & { status?: SampleStatusName | undefined }) {
      const where = and(
        await sideWhere(db, sampleRequests, caller, side),
        page.status ? eq(sampleRequests.status, page.status) : undefined,
      );
      const [rows, total] = await Promise.all([
        select(db, where).orderBy(desc(sampleRequests.createdAt), desc(sampleRequests.id)).limit(page.pageSize).offset(pageOffset(page)),
        db.$count(sampleRequests, where),
      ]);
      return { items: rows.map((r) => view(r, side)), total };
    },

    async get(caller: Caller, side: Side, id: string): Promise<SampleRequest> {
      return one(db, checkId(id, NOUN), side, await sideWhere(db, sampleRequests, caller, side));
    },

    /** approve / decline (note optional) and ship (tracking note) by the seller; the buyer is told. */
    async decide(caller: Caller, id: string, step: SampleStep, note: string): Promise<SampleRequest> {
      const requestId = checkId(id, NOUN);
      const where = await sideWhere(db, sampleRequests, caller, 'seller');
      const rule = SELLER_STEPS[step];
      const set: Partial<Row> = step === 'ship' ? { status: rule.to, trackingNote: note } : { status: rule.to, sellerNote: note || null };
      return db.transaction(async (handle) => {
        const row = await change(handle, requestId, where, rule.from, set, rule.done);
        const said = step === 'ship' ? `Tracking: ${note}` : note ? `The seller says: ${note}` : '';
        await tell(handle, deps, await buyerRecipients(handle, { userId: row.buyerUserId, companyId: row.buyerCompanyId }), {
          kind: `sample.${rule.to}`,
          title: rule.title(await productNameOf(handle, row.productId)),
          body: [`Sample of ${row.quantity}.`, said].filter(Boolean).join(' '),
          link: buyerRequestLink('samples', requestId),
        });
        return one(handle, requestId, 'seller', where);
      });
    },

    async cancel(caller: Caller, id: string): Promise<SampleRequest> {
      const requestId = checkId(id, NOUN);
      const where = onBuyerSide(sampleRequests, caller);
      return db.transaction(async (handle) => {
        const row = await change(handle, requestId, where, ['pending'], { status: 'cancelled' }, 'cancelled');
        await tell(handle, deps, await sellerRecipients(handle, row.supplierId), {
          kind: 'sample.cancelled',
          title: `Sample request withdrawn: ${await productNameOf(handle, row.productId)}`,
          body: `${row.buyerName} no longer needs the sample of ${row.quantity}.`,
          link: sellerRequestLink('samples', requestId),
        });
        return one(handle, requestId, 'buyer', where);
      });
    },
  };
}

export type SampleRequests = ReturnType<typeof createSampleRequests>;

/**
 * The award: all of a request to one storefront, or line by line. In one transaction each
 * storefront's awarded lines become one order at the offered prices (or one per delivery when the
 * buyer splits them: goods that may not travel together), placed as an accepted quote's order is
 * (commerce's placeOrders: stock reserved, VAT and the offer's delivery line, the seller told, the
 * dangerous goods checked), the storefronts not chosen are told, and the request is awarded.
 * Refused, with nothing changed, when an offer's last valid day has passed, a line was not offered
 * by the storefront named, the request is sealed and still open, or it was awarded or cancelled
 * already; goods that may not travel together, or restricted goods, as at checkout.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { EndUseDeclaration } from '../../contracts/commerce.ts';
import { dayName, marketToday } from '../../contracts/requests.ts';
import { type AwardBody, type Rfq, sellerRfqLink } from '../../contracts/rfq.ts';
import { addressSnapshot, findAddress, placeOrders } from '../commerce/index.ts';
import type { Db } from '../db/client.ts';
import { orderLines } from '../db/schema/commerce.ts';
import { rfqAwards, rfqRecipients, rfqs } from '../db/schema/rfq.ts';
import { fieldError, HttpError } from '../platform/errors.ts';
import { buyerOf, type Caller, sellerRecipients, tell } from '../platform/parties/parties.ts';
import { offerDelivery } from './compare.ts';
import { tellInThread } from './rfq-thread.ts';
import type { RfqDeps } from './rfqs.ts';
import { whenName } from './rfqs.ts';
import { linesOf, offersOf, pricesHidden, rfqView, visibleRfq } from './rfq-views.ts';

type AwardInput = Required<Pick<AwardBody, 'shippingAddressId' | 'paymentMethod'>> & {
  supplierId?: number | undefined;
  lines: { lineId: string; supplierId: number }[];
  /** A storefront's awarded packages split into several deliveries (one order each). */
  delivery?: { supplierId: number; packageIds?: number[] | undefined }[] | undefined;
  endUse?: EndUseDeclaration | undefined;
};

export function createRfqAward(db: Db, deps: RfqDeps) {
  return {
    async award(caller: Caller, id: string, input: AwardInput): Promise<{ rfq: Rfq; orderIds: string[] }> {
      const { row: seen, viewer } = await visibleRfq(db, caller, 'buyer', id);
      const buyer = await buyerOf(db, caller.userId);
      if (!buyer) throw new HttpError(401, 'Your session has ended. Please sign in again.');
      const now = deps.clock();
      const today = marketToday(now);
      return db.transaction(async (tx) => {
        // Locked: an offer, a decline, the closing job and a second award wait for this one.
        const [row] = await tx.select().from(rfqs).where(eq(rfqs.id, seen.id)).for('update');
        if (!row || (row.status !== 'open' && row.status !== 'closed'))
          throw new HttpError(409, `This request is ${row?.status ?? 'gone'}, so it cannot be awarded.`);
        if (pricesHidden(row, viewer, now))
          throw new HttpError(409, `This request is sealed until ${whenName(row.closesAt)}: award it once the offers open.`);
        const lines = await linesOf(tx, row.id);
        const offers = await offersOf(tx, row.id, { currentOnly: true, hidePrices: false, today });
        const offerOf = (supplierId: number) => offers.find((o) => o.supplier.id === supplierId);

        // Which storefront gets which line.
        const picks: { lineId: string; supplierId: number }[] = [];
        if (input.supplierId !== undefined) {
          const offer = offerOf(input.supplierId);
          if (!offer) throw fieldError('supplierId', 'has made no offer on this request');
          for (const l of offer.lines) picks.push({ lineId: l.lineId, supplierId: input.supplierId });
        } else {
          const seenLines = new Set<string>();
          input.lines.forEach((pick, index) => {
            const lineId = pick.lineId.toLowerCase();
            if (!lines.some((l) => l.id === lineId)) throw fieldError(`lines.${index}.lineId`, 'is not a line of this request');
            if (seenLines.has(lineId)) throw fieldError(`lines.${index}.lineId`, 'appears more than once');
            seenLines.add(lineId);
            if (!offerOf(pick.supplierId)?.lines.some((l) => l.lineId === lineId))
              throw fieldError(`lines.${index}.supplierId`, 'did not offer this line');
            picks.push({ lineId, supplierId: pick.supplierId });
          });
        }
        const winners = [...new Set(picks.map((p) => p.supplierId))].sort((a, b) => a - b);
        for (const supplierId of winners) {
          const offer = offerOf(supplierId)!;
          if (offer.expired)
            throw new HttpError(
              409,
              `The offer of ${offer.supplier.name} expired on ${dayName(offer.validUntil)}: nothing was awarded. Ask for a new revision, or award the lines elsewhere.`,
            );
        }

        const address = await findAddress(tx, caller, input.shippingAddressId);
        if (!address) throw fieldError('shippingAddressId', 'No such shipping address; choose one of yours');
        // One placement for every storefront's lines, so the dangerous goods' checks and a split's
        // `delivery` read as at checkout; each storefront's order carries its offer's delivery line.
        const chosen = winners.flatMap((supplierId) => {
          const offer = offerOf(supplierId)!;
          return picks
            .filter((p) => p.supplierId === supplierId)
            .map((p) => ({ ...p, line: offer.lines.find((l) => l.lineId === p.lineId)! }));
        });
        const orderIds = await placeOrders(
          tx,
          {
            buyer: { userId: caller.userId, companyId: caller.companyId, name: buyer.name, email: buyer.email },
            lines: chosen.map(({ line }) => ({ packageId: line.packageId, quantity: line.packages, unitPriceMinor: line.unitPriceMinor! })),
            address: addressSnapshot(address),
            paymentMethod: input.paymentMethod,
            checkoutId: null,
            quoteId: null,
            quoteDelivery: new Map(winners.map((id) => [id, offerDelivery(offerOf(id)!, row.deliveryPlace)])),
            delivery: input.delivery,
            endUse: input.endUse,
          },
          deps,
        );
        const orderOf = new Map(
          (
            await tx
              .select({ orderId: orderLines.orderId, packageId: orderLines.packageId })
              .from(orderLines)
              .where(inArray(orderLines.orderId, orderIds))
          ).map((l) => [l.packageId, l.orderId]),
        );
        for (const supplierId of winners) {
          const offer = offerOf(supplierId)!;
          const mine = chosen.filter((p) => p.supplierId === supplierId);
          await tx.insert(rfqAwards).values(
            mine.map((p) => ({
              rfqId: row.id,
              lineId: p.lineId,
              supplierId,
              offerId: offer.id,
              orderId: orderOf.get(p.line.packageId)!,
            })),
          );
          await tellInThread(
            tx,
            row,
            supplierId,
            `${row.buyerName} awarded ${mine.length === lines.length ? 'the whole request' : `${mine.length} of ${lines.length} lines`} to ${offer.supplier.name}: the order is placed at the offered prices.`,
            now,
          );
          await tx
            .update(rfqRecipients)
            .set({ status: 'awarded' })
            .where(and(eq(rfqRecipients.rfqId, row.id), eq(rfqRecipients.supplierId, supplierId)));
        }
        const offeredBefore = await tx
          .select({ supplierId: rfqRecipients.supplierId })
          .from(rfqRecipients)
          .where(and(eq(rfqRecipients.rfqId, row.id), eq(rfqRecipients.status, 'offered')));
        for (const other of offeredBefore)
          await tellInThread(
            tx,
            row,
            other.supplierId,
            `${row.buyerName} awarded this request to other storefronts. Thank you for your offer.`,
            now,
          );
        const others = await tx
          .update(rfqRecipients)
          .set({ status: 'not-awarded' })
          .where(
            and(
              eq(rfqRecipients.rfqId, row.id),
              inArray(rfqRecipients.status, ['invited', 'offered']),
              ne(rfqRecipients.status, 'declined'),
            ),
          )
          .returning({ supplierId: rfqRecipients.supplierId, status: rfqRecipients.status });
        for (const other of others)
          await tell(tx, deps, await sellerRecipients(tx, other.supplierId), {
            kind: 'rfq.not-awarded',
            title: `Not awarded: ${row.title}`,
            body: `${row.buyerName} awarded this request to ${winners.length === 1 ? 'another storefront' : 'other storefronts'}. Thank you for your offer.`,
            link: sellerRfqLink(row.id),
          });
        const [awarded] = await tx
          .update(rfqs)
          .set({ status: 'awarded', closedAt: row.closedAt ?? now, updatedAt: now })
          .where(eq(rfqs.id, row.id))
          .returning();
        return { rfq: await rfqView(tx, awarded!, viewer, now), orderIds };
      });
    },
  };
}

export type RfqAward = ReturnType<typeof createRfqAward>;

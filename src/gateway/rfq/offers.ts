/**
 * A storefront's side of a request for quotation: its offer per line (each sending a new revision,
 * the earlier ones kept and marked superseded), a decline with a reason, and its own offers. Refused
 * with 409 once the request has closed; a storefront never reads another's offer (404).
 */
import { and, eq, inArray, max } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { minPackages } from '../../contracts/commerce.ts';
import { formatMoney } from '../../contracts/money.ts';
import { dayName, marketToday } from '../../contracts/requests.ts';
import { buyerRfqLink, type Offer, type OfferInput, type Rfq } from '../../contracts/rfq.ts';
import type { Db } from '../db/client.ts';
import { packages, products, suppliers } from '../db/schema/catalog.ts';
import { rfqFiles, rfqOfferLines, rfqOffers, rfqRecipients, rfqs } from '../db/schema/rfq.ts';
import { fieldError, HttpError, notFound } from '../platform/errors.ts';
import { unusedUploadsOf } from '../platform/files/uploads.ts';
import { buyerRecipients, type Caller, storefrontOf, tell } from '../platform/parties/parties.ts';
import { tellInThread } from './rfq-thread.ts';
import type { RfqDeps } from './rfqs.ts';
import { whenName } from './rfqs.ts';
import { linesOf, offersOf, type RfqRow, rfqView, takesOffers, visibleRfq } from './rfq-views.ts';

/** The request locked against closing and awarding while an offer or decline is written; 409 when it takes no more offers. */
async function lockedOpen(tx: Db, row: RfqRow, now: Date): Promise<RfqRow> {
  const [locked] = await tx.select().from(rfqs).where(eq(rfqs.id, row.id)).for('share');
  if (!locked || !takesOffers(locked, now)) {
    const status = locked?.status ?? row.status;
    throw new HttpError(
      409,
      status === 'open' || status === 'closed'
        ? `This request closed on ${whenName(locked?.closesAt ?? row.closesAt)}: it takes no more offers.`
        : `This request is ${status}: it takes no more offers.`,
    );
  }
  return locked;
}

export function createRfqOffers(db: Db, deps: RfqDeps) {
  /** Files for the offer: uploads of the person's that nothing uses, or those the storefront's earlier revisions carried. */
  async function offerFiles(tx: Db, caller: Caller, rfqId: string, supplierId: number, input: OfferInput) {
    const ids = [...new Set(input.documents.map((d) => d.fileId.toLowerCase()))];
    if (!ids.length) return [];
    const earlier = await tx
      .select({ id: rfqFiles.fileId, originalName: rfqFiles.name })
      .from(rfqFiles)
      .innerJoin(rfqOffers, eq(rfqOffers.id, rfqFiles.offerId))
      .where(and(eq(rfqFiles.rfqId, rfqId), eq(rfqOffers.supplierId, supplierId), inArray(rfqFiles.fileId, ids)));
    const fresh = await unusedUploadsOf(tx, caller.userId, ids);
    const found = new Map([...earlier, ...fresh].map((f) => [f.id, f.originalName]));
    if (ids.some((id) => !found.has(id)))
      throw fieldError('documents', 'Attach files you uploaded yourself that are not used anywhere else');
    return ids.map((id) => ({ fileId: id, name: found.get(id)!, kind: input.documents.find((d) => d.fileId.toLowerCase() === id)!.kind }));
  }

  return {
    async offer(caller: Caller, id: string, input: OfferInput): Promise<Rfq> {
      const { row, viewer } = await visibleRfq(db, caller, 'seller', id);
      const supplierId = (viewer as { supplierId: number }).supplierId;
      const lines = await linesOf(db, row.id);
      const seen = new Set<string>();
      input.lines.forEach((line, index) => {
        const key = line.lineId.toLowerCase();
        if (!lines.some((l) => l.id === key)) throw fieldError(`lines.${index}.lineId`, 'is not a line of this request');
        if (seen.has(key)) throw fieldError(`lines.${index}.lineId`, 'appears more than once');
        seen.add(key);
      });
      const packageIds = input.lines.map((l) => l.packageId);
      const own = await db
        .select({
          id: packages.id,
          currency: packages.currency,
          size: packages.size,
          unit: packages.unit,
          moq: products.moq,
          moqUnit: products.moqUnit,
        })
        .from(packages)
        .innerJoin(products, eq(products.id, packages.productId))
        .where(and(inArray(packages.id, packageIds), eq(products.supplierId, supplierId), eq(products.status, 'published')));
      input.lines.forEach((line, index) => {
        // One order line per package: two lines answered with one package would be refused at the award.
        if (input.lines.findIndex((l) => l.packageId === line.packageId) !== index)
          throw fieldError(`lines.${index}.packageId`, 'answers another line already: offer each line with its own package');
        const pack = own.find((p) => p.id === line.packageId);
        if (!pack) throw fieldError(`lines.${index}.packageId`, 'must be a package of a published product of your storefront');
        if (pack.currency !== row.currency) throw fieldError(`lines.${index}.packageId`, `must be priced in ${row.currency}`);
        // An awarded line becomes an order line, which must reach the product's minimum order: say so now, not at the award.
        const minimum = minPackages({ moq: Number(pack.moq), moqUnit: pack.moqUnit }, { size: Number(pack.size), unit: pack.unit });
        if (line.packages < minimum)
          throw fieldError(`lines.${index}.packages`, `must be at least ${minimum}, the minimum order of this package`);
      });
      const now = deps.clock();
      return db.transaction(async (tx) => {
        const locked = await lockedOpen(tx, row, now);
        const [recipient] = await tx
          .select()
          .from(rfqRecipients)
          .where(and(eq(rfqRecipients.rfqId, row.id), eq(rfqRecipients.supplierId, supplierId)))
          .for('update');
        if (recipient?.status === 'declined') throw new HttpError(409, 'Your storefront declined this request.');
        const documents = await offerFiles(tx, caller, row.id, supplierId, input);
        const [last] = await tx
          .select({ revision: max(rfqOffers.revision) })
          .from(rfqOffers)
          .where(and(eq(rfqOffers.rfqId, row.id), eq(rfqOffers.supplierId, supplierId)));
        const revision = (last?.revision ?? 0) + 1;
        await tx
          .update(rfqOffers)
          .set({ superseded: true })
          .where(and(eq(rfqOffers.rfqId, row.id), eq(rfqOffers.supplierId, supplierId), eq(rfqOffers.superseded, false)));
        const offerId = uuidv7();
        await tx.insert(rfqOffers).values({
          id: offerId,
          rfqId: row.id,
          supplierId,
          revision,
          authorUserId: caller.userId,
          incoterm: input.incoterm,
          paymentTerms: input.paymentTerms,
          validUntil: input.validUntil,
          deliveryMinor: input.deliveryMinor,
          deliveryLabel: input.deliveryMinor === null ? null : input.deliveryLabel || `Delivery to ${row.deliveryPlace}`,
          note: input.note,
        });
        await tx.insert(rfqOfferLines).values(input.lines.map((l) => ({ offerId, ...l, lineId: l.lineId.toLowerCase() })));
        if (documents.length) await tx.insert(rfqFiles).values(documents.map((d) => ({ rfqId: row.id, offerId, ...d })));
        await tx
          .update(rfqRecipients)
          .set({ status: 'offered', respondedAt: now })
          .where(and(eq(rfqRecipients.rfqId, row.id), eq(rfqRecipients.supplierId, supplierId)));
        const [offer] = await offersOf(tx, row.id, { supplierId, currentOnly: true, hidePrices: locked.sealed, today: marketToday(now) });
        const total = offer!.lines.reduce((sum, l) => sum + (l.lineTotalMinor ?? 0), 0);
        await tellInThread(
          tx,
          locked,
          supplierId,
          `${offer!.supplier.name} ${revision === 1 ? 'sent an offer' : `sent revision ${revision} of its offer`} for ${input.lines.length} of ${lines.length} lines, valid until ${dayName(input.validUntil)}.`,
          now,
        );
        await tell(tx, deps, await buyerRecipients(tx, { userId: locked.buyerUserId, companyId: locked.buyerCompanyId }), {
          kind: 'rfq.offer',
          title: `${revision === 1 ? 'New offer' : 'Revised offer'} from ${offer!.supplier.name}: ${locked.title}`,
          body: locked.sealed
            ? `${offer!.supplier.name} answered ${input.lines.length} of ${lines.length} lines. The request is sealed: prices show once it closes on ${whenName(locked.closesAt)}.`
            : `${offer!.supplier.name} offers ${input.lines.length} of ${lines.length} lines for ${formatMoney(total, row.currency)} before VAT, valid until ${dayName(input.validUntil)}.`,
          link: buyerRfqLink(row.id),
        });
        return rfqView(tx, locked, viewer, now);
      });
    },

    async decline(caller: Caller, id: string, reason: string): Promise<Rfq> {
      const { row, viewer } = await visibleRfq(db, caller, 'seller', id);
      const supplierId = (viewer as { supplierId: number }).supplierId;
      const now = deps.clock();
      return db.transaction(async (tx) => {
        const locked = await lockedOpen(tx, row, now);
        const [changed] = await tx
          .update(rfqRecipients)
          .set({ status: 'declined', declineReason: reason, respondedAt: now })
          .where(and(eq(rfqRecipients.rfqId, row.id), eq(rfqRecipients.supplierId, supplierId), eq(rfqRecipients.status, 'invited')))
          .returning();
        if (!changed)
          throw new HttpError(409, 'Your storefront has answered this request already; send a new revision of your offer instead.');
        const [name] = await tx.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, supplierId));
        await tellInThread(tx, locked, supplierId, `${name?.name ?? 'The storefront'} declined this request: ${reason}`, now);
        await tell(tx, deps, await buyerRecipients(tx, { userId: locked.buyerUserId, companyId: locked.buyerCompanyId }), {
          kind: 'rfq.declined',
          title: `${name?.name ?? 'A storefront'} declined: ${locked.title}`,
          body: `The reason given: ${reason}`,
          link: buyerRfqLink(row.id),
        });
        return rfqView(tx, locked, viewer, now);
      });
    },

    /** One of the storefront's own offers (any revision); another storefront's answers 404. */
    async offerOf(caller: Caller, offerId: string): Promise<Offer> {
      const supplierId = await storefrontOf(db, caller);
      if (!/^[0-9a-f-]{36}$/i.test(offerId)) throw notFound('No such offer.');
      const [row] = await db
        .select({ rfqId: rfqOffers.rfqId })
        .from(rfqOffers)
        .where(and(eq(rfqOffers.id, offerId.toLowerCase()), eq(rfqOffers.supplierId, supplierId)));
      if (!row) throw notFound('No such offer.');
      const offers = await offersOf(db, row.rfqId, { supplierId, hidePrices: false, today: marketToday(deps.clock()) });
      return offers.find((o) => o.id === offerId.toLowerCase())!;
    },
  };
}

export type RfqOffers = ReturnType<typeof createRfqOffers>;

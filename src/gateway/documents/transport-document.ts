/**
 * The dangerous goods transport document of a shipment (UN Model Regulations 5.4.1, ADR 5.4.1;
 * docs/decisions/038-dangerous-goods.md), issued by the seller in the transaction that ships the
 * order when one of its lines is classified dangerous: the classification each line was sold with
 * (order_lines.transport, the package's own or else the product's when the order was placed;
 * docs/decisions/040-dangerous-goods-in-orders.md), so the goods ship as the buyer bought them and as
 * checkout kept them apart. Everything it prints is frozen in its content, so the PDF comes out the
 * same however the product is classified later.
 */
import { asc, eq } from 'drizzle-orm';
import { orderNumber } from '../../contracts/commerce.ts';
import type { TransportDocumentContent, TransportDocumentLine, TransportOtherLine } from '../../contracts/documents.ts';
import type { TransportClassification } from '../../contracts/dangerous-goods.ts';
import { LIST_NAME, shippingNameWithTechnicalName } from '../dangerous-goods/index.ts';
import type { Db } from '../db/client.ts';
import { packages, products } from '../db/schema/catalog.ts';
import { type AddressSnapshot, orderLines, type orders } from '../db/schema/commerce.ts';
import { companies } from '../db/schema/companies.ts';
import type { JobQueue } from '../platform/jobs/queue.ts';
import { buyerParty, sellerParty } from './document-parties.ts';
import { writeDocument } from './issued-document.ts';
import { sellerIssuer } from './numbering.ts';
import type { TransportDocumentRef } from './ports.ts';

type OrderRow = typeof orders.$inferSelect;

/** An order line as the transport document needs it: what ships, in which package, and what the product is. */
export interface ShippedLine {
  orderLineId: string;
  productId: number;
  packageId: number;
  productName: string;
  packageLabel: string;
  casNumber: string | null;
  /** Packages that ship: those ordered less those refunded before shipping. */
  packages: number;
  size: number;
  unit: string;
  /** The classification the line was sold with; null: the seller had not stated it. */
  transport: TransportClassification | null;
}

/** "4 × 25 L" is 100 L: a package's size times the packages, without a float's tail. */
const netOf = (packagesShipped: number, size: number) => Math.round(packagesShipped * size * 1000) / 1000;

/** The lines of the document: the dangerous goods as the table prints them, the rest listed apart. */
export function transportLines(lines: readonly ShippedLine[]): { goods: TransportDocumentLine[]; otherGoods: TransportOtherLine[] } {
  const goods: TransportDocumentLine[] = [];
  const otherGoods: TransportOtherLine[] = [];
  for (const line of lines) {
    if (line.packages <= 0) continue;
    const t = line.transport;
    if (!t?.dangerous || !t.unNumber || !t.properShippingName || !t.hazardClass) {
      otherGoods.push({
        description: `${line.productName}, ${line.packageLabel}`,
        packages: line.packages,
        status: t ? 'not-dangerous' : 'not-stated',
      });
      continue;
    }
    goods.push({
      orderLineId: line.orderLineId,
      productName: line.productName,
      unNumber: t.unNumber,
      properShippingName: shippingNameWithTechnicalName(t.properShippingName, t.unNumber, line.casNumber, line.productName),
      hazardClass: t.hazardClass,
      subsidiaryRisks: [...t.subsidiaryRisks],
      packingGroup: t.packingGroup,
      packages: line.packages,
      packageKind: line.packageLabel,
      netQuantity: netOf(line.packages, line.size),
      unit: line.unit,
      quantity: t.quantity,
      marinePollutant: t.marinePollutant,
    });
  }
  return { goods, otherGoods };
}

/** Where the goods go, as the consignee's block prints it under the company's address. */
const deliveryAddress = (a: AddressSnapshot) =>
  [
    a.recipientName,
    a.line1,
    a.line2,
    [a.city, a.state].filter(Boolean).join(', '),
    a.postalCode,
    (a.country || 'NG').toUpperCase(),
    a.phone ? `Tel. ${a.phone}` : '',
  ].filter(Boolean);

async function shippedLines(tx: Db, orderId: string): Promise<ShippedLine[]> {
  const rows = await tx
    .select({
      orderLineId: orderLines.id,
      productId: orderLines.productId,
      packageId: orderLines.packageId,
      productName: orderLines.productName,
      packageLabel: orderLines.packageLabel,
      quantity: orderLines.quantity,
      refunded: orderLines.refundedQuantity,
      casNumber: products.casNumber,
      size: packages.size,
      unit: packages.unit,
      transport: orderLines.transport,
    })
    .from(orderLines)
    .innerJoin(packages, eq(packages.id, orderLines.packageId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  return rows.map(({ quantity, refunded, size, ...row }) => ({ ...row, packages: quantity - refunded, size: Number(size) }));
}

/**
 * The order's transport document when it ships dangerous goods; null when nothing it ships is.
 * An order ships once (the status machine), and the database takes one document of a kind per order.
 */
export async function issueTransportDocument(
  tx: Db,
  deps: { clock: () => Date; jobs: JobQueue | null; marketplace: string },
  order: OrderRow,
): Promise<TransportDocumentRef | null> {
  const lines = await shippedLines(tx, order.id);
  const { goods, otherGoods } = transportLines(lines);
  if (!goods.length) return null;
  const [company] = await tx
    .select({ emergencyPhone: companies.emergencyPhone })
    .from(companies)
    .where(eq(companies.supplierId, order.supplierId));
  const emergencyPhone = company?.emergencyPhone ?? null;
  const { companyId: _, ...consignor } = await sellerParty(tx, order);
  const consignee = await buyerParty(tx, order);
  const row = await writeDocument(tx, deps, {
    kind: 'transport-document',
    issuer: sellerIssuer(order.supplierId),
    order,
    correctsId: null,
    buyerSees: true,
    totals: { netMinor: 0, vatMinor: 0, totalMinor: 0 },
    paymentReference: null,
    clear: false,
    content: (number, at): TransportDocumentContent => ({
      kind: 'transport-document',
      number,
      issuedAt: at.toISOString(),
      marketplace: deps.marketplace,
      issuer: consignor,
      customer: consignee,
      deliverTo: deliveryAddress(order.shippingAddress),
      order: { id: order.id, number: orderNumber(Number(order.number)), placedAt: order.placedAt.toISOString() },
      trackingNote: order.trackingNote,
      goods,
      otherGoods,
      emergencyPhone,
      consignorPhone: consignor.phone,
      source: LIST_NAME,
    }),
  });
  return { id: row.id, number: row.number, emergencyPhone };
}

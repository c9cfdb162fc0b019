/**
 * What a document says, from the order's rows: its lines with their VAT, the VAT by rate and the
 * totals. Pure functions: issue.ts reads the rows and freezes what these answer. Every total is the
 * sum of its lines, to the kobo; a document whose lines do not add up to the order is refused.
 */
import type { DocumentLine, VatBreakdown, VatCategory } from '../../contracts/documents.ts';
import type { orderLines, orders } from '../db/schema/commerce.ts';

type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;

const category = (treatment: string, rateBps: number): VatCategory =>
  treatment === 'exempt' ? 'exempt' : treatment === 'zero-rated' || rateBps === 0 ? 'zero-rated' : 'standard';

/** An order line as a document prints it. */
export const goodsLine = (line: OrderLineRow): DocumentLine => ({
  description: `${line.productName}, ${line.packageLabel}`,
  orderLineId: line.id,
  quantity: line.quantity,
  unitPriceMinor: Number(line.unitPriceMinor),
  netMinor: Number(line.lineTotalMinor),
  vatCategory: category(line.vatTreatment, line.vatRateBps),
  vatRateBps: line.vatRateBps,
  vatMinor: Number(line.vatMinor),
});

/** The order's delivery as a line, or null when it has no charge. */
export function deliveryLine(order: OrderRow, netMinor = Number(order.deliveryMinor), vatMinor = Number(order.deliveryVatMinor)) {
  if (netMinor === 0 && vatMinor === 0) return null;
  const rateBps = order.delivery?.vatRateBps ?? 0;
  const line: DocumentLine = {
    description: `Delivery${order.delivery?.label ? `: ${order.delivery.label}` : ''}`,
    orderLineId: null,
    quantity: 1,
    unitPriceMinor: netMinor,
    netMinor,
    vatCategory: category('standard', rateBps),
    vatRateBps: rateBps,
    vatMinor,
    delivery: true,
  };
  return line;
}

/** The VAT by category and rate, in the order the rates first appear. */
export function vatBreakdown(lines: DocumentLine[]): VatBreakdown[] {
  const groups = new Map<string, VatBreakdown>();
  for (const line of lines) {
    const key = `${line.vatCategory}:${line.vatRateBps}`;
    const group = groups.get(key) ?? { category: line.vatCategory, rateBps: line.vatRateBps, taxableMinor: 0, vatMinor: 0 };
    group.taxableMinor += line.netMinor;
    group.vatMinor += line.vatMinor;
    groups.set(key, group);
  }
  return [...groups.values()];
}

export function totalsOf(lines: DocumentLine[]) {
  const netMinor = lines.reduce((sum, l) => sum + l.netMinor, 0);
  const vatMinor = lines.reduce((sum, l) => sum + l.vatMinor, 0);
  return { netMinor, vatMinor, totalMinor: netMinor + vatMinor };
}

/** The lines of an order's tax invoice; throws when they do not add up to the order's columns. */
export function invoiceLines(order: OrderRow, lines: OrderLineRow[]): DocumentLine[] {
  const printed = [...lines.map(goodsLine)];
  const delivery = deliveryLine(order);
  if (delivery) printed.push(delivery);
  const totals = totalsOf(printed);
  const expected = {
    netMinor: Number(order.subtotalMinor) + Number(order.deliveryMinor),
    vatMinor: Number(order.goodsVatMinor) + Number(order.deliveryVatMinor),
    totalMinor: Number(order.totalMinor),
  };
  if (totals.netMinor !== expected.netMinor || totals.vatMinor !== expected.vatMinor || totals.totalMinor !== expected.totalMinor)
    throw new Error(`order ${order.id}: its lines come to ${JSON.stringify(totals)}, its columns to ${JSON.stringify(expected)}`);
  return printed;
}

/** What earlier credit notes took off each line (by order line id, `delivery` for the delivery line). */
export function creditedSoFar(creditNotes: { lines: DocumentLine[] }[]) {
  const credited = new Map<string, { quantity: number; netMinor: number; vatMinor: number }>();
  for (const note of creditNotes)
    for (const line of note.lines) {
      const key = line.delivery ? 'delivery' : (line.orderLineId ?? '');
      const sum = credited.get(key) ?? { quantity: 0, netMinor: 0, vatMinor: 0 };
      credited.set(key, {
        quantity: sum.quantity + line.quantity,
        netMinor: sum.netMinor + line.netMinor,
        vatMinor: sum.vatMinor + line.vatMinor,
      });
    }
  return credited;
}

/** The invoice's lines less what earlier credit notes took off: what a cancellation credits. */
export function remainingLines(invoiceLines: DocumentLine[], creditNotes: { lines: DocumentLine[] }[]): DocumentLine[] {
  const credited = creditedSoFar(creditNotes);
  return invoiceLines.flatMap((line) => {
    const taken = credited.get(line.delivery ? 'delivery' : (line.orderLineId ?? '')) ?? { quantity: 0, netMinor: 0, vatMinor: 0 };
    const left = {
      quantity: line.quantity - taken.quantity,
      netMinor: line.netMinor - taken.netMinor,
      vatMinor: line.vatMinor - taken.vatMinor,
    };
    if (left.netMinor <= 0 && left.vatMinor <= 0) return [];
    return [{ ...line, ...left, quantity: Math.max(left.quantity, line.delivery ? 1 : 0) }];
  });
}

/**
 * Turns lines into orders, one per delivery (a storefront's lines, or each part of them the buyer
 * split off: deliveries.ts), inside the caller's transaction: the checkout, the acceptance of a
 * quote and the award of a request all come through here, and so through the dangerous goods'
 * checks (order-dangerous-goods.ts: segregation, restricted goods). Stock is reserved as in
 * docs/decisions/009-order-status-machine.md: lines are checked against the packages as read, the
 * orders are written, and only then is each package's stock decremented by a conditional UPDATE in
 * ascending package id (a fixed order, so two purchases cannot deadlock). A package row is thus
 * locked for the last statements of the purchase only, and a purchase that lost the race for the
 * last units is refused with 409 and leaves nothing behind (the transaction rolls back).
 */
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { CART_LINE_LIMIT, QUANTITY_MAX, minPackages, orderNumber } from '../../contracts/commerce.ts';
import { formatMoney } from '../../contracts/money.ts';
import type { Db } from '../db/client.ts';
import { packages, products, suppliers } from '../db/schema/catalog.ts';
import { orderEvents, orderLines, orders, type AddressSnapshot, type PaymentMethod } from '../db/schema/commerce.ts';
import { HttpError } from '../platform/errors.ts';
import type { Notifications } from '../platform/notifications/notifications.ts';
import { sellerRecipients, tell } from '../platform/parties/parties.ts';
import type { Mail } from '../platform/mail/mailer.ts';
import { bestSale, runningCampaigns } from '../catalog/index.ts';
import { lineColumns } from './cart.ts';
import { spendCampaigns } from '../campaigns/index.ts';
import type { EndUseDeclaration } from '../../contracts/commerce.ts';
import type { DeliveryChoice } from '../../contracts/delivery.ts';
import { companyTaxStanding, type TaxSettings, taxSnapshot } from '../taxes/index.ts';
import { splitDeliveries } from './deliveries.ts';
import { mailPlaced, orderEmail } from './order-mail.ts';
import { checkRestrictions, checkSegregation, labelsOfLines, orderDangerousGoods, transportOfPackages } from './order-dangerous-goods.ts';
import type { BuyerTrust, OrderDocuments } from './order-ports.ts';
import { deliveryLines, priceOrder, sellerTerms } from './order-pricing.ts';

export interface PlacementBuyer {
  userId: string;
  companyId: string | null;
  name: string;
  email: string;
}

export interface PlacementLine {
  packageId: number;
  quantity: number;
  /** A price agreed elsewhere (an accepted quote); the package's current price otherwise. */
  unitPriceMinor?: number;
}

/** A delivery line agreed in a quote or an offer: its fee before VAT and its label. */
export interface QuotedDelivery {
  feeMinor: number;
  label: string;
}

export interface PlacementInput {
  buyer: PlacementBuyer;
  lines: PlacementLine[];
  address: AddressSnapshot;
  paymentMethod: PaymentMethod;
  checkoutId: string | null;
  quoteId?: string | null;
  /** The delivery option picked per storefront (see chosenOption for one left out), or per delivery of a split storefront. */
  delivery?: DeliveryChoice[] | undefined;
  /**
   * An accepted quote's own delivery line (its fee before VAT), instead of the storefront's options;
   * by storefront for an award of several offers.
   */
  quoteDelivery?: QuotedDelivery | Map<number, QuotedDelivery> | null;
  /** The buyer's end-use declaration, required for restricted dangerous goods. */
  endUse?: EndUseDeclaration | undefined;
  /**
   * Runs once the orders are written and before the package rows are locked to take their stock:
   * the payment's own rows (the wallet, the financing line) are locked here, so a purchase holds
   * the contended package rows only for the stock and its commit, and every purchase and
   * cancellation locks the money before the packages.
   */
  beforeStockTaken?: (placed: PlacedOrder[]) => Promise<void>;
}

/** An order as placed, for the payment taken before the stock. */
export interface PlacedOrder {
  id: string;
  number: number;
  /** What the buyer pays for it: goods, VAT and delivery. Every payment moves this. */
  totalMinor: number;
  currency: string;
}

export interface PlacementDeps {
  notifications: Notifications;
  siteUrl: string;
  /** Emails go out through the outbox, in the caller's transaction. */
  mail: Mail;
  log?: FastifyBaseLogger;
  /** The instant a purchase is priced at (the campaign in force then, the seller's VAT that day); the system clock when absent. */
  clock?: () => Date;
  /** The VAT rates orders are priced with. */
  tax: TaxSettings;
  /** Whether documents are issued: an order paid at once is emailed with its tax invoice and receipt (the caller issues them). */
  documents?: OrderDocuments | undefined;
  /** Who may buy restricted dangerous goods; absent, nobody may. */
  buyerTrust?: BuyerTrust | undefined;
}

/** "Titanium Dioxide, 25 kg bag": how a line is named in messages and on orders. */
export const lineName = (productName: string, packageLabel: string) => `${productName}, ${packageLabel}`;

export const sellerOrderLink = (orderId: string) => `/storefront/orders?order=${orderId}`;
export const buyerOrderLink = (orderId: string) => `/procurement/my-orders?order=${orderId}`;

interface Issue {
  index: number;
  field: 'packageId' | 'quantity' | 'unitPriceMinor';
  status: 400 | 409;
  message: string;
  name: string | null;
}

/** One error naming the first problem in its message and every problem in its field errors. */
function refusal(issues: Issue[]): HttpError {
  const status = issues.some((i) => i.status === 400) ? 400 : 409;
  const first = issues.find((i) => i.status === status)!;
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[`items.${issue.index}.${issue.field}`] ??= []).push(issue.message);
  const lead = first.name
    ? `${first.name}: ${first.message.charAt(0).toLowerCase()}${first.message.slice(1)}`
    : `Invalid request. items.${first.index}.${first.field}: ${first.message}`;
  return new HttpError(status, lead, errors);
}

/**
 * Places the orders for `input.lines` and returns their ids, one order per delivery (in supplier
 * id order, a split storefront's in the order of its entries). Throws 400 for a bad quantity, a
 * line below the minimum order or a bad split, 409 when a package is short of stock or no longer
 * sold, 422 for goods that may not travel together in one delivery, 403 or 422 for restricted goods
 * the buyer may not buy as it asks; the field errors are keyed `items.{index}.{field}` by the line's
 * position in `input.lines`, `delivery.{index}…` by the delivery's. Must run inside a transaction (`tx`).
 */
export async function placeOrders(tx: Db, input: PlacementInput, deps: PlacementDeps): Promise<string[]> {
  const { lines, buyer } = input;
  if (!lines.length)
    throw new HttpError(400, 'Invalid request. items: must hold at least one line', { items: ['must hold at least one line'] });
  if (lines.length > CART_LINE_LIMIT) {
    throw new HttpError(400, `Invalid request. items: at most ${CART_LINE_LIMIT} lines`, {
      items: [`must hold at most ${CART_LINE_LIMIT} lines`],
    });
  }

  const issues: Issue[] = [];
  const seen = new Set<number>();
  lines.forEach((line, index) => {
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > QUANTITY_MAX) {
      issues.push({ index, field: 'quantity', status: 400, message: `must be a whole number from 1 to ${QUANTITY_MAX}`, name: null });
    }
    if (line.unitPriceMinor !== undefined && (!Number.isSafeInteger(line.unitPriceMinor) || line.unitPriceMinor < 0)) {
      issues.push({ index, field: 'unitPriceMinor', status: 400, message: 'must be a whole number of at least 0', name: null });
    }
    if (seen.has(line.packageId)) issues.push({ index, field: 'packageId', status: 400, message: 'appears more than once', name: null });
    seen.add(line.packageId);
  });
  if (issues.length) throw refusal(issues);

  const ids = [...seen].sort((a, b) => a - b);
  const rows = await tx
    .select({ ...lineColumns, supplierId: products.supplierId, casNumber: products.casNumber })
    .from(packages)
    .innerJoin(products, eq(products.id, packages.productId))
    .where(inArray(packages.id, ids))
    .orderBy(asc(packages.id));
  const byId = new Map(rows.map((r) => [r.packageId, r]));

  lines.forEach((line, index) => {
    const row = byId.get(line.packageId);
    if (!row) {
      issues.push({ index, field: 'packageId', status: 400, message: 'No such package', name: null });
      return;
    }
    const minimum = minPackages({ moq: Number(row.moq), moqUnit: row.moqUnit }, { size: Number(row.size), unit: row.unit });
    // A withdrawn product first, then the minimum order, then stock.
    const problem =
      row.status === 'published' && line.quantity < minimum
        ? { field: 'quantity' as const, status: 400 as const, message: `Minimum order is ${minimum} packages` }
        : availability(row.status, row.stock, line.quantity);
    if (problem) issues.push({ index, ...problem, name: lineName(row.productName, row.label) });
  });
  if (issues.length) throw refusal(issues);

  // One order per delivery: a storefront's lines, or each part of them the buyer split off.
  const transport = await transportOfPackages(tx, rows);
  const goods = lines.map((line, index) => {
    const row = byId.get(line.packageId)!;
    return {
      line,
      row,
      index,
      packageId: row.packageId,
      supplierId: row.supplierId,
      name: lineName(row.productName, row.label),
      productName: row.productName,
      packageLabel: row.label,
      casNumber: row.casNumber,
      transport: transport.get(row.packageId) ?? null,
    };
  });
  const supplierIds = [...new Set(goods.map((g) => g.supplierId))].sort((a, b) => a - b);
  for (const supplierId of supplierIds) {
    const currencies = new Set(goods.filter((g) => g.supplierId === supplierId).map((g) => g.row.currency));
    if (currencies.size > 1) {
      throw new HttpError(400, 'Lines priced in different currencies cannot be bought in one order.', { items: ['mixes currencies'] });
    }
  }
  const deliveries = splitDeliveries(goods, input.delivery);
  const keptApart = checkSegregation(deliveries, input.delivery);

  const supplierNames = new Map(
    (await tx.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).where(inArray(suppliers.id, supplierIds))).map((s) => [
      s.id,
      s.name,
    ]),
  );
  // Lines at the package's price get the campaign in force now; a quote's agreed price stays.
  const at = deps.clock?.() ?? new Date();
  const place = { country: input.address.country, state: input.address.state };
  const terms = await sellerTerms(tx, supplierIds, place, { tax: deps.tax, at });
  const deliveryOf = deliveryLines(
    input,
    deliveries.map((d) => ({
      ...d,
      lines: d.lines.map(({ line, row }) => ({ ...row, quantity: line.quantity })),
      labels: labelsOfLines(d.lines),
    })),
    place,
    terms,
    (id) => supplierNames.get(id) ?? 'this storefront',
  );
  const restricted = await checkRestrictions(tx, goods, buyer, input.endUse, deps.buyerTrust, at);
  const buyerTax = taxSnapshot(await companyTaxStanding(tx, buyer.companyId));
  const running = await runningCampaigns(
    tx,
    lines.filter((l) => l.unitPriceMinor === undefined).map((l) => byId.get(l.packageId)!.productId),
    at,
  );
  const saleOf = (line: PlacementLine, row: (typeof rows)[number]) =>
    line.unitPriceMinor === undefined ? bestSale(Number(row.priceMinor), running.get(row.productId) ?? []) : null;
  await spendCampaigns(
    tx,
    lines.flatMap((line) => {
      const row = byId.get(line.packageId)!;
      const sale = saleOf(line, row);
      return sale
        ? [
            {
              campaign: sale.campaign,
              packages: line.quantity,
              discount: (Number(row.priceMinor) - sale.priceMinor) * line.quantity,
              name: lineName(row.productName, row.label),
            },
          ]
        : [];
    }),
    buyer.companyId ?? `u:${buyer.userId}`,
    at,
  );

  const orderIds: string[] = [];
  const placed: PlacedOrder[] = [];
  for (const [k, delivery] of deliveries.entries()) {
    const { supplierId, lines: group } = delivery;
    const priced = group.map(({ line, row }) => {
      const listUnitPriceMinor = line.unitPriceMinor ?? Number(row.priceMinor);
      const sale = saleOf(line, row);
      const unitPriceMinor = sale?.priceMinor ?? listUnitPriceMinor;
      return {
        line,
        row,
        unitPriceMinor,
        listUnitPriceMinor,
        campaignId: sale?.campaign.id ?? null,
        discountMinor: (listUnitPriceMinor - unitPriceMinor) * line.quantity,
      };
    });
    const money = priceOrder(
      priced.map((p) => ({ ...p.row, unitPriceMinor: p.unitPriceMinor, quantity: p.line.quantity })),
      terms.get(supplierId)!,
      deliveryOf[k]!,
    );
    const { subtotalMinor, totalMinor } = money;
    const currency = group[0]!.row.currency;
    const orderId = uuidv7();
    const [created] = await tx
      .insert(orders)
      .values({
        id: orderId,
        checkoutId: input.checkoutId,
        buyerUserId: buyer.userId,
        buyerCompanyId: buyer.companyId,
        buyerName: buyer.name,
        buyerEmail: buyer.email,
        supplierId,
        paymentMethod: input.paymentMethod,
        subtotalMinor,
        goodsVatMinor: money.goodsVatMinor,
        deliveryMinor: money.deliveryMinor,
        deliveryVatMinor: money.deliveryVatMinor,
        totalMinor,
        currency,
        delivery: money.delivery,
        dangerousGoods: orderDangerousGoods(group, keptApart[k]!, restricted),
        sellerTax: money.sellerTax,
        buyerTax,
        shippingAddress: input.address,
        quoteId: input.quoteId ?? null,
      })
      .returning();
    await tx.insert(orderLines).values(
      priced.map((p, index) => ({
        id: uuidv7(),
        orderId,
        productId: p.row.productId,
        packageId: p.row.packageId,
        productName: p.row.productName,
        packageLabel: p.row.label,
        unitPriceMinor: p.unitPriceMinor,
        quantity: p.line.quantity,
        lineTotalMinor: money.lines[index]!.lineTotalMinor,
        listUnitPriceMinor: p.listUnitPriceMinor,
        campaignId: p.campaignId,
        discountMinor: p.discountMinor,
        vatTreatment: money.lines[index]!.vatTreatment,
        vatRateBps: money.lines[index]!.vatRateBps,
        vatMinor: money.lines[index]!.vatMinor,
        transport: transport.get(p.row.packageId) ?? null,
      })),
    );
    await tx.insert(orderEvents).values({
      id: uuidv7(),
      orderId,
      kind: 'placed',
      actor: 'buyer',
      actorUserId: buyer.userId,
      note: input.quoteId ? 'From an accepted quote' : null,
    });
    placed.push({ id: orderId, number: Number(created!.number), totalMinor, currency });
    const number = orderNumber(Number(created!.number));
    const parts = deliveries.filter((d) => d.supplierId === supplierId);
    const part = parts.length > 1 ? ` It is delivery ${parts.indexOf(delivery) + 1} of ${parts.length} of this purchase.` : '';
    const apart = keptApart[k]!.length
      ? ` Dangerous goods to keep apart in the vehicle: ${keptApart[k]!.map((c) => c.products.join(' and ')).join('; ')}.`
      : '';
    const what =
      priced.length === 1
        ? `${priced[0]!.line.quantity} × ${lineName(priced[0]!.row.productName, priced[0]!.row.label)}`
        : `${priced.length} products`;
    const payment = {
      card: 'by card',
      'bank-transfer': 'by bank transfer',
      wallet: 'from their wallet',
      financing: 'with procurement financing (paid into escrow; you are paid after delivery)',
    }[input.paymentMethod];
    await tell(tx, deps, await sellerRecipients(tx, supplierId), {
      kind: 'order.placed',
      title: `New order ${number}`,
      body: `${buyer.name} ordered ${what} for ${formatMoney(totalMinor, currency)}${totalMinor !== subtotalMinor ? ' with VAT and delivery' : ''} from ${supplierNames.get(supplierId) ?? 'your storefront'}, paying ${payment}.${part}${apart} Accept the order or cancel it with a reason.`,
      link: sellerOrderLink(orderId),
      email: await orderEmail(tx, created!, 'seller-new-order'),
    });
    await mailPlaced(tx, deps, created!, buyerOrderLink(orderId));
    orderIds.push(orderId);
  }

  await input.beforeStockTaken?.(placed);

  // Last, so the package rows stay locked only until the caller commits: each decrement waits for
  // purchases holding the row, then applies only if the stock still covers the line.
  for (const id of ids) {
    const index = lines.findIndex((l) => l.packageId === id);
    const quantity = lines[index]!.quantity;
    const taken = await tx
      .update(packages)
      .set({ stock: sql`${packages.stock} - ${quantity}` })
      .where(
        and(
          eq(packages.id, id),
          gte(packages.stock, quantity),
          sql`exists (select 1 from ${products} where ${products.id} = ${packages.productId} and ${products.status} = 'published')`,
        ),
      )
      .returning({ id: packages.id });
    if (taken.length) continue;
    // Bought or withdrawn by someone else since it was read: say how it stands now.
    const [now] = await tx
      .select({ stock: packages.stock, status: products.status })
      .from(packages)
      .innerJoin(products, eq(products.id, packages.productId))
      .where(eq(packages.id, id));
    const row = byId.get(id)!;
    const problem = availability(now?.status ?? 'archived', now?.stock ?? 0, quantity) ?? {
      field: 'quantity' as const,
      status: 409 as const,
      message: 'Out of stock',
    };
    throw refusal([{ index, ...problem, name: lineName(row.productName, row.label) }]);
  }
  return orderIds;
}

/** Why `quantity` packages cannot be bought now, or null when they can. */
function availability(status: string, stock: number, quantity: number): Omit<Issue, 'index' | 'name'> | null {
  if (status !== 'published') return { field: 'packageId', status: 409, message: 'No longer sold' };
  if (stock <= 0) return { field: 'quantity', status: 409, message: 'Out of stock' };
  if (quantity > stock) return { field: 'quantity', status: 409, message: `Only ${stock} left` };
  return null;
}

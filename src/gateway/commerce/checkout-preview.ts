/**
 * What confirm-purchase would charge now, per storefront and per delivery, priced by the same code
 * (order-pricing.ts) after the same checks (deliveries.ts, order-dangerous-goods.ts: a bad split is
 * 400, goods that may not travel together 422, restricted goods 403 or 422): the lines with their
 * VAT and transport classification, every active delivery option that reaches the address and
 * carries the goods with its price, the option each order would be placed with, and the totals. The
 * cart and the checkout show it, so what the buyer sees is what is charged; it writes nothing.
 */
import { eq, inArray } from 'drizzle-orm';
import type { CheckoutPreview, EndUseDeclaration } from '../../contracts/commerce.ts';
import type { DeliveryChoice } from '../../contracts/delivery.ts';
import type { Db } from '../db/client.ts';
import { packages, products } from '../db/schema/catalog.ts';
import { loadOf, pricedOption } from '../delivery/index.ts';
import { fieldError } from '../platform/errors.ts';
import type { TaxSettings } from '../taxes/index.ts';
import { cartLines, type CartLineInput, priceLines } from './cart.ts';
import { splitDeliveries } from './deliveries.ts';
import { checkRestrictions, checkSegregation, labelsOfLines, transportOfPackages } from './order-dangerous-goods.ts';
import { lineName } from './order-placement.ts';
import type { BuyerTrust } from './order-ports.ts';
import { carryingOptions, chosenOption, optionLine, priceOrder, sellerTerms } from './order-pricing.ts';
import { findAddress } from './shipping-addresses.ts';

export interface CheckoutPreviewInput {
  items?: CartLineInput[] | undefined;
  shippingAddressId: string;
  delivery?: DeliveryChoice[] | undefined;
  endUse?: EndUseDeclaration | undefined;
}

export async function checkoutPreview(
  db: Db,
  caller: { userId: string; companyId: string | null },
  input: CheckoutPreviewInput,
  deps: { tax: TaxSettings; now: Date; buyerTrust?: BuyerTrust | undefined },
): Promise<CheckoutPreview> {
  const address = await findAddress(db, caller, input.shippingAddressId);
  if (!address) throw fieldError('shippingAddressId', 'No such shipping address; choose one of yours');
  const cart = await priceLines(db, input.items ?? (await cartLines(db, caller.userId)), { now: deps.now });
  const ids = cart.lines.map((l) => l.packageId);
  const [goods, transport] = await Promise.all([
    ids.length
      ? db
          .select({
            packageId: packages.id,
            unit: packages.unit,
            size: packages.size,
            properties: products.properties,
            vatTreatment: products.vatTreatment,
            casNumber: products.casNumber,
          })
          .from(packages)
          .innerJoin(products, eq(products.id, packages.productId))
          .where(inArray(packages.id, ids))
          .then((rows) => new Map(rows.map((g) => [g.packageId, g])))
      : new Map(),
    transportOfPackages(db, cart.lines),
  ]);
  // The same deliveries and dangerous goods' checks as placeOrders, on the lines that can be bought.
  const entries = cart.lines.map((line, index) => ({
    line,
    index,
    packageId: line.packageId,
    supplierId: line.supplier.id,
    name: lineName(line.productName, line.packageLabel),
    productName: line.productName,
    packageLabel: line.packageLabel,
    casNumber: goods.get(line.packageId)!.casNumber as string | null,
    transport: transport.get(line.packageId) ?? null,
  }));
  const deliveries = splitDeliveries(entries, input.delivery).map((d) => ({ ...d, lines: d.lines.filter((e) => e.line.available) }));
  const keptApart = checkSegregation(deliveries, input.delivery);
  await checkRestrictions(
    db,
    deliveries.flatMap((d) => d.lines),
    { companyId: caller.companyId, name: '' },
    input.endUse,
    deps.buyerTrust,
    deps.now,
  );

  const supplierIds = [...new Set(cart.lines.map((l) => l.supplier.id))];
  const place = { country: address.country, state: address.state };
  const terms = await sellerTerms(db, supplierIds, place, { tax: deps.tax, at: deps.now });
  const lineVat = new Map<number, { vatRateBps: number; vatMinor: number }>();

  const sellers = supplierIds.map((supplierId) => {
    const lines = cart.lines.filter((l) => l.supplier.id === supplierId);
    const seller = terms.get(supplierId)!;
    const parts = deliveries.flatMap((d, k) => {
      if (d.supplierId !== supplierId) return [];
      const buyable = d.lines.map((e) => e.line);
      const weighed = buyable.map((l) => ({ ...goods.get(l.packageId)!, quantity: l.quantity }));
      const labels = labelsOfLines(d.lines);
      const { option, problem } = chosenOption(seller, d.optionId, place, labels);
      const money = priceOrder(
        buyable.map((l) => ({ ...goods.get(l.packageId)!, unitPriceMinor: l.unitPriceMinor, quantity: l.quantity })),
        seller,
        option ? optionLine(option, weighed, labels) : null,
      );
      for (const [i, l] of buyable.entries()) lineVat.set(l.packageId, money.lines[i]!);
      const load = loadOf(weighed);
      const options = carryingOptions(seller, labels).map((o) => pricedOption(o, load, seller.vat, labels));
      return [
        {
          money,
          packageIds: buyable.map((l) => l.packageId),
          subtotalMinor: money.subtotalMinor,
          goodsVatMinor: money.goodsVatMinor,
          deliveryMinor: money.deliveryMinor,
          deliveryVatMinor: money.deliveryVatMinor,
          totalMinor: money.totalMinor,
          deliveryOptions: options,
          delivery: option ? (options.find((o) => o.id === option.id) ?? null) : null,
          classes: labels,
          keptApart: keptApart[k]!,
          problem: problem ? `Delivery: ${problem}` : null,
        },
      ];
    });
    const sum = (field: 'subtotalMinor' | 'goodsVatMinor' | 'deliveryMinor' | 'deliveryVatMinor' | 'totalMinor') =>
      parts.reduce((total, p) => total + p[field], 0);
    return {
      supplier: lines[0]!.supplier,
      sellerTax: parts[0]!.money.sellerTax ?? { tin: null, vatRegistered: false, country: address.country },
      lines: lines.map((line) => ({
        ...line,
        vatTreatment: goods.get(line.packageId)!.vatTreatment,
        vatRateBps: lineVat.get(line.packageId)?.vatRateBps ?? 0,
        vatMinor: lineVat.get(line.packageId)?.vatMinor ?? 0,
        transport: transport.get(line.packageId) ?? null,
      })),
      subtotalMinor: sum('subtotalMinor'),
      goodsVatMinor: sum('goodsVatMinor'),
      deliveryMinor: sum('deliveryMinor'),
      deliveryVatMinor: sum('deliveryVatMinor'),
      totalMinor: sum('totalMinor'),
      currency: lines[0]!.currency,
      deliveryOptions: parts[0]!.deliveryOptions,
      delivery: parts[0]!.delivery,
      deliveries: parts.map(({ money: _, ...part }) => part),
      problem: parts.find((p) => p.problem)?.problem ?? null,
    };
  });
  return {
    sellers,
    totalMinor: sellers.reduce((sum, s) => sum + s.totalMinor, 0),
    currency: sellers[0]?.currency ?? 'NGN',
  };
}

/**
 * What confirm-purchase would charge now, per storefront, priced by the same code (order-pricing.ts):
 * the lines with their VAT, every active delivery option that reaches the address with its price,
 * the option the order would be placed with, and the totals. The cart and the checkout show it, so
 * what the buyer sees is what is charged; it writes nothing.
 */
import { eq, inArray } from 'drizzle-orm';
import type { CheckoutPreview } from '../../contracts/commerce.ts';
import type { DeliveryChoice } from '../../contracts/delivery.ts';
import type { Db } from '../db/client.ts';
import { packages, products } from '../db/schema/catalog.ts';
import { loadOf, pricedOption } from '../delivery/index.ts';
import { fieldError } from '../platform/errors.ts';
import type { TaxSettings } from '../taxes/index.ts';
import { cartLines, type CartLineInput, priceLines } from './cart.ts';
import { chosenOption, optionLine, priceOrder, sellerTerms } from './order-pricing.ts';
import { findAddress } from './shipping-addresses.ts';

export interface CheckoutPreviewInput {
  items?: CartLineInput[] | undefined;
  shippingAddressId: string;
  delivery?: DeliveryChoice[] | undefined;
}

export async function checkoutPreview(
  db: Db,
  caller: { userId: string; companyId: string | null },
  input: CheckoutPreviewInput,
  deps: { tax: TaxSettings; now: Date },
): Promise<CheckoutPreview> {
  const address = await findAddress(db, caller, input.shippingAddressId);
  if (!address) throw fieldError('shippingAddressId', 'No such shipping address; choose one of yours');
  const cart = await priceLines(db, input.items ?? (await cartLines(db, caller.userId)), { now: deps.now });
  const ids = cart.lines.map((l) => l.packageId);
  const goods = new Map(
    (ids.length
      ? await db
          .select({
            packageId: packages.id,
            unit: packages.unit,
            size: packages.size,
            properties: products.properties,
            vatTreatment: products.vatTreatment,
          })
          .from(packages)
          .innerJoin(products, eq(products.id, packages.productId))
          .where(inArray(packages.id, ids))
      : []
    ).map((g) => [g.packageId, g]),
  );
  const supplierIds = [...new Set(cart.lines.map((l) => l.supplier.id))];
  const place = { country: address.country, state: address.state };
  const terms = await sellerTerms(db, supplierIds, place, { tax: deps.tax, at: deps.now });

  const sellers = supplierIds.map((supplierId) => {
    const lines = cart.lines.filter((l) => l.supplier.id === supplierId);
    const buyable = lines.filter((l) => l.available);
    const weighed = buyable.map((l) => ({ ...goods.get(l.packageId)!, quantity: l.quantity }));
    const seller = terms.get(supplierId)!;
    const choice = input.delivery?.find((c) => c.supplierId === supplierId)?.optionId;
    const { option, problem } = chosenOption(seller, choice, place);
    const money = priceOrder(
      buyable.map((l) => ({ ...goods.get(l.packageId)!, unitPriceMinor: l.unitPriceMinor, quantity: l.quantity })),
      seller,
      option ? optionLine(option, weighed) : null,
    );
    const load = loadOf(weighed);
    const options = seller.options.map((o) => pricedOption(o, load, seller.vat));
    return {
      supplier: lines[0]!.supplier,
      sellerTax: money.sellerTax ?? { tin: null, vatRegistered: false, country: address.country },
      lines: lines.map((line) => {
        const index = buyable.indexOf(line);
        const vat = index >= 0 ? money.lines[index]! : null;
        return {
          ...line,
          vatTreatment: goods.get(line.packageId)!.vatTreatment,
          vatRateBps: vat?.vatRateBps ?? 0,
          vatMinor: vat?.vatMinor ?? 0,
        };
      }),
      subtotalMinor: money.subtotalMinor,
      goodsVatMinor: money.goodsVatMinor,
      deliveryMinor: money.deliveryMinor,
      deliveryVatMinor: money.deliveryVatMinor,
      totalMinor: money.totalMinor,
      currency: lines[0]!.currency,
      deliveryOptions: options,
      delivery: option ? (options.find((o) => o.id === option.id) ?? null) : null,
      problem: problem ? `Delivery: ${problem}` : null,
    };
  });
  return {
    sellers,
    totalMinor: sellers.reduce((sum, s) => sum + s.totalMinor, 0),
    currency: sellers[0]?.currency ?? 'NGN',
  };
}

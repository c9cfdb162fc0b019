/**
 * The demo history's orders: about one every two days between the demo seller and the buying
 * companies, older ones delivered or cancelled, recent ones still moving, each through the
 * checkout and the order steps the API uses (so stock, VAT, delivery, totals, holds, documents and
 * notifications are the services' own). Every other order of the demo buyer is paid from the wallet
 * while it can afford it; at least one shipped order holds dangerous goods, so the demo has a
 * transport document. Delivered orders are paid to the seller once their claim window has passed,
 * as the job does; those of the last week still wait; one has a claim (history-claims.ts).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Claim } from '../../contracts/claims.ts';
import { AUTO_DELIVER_DAYS, minPackages } from '../../contracts/commerce.ts';
import { readTransport } from '../dangerous-goods/index.ts';
import { packages, products } from '../db/schema/catalog.ts';
import type { DemoBuyer } from './history-accounts.ts';
import { openDemoClaim, refundDemoClaim } from './history-claims.ts';
import { DAYS } from './history-clock.ts';
import { DEMO_WALLET_PIN, type DemoHistory } from './history-context.ts';
import type { DemoDelivery } from './history-trade-terms.ts';
import { TOP_UP_DAYS, topUp } from './history-wallets.ts';

type Fate =
  | 'placed'
  | 'accepted'
  | 'accepted-paid'
  | 'shipped'
  | 'delivered'
  | 'cancelled-by-buyer'
  | 'cancelled-by-seller'
  | 'cancelled-paid';

/** Days from placing to shipping, and to delivery, in the history (the `step(3, ship)` and `step(6, …)` below). */
const SHIPPED_AFTER = 3;
const DELIVERED_AFTER = 6;

/**
 * Older orders have mostly run their course; recent ones are still moving. None is left shipped
 * for longer than AUTO_DELIVER_DAYS: the gateway's job would deliver it at its next run, and the
 * demo would change under a newcomer's eyes.
 */
function fateOf(daysAgo: number, roll: number): Fate {
  if (daysAgo <= 3) return roll < 0.5 ? 'placed' : roll < 0.8 ? 'accepted' : 'accepted-paid';
  if (daysAgo <= 10)
    return roll < 0.15
      ? 'placed'
      : roll < 0.35
        ? 'accepted'
        : roll < 0.55
          ? 'accepted-paid'
          : roll < 0.85
            ? 'shipped'
            : 'cancelled-by-buyer';
  return roll < 0.72
    ? 'delivered'
    : roll < 0.8
      ? daysAgo - SHIPPED_AFTER < AUTO_DELIVER_DAYS
        ? 'shipped'
        : 'delivered'
      : roll < 0.88
        ? 'cancelled-by-seller'
        : roll < 0.94
          ? 'cancelled-paid'
          : 'cancelled-by-buyer';
}

/**
 * The packages the history sells: the demo seller's, with plenty of stock so the stock left still
 * looks full, skipping the storefront's first products, which the browser tests buy from.
 */
export async function sellableLines(history: DemoHistory) {
  const { db, supplierId } = history;
  const offered = await db
    .select({
      productId: products.id,
      moq: products.moq,
      moqUnit: products.moqUnit,
      packageId: packages.id,
      size: packages.size,
      unit: packages.unit,
      stock: packages.stock,
      priceMinor: packages.priceMinor,
      currency: packages.currency,
    })
    .from(packages)
    .innerJoin(products, eq(products.id, packages.productId))
    .where(and(eq(products.supplierId, supplierId), eq(products.status, 'published'), eq(packages.currency, 'NGN')))
    .orderBy(asc(products.id), asc(packages.id));
  const transport = await readTransport(db, [...new Set(offered.map((o) => o.productId))]);
  const sellable = offered
    .map((o) => {
      const t = transport.get(o.productId);
      return {
        ...o,
        min: minPackages({ moq: Number(o.moq), moqUnit: o.moqUnit }, { size: Number(o.size), unit: o.unit }),
        /** Classified dangerous for transport (the package's own classification, else the product's). */
        dangerous: Boolean((t?.packages.get(o.packageId) ?? t?.product)?.dangerous),
      };
    })
    .filter((o) => Number(o.priceMinor) > 0 && o.stock >= o.min * 6 + 10);
  const productIds = [...new Set(offered.map((o) => o.productId))];
  const spared = new Set(productIds.slice(0, 12));
  const pool = sellable.filter((o) => !spared.has(o.productId));
  return pool.length >= 8 ? pool : sellable;
}

export type SellableLine = Awaited<ReturnType<typeof sellableLines>>[number];

/** Places the history's orders and moves each to its fate; answers how many were placed. */
export async function seedOrders(
  history: DemoHistory,
  buyers: DemoBuyer[],
  lines: SellableLine[],
  delivery: DemoDelivery,
): Promise<number> {
  const { services, clock, random, buyer, seller, supplierId } = history;
  const left = new Map(lines.map((l) => [l.packageId, l.stock]));
  const topUpDays = new Map(TOP_UP_DAYS);
  const pickBuyer = () => {
    let roll = random.int(
      1,
      buyers.reduce((s, b) => s + b.weight, 0),
    );
    for (const b of buyers) {
      roll -= b.weight;
      if (roll <= 0) return b;
    }
    return buyers[0]!;
  };

  // Orders: about one every two days, older ones delivered or cancelled, recent ones still moving.
  const orderDays: number[] = [];
  for (let day = DAYS - 2; day >= 1; day--) if (random.chance(day <= 12 ? 0.6 : 0.32)) orderDays.push(day);
  const fates = new Set<Fate>();
  let placedCount = 0;
  let dangerousShipped = false;
  let claim: { opened: Claim; deliveredDaysAgo: number } | null = null;
  for (const [index, day] of orderDays.entries()) {
    let fate = fateOf(day, random.next());
    // Make sure every status shows up at least once among the recent orders.
    if (index === orderDays.length - 1 && !fates.has('placed')) fate = 'placed';
    const who = pickBuyer();
    let line = random.pick(lines);
    const enough = (l: SellableLine) => (left.get(l.packageId) ?? 0) >= l.min * 6 + 10;
    for (let tries = 0; !enough(line) && tries < lines.length; tries++) line = lines[(lines.indexOf(line) + 1) % lines.length]!;
    // The first order that ships takes dangerous goods if the seller has some (no random draw: the history's stay as they were).
    const ships = fate === 'shipped' || fate === 'delivered';
    if (ships && !dangerousShipped && !line.dangerous) line = lines.find((l) => l.dangerous && enough(l)) ?? line;
    if (ships && line.dangerous) dangerousShipped = true;
    const quantity = line.min * random.int(1, 2);
    const hour = random.int(8, 16);
    const funding = [...topUpDays].find(([d]) => d >= day && d < day + 3);
    if (funding) {
      topUpDays.delete(funding[0]);
      await clock.on(day, Math.max(hour - 1, 7), () => topUp(history, buyer, funding[1]));
    }
    // Delivered to the buyer's zone, or picked up one time in four (by its index: the random draws stay those of the history before delivery options).
    const optionId = delivery.optionFor(who.state, index % 4 === 3);
    const items = [{ packageId: line.packageId, quantity }];
    const choice = optionId ? [{ supplierId, optionId }] : undefined;
    // Every other order of the demo buyer is paid from the wallet, while it can afford the total (goods, VAT and delivery).
    const byWallet =
      who.member === buyer &&
      random.chance(0.6) &&
      (await services.wallets.details(buyer)).balances.available >=
        (await services.cart.preview(who.member, { items, shippingAddressId: who.addressId, delivery: choice })).totalMinor;
    const [orderId] = await clock.on(
      day,
      hour,
      () =>
        services.checkout
          .confirm(
            who.member,
            `demo-history-${index}`,
            {
              items,
              shippingAddressId: who.addressId,
              delivery: choice,
              ...(byWallet
                ? { paymentMethod: 'wallet' as const, walletPin: DEMO_WALLET_PIN }
                : { paymentMethod: 'bank-transfer' as const }),
            },
            null,
          )
          .then((r) => r.orders.map((o) => o.id)),
      random.int(0, 59),
    );
    placedCount++;
    left.set(line.packageId, (left.get(line.packageId) ?? 0) - quantity);
    fates.add(fate);
    // A step `after` days later; one that would fall today or later happens later on yesterday instead.
    const step = (after: number, run: () => Promise<unknown>) =>
      day - after >= 1
        ? clock.on(day - after, Math.min(hour + 1 + after, 18), run, random.int(0, 59))
        : clock.on(1, Math.min(Math.max(hour, 8) + 2 + after, 23), run, random.int(0, 59));
    if (fate === 'cancelled-by-buyer') {
      await step(0, () => services.orders.cancelByBuyer(who.member, orderId!, 'Ordered the wrong grade; placing a new order.'));
      continue;
    }
    if (fate === 'placed') continue;
    await step(1, () => services.orders.accept(seller, orderId!));
    if (fate === 'cancelled-by-seller') {
      await step(2, () => services.orders.cancelBySeller(seller, orderId!, 'This batch failed our quality check; we will not ship it.'));
      continue;
    }
    if (fate === 'accepted') continue;
    if (!byWallet) await step(2, () => services.orders.confirmPayment(seller, orderId!));
    if (fate === 'cancelled-paid') {
      await step(3, () =>
        services.orders.cancelBySeller(seller, orderId!, 'The truck was not available this month; your payment will be refunded.'),
      );
      continue;
    }
    if (fate === 'accepted-paid') continue;
    await step(SHIPPED_AFTER, () => services.orders.ship(seller, orderId!, `GIG Logistics, waybill GIG-${100_000 + index * 37}`));
    // Now and then a package arrives damaged and the seller refunds it (by index, as the pickups: no random draw).
    if (index % 5 === 0 && quantity > 1)
      await step(SHIPPED_AFTER + 1, async () => {
        const [first] = (await services.orders.getForSeller(seller, orderId!)).lines;
        await services.orders.refund(seller, orderId!, {
          lines: [{ orderLineId: first!.id, quantity: 1 }],
          deliveryMinor: 0,
          reason: 'One package arrived with a torn liner; refunded with its VAT.',
        });
      });
    if (fate === 'shipped') continue;
    // None has its claim window end today: the gateway's job would pay it at its next run, and the
    // demo would change under a newcomer's eyes; such an order is delivered a day later instead.
    const window = history.claimWindowDays;
    const deliveredAfter = window > 0 && day - DELIVERED_AFTER === window ? DELIVERED_AFTER + 1 : DELIVERED_AFTER;
    await step(deliveredAfter, () =>
      random.chance(0.5) ? services.orders.deliveredBySeller(seller, orderId!) : services.orders.deliveredByBuyer(who.member, orderId!),
    );
    // Paid on delivery without a claim window. Else one of the demo buyer's bank-transfer orders of the
    // last month has a claim (by index: no random draw), refunded in part into its wallet once every
    // order is placed; the others are paid the evening their window ends, as the job would, or still wait.
    if (window === 0) continue;
    if (!claim && who.member === buyer && !byWallet && quantity > 1 && index % 5 !== 0 && day <= 30 && day - deliveredAfter - 2 >= 1) {
      claim = { opened: await openDemoClaim(history, orderId!, day - deliveredAfter), deliveredDaysAgo: day - deliveredAfter };
    } else if (day - deliveredAfter - window >= 1) {
      await clock.on(day - deliveredAfter - window, 21, () => services.orders.settleDue());
    }
  }
  if (claim) await refundDemoClaim(history, claim.opened, claim.deliveredDaysAgo);

  return placedCount;
}

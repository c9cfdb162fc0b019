/**
 * The demo buyer's requests to the demo seller: quotes (one accepted and become an order that ran
 * its course, others answered, open, declined or cancelled), samples and documents, each through
 * the services the API uses.
 */
import { dayOffset } from './history-clock.ts';
import type { DemoHistory } from './history-context.ts';
import type { SellableLine } from './history-orders.ts';

/** Seeds the requests about the products the history's orders buy; `deliverTo` is the demo buyer's address. */
export async function seedRequests(history: DemoHistory, lines: SellableLine[], deliverTo: string): Promise<void> {
  const { services, clock, buyer, seller } = history;
  const requestable = lines.filter((l, i, all) => all.findIndex((o) => o.productId === l.productId) === i);
  const quoteFates = ['accepted', 'answered', 'open', 'declined', 'cancelled', 'open'] as const;
  for (const [i, fate] of quoteFates.entries()) {
    const line = requestable[(i * 3) % requestable.length]!;
    const day = [70, 9, 2, 40, 25, 1][i]!;
    const quantity = line.min * 4;
    const quote = await clock.on(day, 10, () =>
      services.quotes.request(buyer, {
        productId: line.productId,
        packageId: line.packageId,
        quantity,
        targetPriceMinor: Math.round(Number(line.priceMinor) * 0.9),
        deliveryPlace: 'Ikeja, Lagos',
        incoterm: 'DAP',
        neededBy: dayOffset(21 - day),
        message: 'Regular monthly volume if the price is right.',
      }),
    );
    if (fate === 'open') continue;
    if (fate === 'cancelled') {
      await clock.on(day - 1, 9, () => services.quotes.cancel(buyer, quote.id));
      continue;
    }
    if (fate === 'declined') {
      await clock.on(day - 1, 15, () => services.quotes.decline(seller, quote.id, 'We cannot go below the list price for this volume.'));
      continue;
    }
    await clock.on(day - 1, 14, () =>
      services.quotes.answer(seller, quote.id, {
        unitPriceMinor: Math.round(Number(line.priceMinor) * 0.95),
        validUntil: dayOffset(fate === 'accepted' ? 0 : 14),
        note: 'Price includes delivery to Lagos.',
      }),
    );
    if (fate === 'accepted') {
      // Accepted the same day it was answered, while still valid: the quote becomes an order at the quoted price.
      const { orderId } = await clock.on(day - 1, 16, () =>
        services.quotes.accept(buyer, quote.id, { shippingAddressId: deliverTo, paymentMethod: 'bank-transfer' }),
      );
      // That order has run its course since.
      await clock.on(day - 2, 10, () => services.orders.accept(seller, orderId));
      await clock.on(day - 4, 11, () => services.orders.confirmPayment(seller, orderId));
      await clock.on(day - 5, 9, () => services.orders.ship(seller, orderId, 'Own truck, delivery note DN-5521'));
      await clock.on(day - 8, 14, () => services.orders.deliveredByBuyer(buyer, orderId));
      // Its claim window passed long ago: the job paid the seller that evening.
      if (history.claimWindowDays > 0) await clock.on(day - 8 - history.claimWindowDays, 21, () => services.orders.settleDue());
    }
  }
  const sampleFates = [
    ['shipped', 60],
    ['approved', 12],
    ['pending', 3],
    ['declined', 33],
    ['cancelled', 20],
  ] as const;
  for (const [i, [fate, day]] of sampleFates.entries()) {
    const line = requestable[(i * 5 + 1) % requestable.length]!;
    const sample = await clock.on(day, 11, () =>
      services.sampleRequests.request(buyer, {
        productId: line.productId,
        quantity: '1 kg',
        purpose: 'Trial batch for our emulsion paint line.',
        deliveryAddress: '14 Industrial Avenue, Ikeja, Lagos',
      }),
    );
    if (fate === 'pending') continue;
    if (fate === 'cancelled') {
      await clock.on(day - 1, 9, () => services.sampleRequests.cancel(buyer, sample.id));
      continue;
    }
    if (fate === 'declined') {
      await clock.on(day - 1, 13, () =>
        services.sampleRequests.decide(seller, sample.id, 'decline', 'We do not send samples of this grade.'),
      );
      continue;
    }
    await clock.on(day - 1, 13, () => services.sampleRequests.decide(seller, sample.id, 'approve', ''));
    if (fate === 'shipped')
      await clock.on(day - 3, 10, () => services.sampleRequests.decide(seller, sample.id, 'ship', 'DHL, waybill 4417 2290 15'));
  }
  const documentFates = [
    ['pending', 4, 'SDS'],
    ['declined', 45, 'CoA'],
    ['cancelled', 15, 'TDS'],
    ['pending', 1, 'TDS'],
  ] as const;
  for (const [i, [fate, day, kind]] of documentFates.entries()) {
    const line = requestable[(i * 7 + 2) % requestable.length]!;
    const request = await clock.on(day, 12, () =>
      services.documentRequests.request(buyer, { productId: line.productId, kind, otherKind: '', message: 'For our regulatory file.' }),
    );
    if (fate === 'declined')
      await clock.on(day - 1, 10, () =>
        services.documentRequests.decline(seller, request.id, 'We only share the CoA with a placed order.'),
      );
    if (fate === 'cancelled') await clock.on(day - 1, 10, () => services.documentRequests.cancel(buyer, request.id));
  }
}

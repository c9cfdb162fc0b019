/**
 * The demo's claim, written through the claims service as people would make it: a day after one of
 * the demo buyer's orders was delivered, the buyer claims that a bag arrived caked, with a moisture
 * test attached; the seller answers in the claim's conversation and, the next day, refunds that bag
 * (a credit note), which pays the rest of the order to the seller at once.
 */
import type { DemoHistory } from './history-context.ts';
import { demoDocument } from './history-context.ts';

/** Runs a step `after` days after the order was placed (history-orders.ts). */
type Step = (after: number, run: () => Promise<unknown>) => Promise<unknown>;

export async function seedClaim(history: DemoHistory, orderId: string, deliveredAfter: number, step: Step): Promise<void> {
  const { services, buyer, seller } = history;
  const claim = (await step(deliveredAfter + 1, async () =>
    services.claims.open(buyer, {
      orderId,
      kind: 'quality',
      reason: 'One bag arrived caked and hard: our moisture test reads 2.1% against 0.5% on the certificate of analysis.',
      fileIds: [await demoDocument(history, buyer.companyId!, 'moisture-test-report.pdf', buyer.userId)],
    }),
  )) as Awaited<ReturnType<typeof services.claims.open>>;
  await step(deliveredAfter + 2, async () => {
    await services.conversations.markRead(seller.userId, claim.threadId, undefined);
    await services.conversations.send(seller.userId, claim.threadId, {
      text: 'Sorry about that bag: the liner must have torn in transit. We refund it with its VAT today.',
    });
    const [line] = claim.order.lines;
    await services.claims.refund(seller, claim.id, {
      lines: [{ orderLineId: line!.id, quantity: 1 }],
      deliveryMinor: 0,
      reason: 'The caked bag, refunded with its VAT.',
    });
  });
}

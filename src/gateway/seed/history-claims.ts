/**
 * The demo's claim, written through the claims service as people would make it: a day after one of
 * the demo buyer's orders was delivered, the buyer claims that a bag arrived caked, with a moisture
 * test attached; the next day the seller answers in the claim's conversation and refunds that bag
 * (a credit note), which pays the rest of the order to the seller at once. No step draws from the
 * history's random sequence, so the rest of the history is the one it was without the claim.
 */
import type { Claim } from '../../contracts/claims.ts';
import { demoDocument, type DemoHistory } from './history-context.ts';

/** Opens the claim the day after the delivery; it holds the order's settlement until it ends. */
export async function openDemoClaim(history: DemoHistory, orderId: string, deliveredDaysAgo: number): Promise<Claim> {
  const { services, buyer, clock } = history;
  return clock.on(
    deliveredDaysAgo - 1,
    10,
    async () =>
      services.claims.open(buyer, {
        orderId,
        kind: 'quality',
        reason: 'One bag arrived caked and hard: our moisture test reads 2.1% against 0.5% on the certificate of analysis.',
        fileIds: [await demoDocument(history, buyer.companyId!, 'moisture-test-report.pdf', buyer.userId)],
      }),
    20,
  );
}

/**
 * The seller's answer and refund the day after the claim. Seeded after every order was placed: the
 * money it gives back to the buyer's wallet would otherwise change how later orders were paid.
 */
export async function refundDemoClaim(history: DemoHistory, claim: Claim, deliveredDaysAgo: number): Promise<void> {
  const { services, seller, clock } = history;
  await clock.on(
    deliveredDaysAgo - 2,
    15,
    async () => {
      await services.conversations.markRead(seller.userId, claim.threadId, undefined);
      await services.conversations.send(seller.userId, claim.threadId, {
        text: 'Sorry about that bag: the liner must have torn in transit. We refund it with its VAT today.',
      });
      await services.claims.refund(seller, claim.id, {
        lines: [{ orderLineId: claim.order.lines[0]!.id, quantity: 1 }],
        deliveryMinor: 0,
        reason: 'The caked bag, refunded with its VAT.',
      });
    },
    5,
  );
}

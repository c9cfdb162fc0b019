/**
 * The demo's conversations, written through the conversations service as people would write them:
 * the demo buyer and the demo seller about a product, about the buyer's latest order and in
 * general, and another buying company asking the seller about a product. Each side is left with
 * something unread (the header's badge shows it), and none of it is emailed: it is made-up history.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { orders } from '../db/schema/commerce.ts';
import { conversationThreads } from '../db/schema/conversations.ts';
import type { DemoBuyer } from './history-accounts.ts';
import type { DemoHistory } from './history-context.ts';
import type { SellableLine } from './history-orders.ts';

type Line = [who: 'buyer' | 'seller', daysAgo: number, hour: number, text: string, minute?: number];

export async function seedConversations(history: DemoHistory, buyers: DemoBuyer[], lines: SellableLine[]): Promise<void> {
  const { db, services, clock, buyer, seller, supplierId } = history;
  const conversations = services.conversations;
  const products = lines.filter((l, i, all) => all.findIndex((o) => o.productId === l.productId) === i);

  /** A thread's messages in turn; the first opens it. The reader of each message reads what came before it. */
  async function talk(
    people: { buyer: string; seller: string },
    subject: Parameters<typeof conversations.start>[1]['subject'],
    script: Line[],
  ) {
    let threadId: string | null = null;
    for (const [who, daysAgo, hour, text, minute = 0] of script) {
      const userId = people[who];
      const sent = await clock.on(
        daysAgo,
        hour,
        async () => {
          if (threadId) await conversations.markRead(userId, threadId, undefined);
          return threadId ? conversations.send(userId, threadId, { text }) : conversations.start(userId, { subject, text });
        },
        minute,
      );
      threadId = sent.thread.id;
    }
    return threadId!;
  }

  const demo = { buyer: buyer.userId, seller: seller.userId };
  const asked = products[0]!;
  await talk(demo, { kind: 'product', productId: asked.productId }, [
    [
      'buyer',
      6,
      10,
      'Good morning. We use about 2 tonnes a month of this for our emulsion line. What price can you do for 80 bags delivered to Ikeja?',
    ],
    [
      'seller',
      6,
      14,
      'Good afternoon. For 80 bags a month we can hold 4% off the list price, delivery to Ikeja included. Lead time is 5 working days.',
    ],
    ['buyer', 5, 9, 'Thank you. Can you send the certificate of analysis of the current batch before we order?'],
    ['seller', 1, 11, 'The CoA for batch 2611 is ready: moisture 0.3%, purity 99.2%. I will attach it to the quote today.'],
    ['seller', 1, 11, 'Also: the price holds until the end of the month.', 4],
  ]);

  const [latest] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.buyerUserId, buyer.userId), eq(orders.supplierId, supplierId)))
    .orderBy(desc(orders.placedAt))
    .limit(1);
  if (latest) {
    await talk(demo, { kind: 'order', orderId: latest.id }, [
      ['seller', 2, 15, 'Your order is packed and leaves our Apapa warehouse tomorrow morning.'],
      ['buyer', 1, 16, 'Great. Can the driver call our store manager, Mr Bello, 30 minutes before arriving? 0803 555 0142.'],
    ]);
  }

  await talk(demo, { kind: 'general', supplierId }, [
    ['buyer', 1, 17, 'We are planning next quarter. Do you offer 30-day credit terms for repeat orders once our wallet is verified?', 30],
  ]);

  const other = buyers.find((b) => b.member.userId !== buyer.userId);
  const otherProduct = products[1] ?? asked;
  if (other) {
    await talk({ buyer: other.member.userId, seller: seller.userId }, { kind: 'product', productId: otherProduct.productId }, [
      ['buyer', 3, 10, 'Hello, is this grade suitable for food-contact packaging? We need the FDA and NAFDAC statements.'],
      ['seller', 3, 13, 'Yes, it is. I will ask our producer for the signed statements.'],
      ['buyer', 1, 9, 'Any news on the statements? Our audit is next week.'],
    ]);
  }

  // Made-up history is never emailed about, nor does it count against anyone's sending limits.
  await db
    .update(conversationThreads)
    .set({ buyerRemindedSeq: sql`${conversationThreads.lastSeq}`, sellerRemindedSeq: sql`${conversationThreads.lastSeq}` })
    .where(eq(conversationThreads.supplierId, supplierId));
  await db.execute(sql`delete from rate_limits where key like 'messages:%' or key like 'threads:new:%'`);
}

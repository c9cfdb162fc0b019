/**
 * The browser server keeps the product's claim window (ORDER_CLAIM_WINDOW_DAYS, 7 days): a delivered
 * order pays its seller when the window has passed. A journey that follows the money on pays it now,
 * through the test hook that settles one order as the job orders.settle-due would then.
 */
import { type APIRequestContext, expect } from '@playwright/test';

export async function settleAsIfWindowPassed(request: APIRequestContext, orderId: string): Promise<void> {
  const answer = await request.post('/api/v1/test/orders/settle', { data: { orderId } });
  expect(answer.ok(), await answer.text()).toBe(true);
  expect((await answer.json()).data.settled, `order ${orderId} settled`).toBe(true);
}

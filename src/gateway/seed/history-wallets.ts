/**
 * The demo history's wallet money besides orders: the buyer's card top-ups, applied as the
 * provider's webhook applies them, and the seller's bank account and two withdrawals of its proceeds.
 */
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows.ts';
import { users } from '../db/schema/accounts.ts';
import { payments } from '../db/schema/payments.ts';
import type { Member } from '../platform/auth/members.ts';
import { DEMO_SELLER_BANK_ACCOUNT } from './demo-identities.ts';
import { DEMO_WALLET_PIN, type DemoHistory } from './history-context.ts';

/** The buyer's top-ups between orders: days ago → kobo, each made just before the first order within three days after it. */
export const TOP_UP_DAYS: ReadonlyMap<number, number> = new Map([
  [60, 25_000_000_00],
  [32, 30_000_000_00],
  [9, 15_000_000_00],
]);

/** A card top-up of the member's wallet that succeeded: payment and credit together, as the webhook applies them. */
export async function topUp(history: DemoHistory, member: Member, amount: number): Promise<void> {
  const { db, services, clock } = history;
  const wallet = (await services.wallets.find(member))!;
  const { reference } = await services.payments.createTopUp(wallet.id, amount);
  await db.transaction(async (tx) => {
    const [paid] = await tx
      .update(payments)
      .set({ status: 'succeeded', paidAt: clock.stepTime() ?? new Date(), providerPayload: { channel: 'card', demo: true } })
      .where(eq(payments.reference, reference))
      .returning();
    await services.topUps.credit(tx, paid!);
  });
}

/** The code of the one-time code email last sent to the person, read from the outbox as they would read the email. */
export async function emailedCode(history: DemoHistory, userId: string): Promise<string> {
  const { db } = history;
  const [person] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const [mail] = rowsOf<{ text: string }>(
    await db.execute(sql`select text from outbox where "to" = ${person!.email} order by created_at desc limit 1`),
  );
  return /code to .* is (\d{6})/.exec(mail!.text)![1]!;
}

/** The seller adds the company's bank account (PIN and a one-time code) and withdraws part of the proceeds twice. */
export async function seedPayouts(history: DemoHistory): Promise<void> {
  const { services, clock, seller } = history;
  const beneficiary = await clock.on(40, 10, async () => {
    const sent = await services.codes.send(seller.userId, 'add-beneficiary');
    await services.codes.validate(seller.userId, sent.otpId, await emailedCode(history, seller.userId));
    return services.payouts.addBeneficiary(seller, {
      bankCode: DEMO_SELLER_BANK_ACCOUNT.bankCode,
      accountNumber: DEMO_SELLER_BANK_ACCOUNT.accountNumber,
      pin: DEMO_WALLET_PIN,
      otpId: sent.otpId,
    });
  });
  for (const [day, share] of [
    [21, 0.4],
    [6, 0.5],
  ] as const) {
    await clock.on(day, 11, async () => {
      const available = (await services.wallets.details(seller)).balances.available;
      const amount = Math.min(Math.floor((available * share) / 100_000_00) * 100_000_00, 4_000_000_00);
      if (amount < 100_000_00) return;
      const payout = await services.payouts.requestPayout(seller, { beneficiaryId: beneficiary.id, amount, pin: DEMO_WALLET_PIN });
      // As the provider's transfer.success webhook reports it.
      await services.payouts.transferEvent('transfer.success', { reference: payout.id, transfer_code: `TRF_demo${day}` });
    });
  }
}

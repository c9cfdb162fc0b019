/**
 * Sending a payout (docs/decisions/017-verification-and-payouts.md). The person's request passes the
 * PIN, the tier and the wallet's limits (a one-time code above the warning limit) and the cooling-off
 * cap of a new account, and holds the amount (wallet → payouts in flight) in the transaction that
 * records it; above the approval threshold it waits, held, for an operator (review.ts). The
 * `payouts.send` job then hands it to the provider after commit, with the payout's id as its
 * reference, so a retried job never pays twice; `payouts.check` asks about the silent ones.
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { formatMoney } from '../../contracts/money.ts';
import type { PayoutView } from '../../contracts/verification.ts';
import { beneficiaries, payouts } from '../db/schema/payouts.ts';
import { createTransfers, platformAccount } from '../ledger/ledger.ts';
import type { Member } from '../platform/auth/members.ts';
import { HttpError, fieldError, notFound } from '../platform/errors.ts';
import { ProviderUnavailable } from '../providers/ports.ts';
import type { PayoutOutcomes } from './payout-outcomes.ts';
import {
  assertPayoutsAllowed,
  PAYOUT_SILENCE_MS,
  type PayoutDeps,
  payoutReference,
  payoutTransferId,
  payoutView,
  UNAVAILABLE,
} from './payout-state.ts';

export function createPayoutSending(deps: PayoutDeps, outcomes: PayoutOutcomes) {
  const { db } = deps;
  const { apply } = outcomes;

  const sending = {
    /**
     * A payout: the PIN, the tier and the wallet's limits (a one-time code above the warning limit),
     * the cooling-off cap of a new account; the amount held in the same transaction.
     */
    async requestPayout(
      member: Member,
      body: { beneficiaryId: string; amount: number; pin: string; otpId?: string | undefined; confirmLarge?: boolean | undefined },
    ): Promise<PayoutView> {
      const wallet = await deps.wallets.mine(member);
      assertPayoutsAllowed(deps, wallet);
      if (!deps.provider) throw new HttpError(503, UNAVAILABLE);
      const [beneficiary] = await db
        .select()
        .from(beneficiaries)
        .where(and(eq(beneficiaries.id, body.beneficiaryId), eq(beneficiaries.walletId, wallet.id), isNull(beneficiaries.deletedAt)));
      if (!beneficiary) throw notFound('No such bank account.');
      if (beneficiary.status === 'in_review')
        throw new HttpError(409, 'This bank account is waiting for our review of its name. You will be told when it is ready.');
      if (beneficiary.status === 'rejected')
        throw new HttpError(409, `This bank account was not accepted: ${beneficiary.reason ?? 'its name does not match'}.`);
      if (body.amount < 100_00) throw fieldError('amount', 'must be at least ₦100');
      await deps.wallets.checkPin(wallet, body.pin);
      const id = uuidv7();
      const at = deps.clock();
      const row = await db.transaction(async (tx) => {
        // The wallet's row is locked from here: the sums below cannot race another payout.
        await deps.wallets.authorizeOutflow(tx, wallet, member.userId, body);
        const live = sql`${payouts.status} not in ('failed', 'reversed', 'rejected')`;
        if (beneficiary.coolingOffUntil > at) {
          // The cap holds for everything paid to the new account while it cools off, not per payout.
          const [sent] = await tx
            .select({ sum: sql<string>`coalesce(sum(${payouts.amount}), 0)::text` })
            .from(payouts)
            .where(and(eq(payouts.beneficiaryId, beneficiary.id), live));
          const left = Math.max(0, deps.settings.coolingOffCap - Number(sent?.sum ?? 0));
          if (body.amount > left)
            throw new HttpError(
              422,
              `This bank account was added recently: until ${beneficiary.coolingOffUntil.toISOString().slice(0, 16).replace('T', ' ')} UTC at most ${formatMoney(deps.settings.coolingOffCap)} in all can be paid out to it (${formatMoney(left)} left).`,
              { amount: [`is above the ${formatMoney(left)} left for a newly added account`] },
            );
        }
        // Above the threshold within a day, split or not, an operator approves.
        const [recent] = await tx
          .select({ sum: sql<string>`coalesce(sum(${payouts.amount}), 0)::text` })
          .from(payouts)
          .where(
            and(
              eq(payouts.walletId, wallet.id),
              live,
              sql`${payouts.createdAt} > ${new Date(at.getTime() - 24 * 3600_000).toISOString()}::timestamptz`,
            ),
          );
        const waits = Number(recent?.sum ?? 0) + body.amount > deps.settings.approvalAbove;
        const holdId = payoutTransferId(id, 'hold');
        const [inserted] = await tx
          .insert(payouts)
          .values({
            id,
            walletId: wallet.id,
            beneficiaryId: beneficiary.id,
            amount: body.amount,
            status: waits ? 'awaiting_approval' : 'processing',
            holdId,
            requestedBy: member.userId,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        await createTransfers(
          tx,
          [
            {
              id: holdId,
              kind: 'pending',
              debitAccountId: wallet.ledgerAccountId,
              creditAccountId: platformAccount('payouts_in_flight'),
              amount: body.amount,
              code: 'payout',
              reference: payoutReference(id),
            },
          ],
          at,
        );
        if (!waits) await deps.jobs?.send('payouts.send', { payoutId: id }, { db: tx, singletonKey: id });
        return inserted!;
      });
      return payoutView(db, row);
    },

    /**
     * The `payouts.send` job: the transfer recipient (once per beneficiary), then the transfer with
     * the payout's id as reference. Throws when the provider cannot be asked, so the job retries.
     */
    async send(payoutId: string): Promise<void> {
      const [row] = await db.select().from(payouts).where(eq(payouts.id, payoutId));
      if (row?.status !== 'processing') return;
      const transfers = deps.provider;
      if (!transfers) throw new ProviderUnavailable('no transfer provider is configured');
      const [beneficiary] = await db.select().from(beneficiaries).where(eq(beneficiaries.id, row.beneficiaryId));
      if (!beneficiary) return;
      let recipient = beneficiary.recipientCode;
      if (!recipient) {
        recipient = await transfers.createRecipient({
          name: beneficiary.accountName,
          accountNumber: beneficiary.accountNumber,
          bankCode: beneficiary.bankCode,
        });
        await db.update(beneficiaries).set({ recipientCode: recipient }).where(eq(beneficiaries.id, beneficiary.id));
      }
      const state = await transfers.initiateTransfer({
        amount: row.amount,
        recipientCode: recipient,
        reference: row.id,
        reason: `Payout ${payoutReference(row.id)}`,
      });
      await db
        .update(payouts)
        .set({ sentAt: row.sentAt ?? deps.clock(), checkedAt: deps.clock() })
        .where(eq(payouts.id, row.id));
      await apply(row.id, state);
    },

    /**
     * The `payouts.check` job: payouts on their way that heard nothing for ten minutes are asked
     * about; one never handed over (its send job gave up) is sent again.
     */
    async checkSilent(): Promise<number> {
      if (!deps.provider) return 0;
      const quietSince = new Date(deps.clock().getTime() - PAYOUT_SILENCE_MS);
      const rows = await db
        .select()
        .from(payouts)
        .where(
          and(
            eq(payouts.status, 'processing'),
            lt(payouts.updatedAt, quietSince),
            or(isNull(payouts.checkedAt), lt(payouts.checkedAt, quietSince)),
          ),
        )
        .limit(100);
      for (const row of rows) {
        await db.update(payouts).set({ checkedAt: deps.clock() }).where(eq(payouts.id, row.id));
        try {
          const state = await deps.provider.verifyTransfer(row.id);
          if (state) await apply(row.id, state);
          else await sending.send(row.id);
        } catch (error) {
          if (!(error instanceof ProviderUnavailable)) throw error;
        }
      }
      return rows.length;
    },
  };
  return sending;
}

/**
 * Money out of the platform (docs/decisions/017-verification-and-payouts.md): the one payouts
 * service, made of its parts. The banks (banks.ts), the wallet's bank accounts (beneficiaries.ts),
 * sending a payout (send-payout.ts) and how it ends (payout-outcomes.ts); here, the wallet's
 * payouts as its owners list them. The operators' queues are review.ts.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { PayoutStatus, PayoutView } from '../../contracts/verification.ts';
import { payouts } from '../db/schema/payouts.ts';
import type { Member } from '../platform/auth/members.ts';
import { HttpError, notFound } from '../platform/errors.ts';
import { createBanks } from './banks.ts';
import { createBeneficiaries } from './beneficiaries.ts';
import { createPayoutOutcomes } from './payout-outcomes.ts';
import { type PayoutDeps, payoutView, UNAVAILABLE } from './payout-state.ts';
import { createPayoutSending } from './send-payout.ts';

export function createPayouts(deps: PayoutDeps) {
  const { db } = deps;
  const banks = createBanks(deps);
  const outcomes = createPayoutOutcomes(deps);
  const ownWallet = (member: Member) => deps.wallets.mine(member);

  return {
    ...createBeneficiaries(deps, banks),
    ...createPayoutSending(deps, outcomes),
    transferEvent: outcomes.transferEvent,

    async banks() {
      if (!deps.provider) throw new HttpError(503, UNAVAILABLE);
      return banks.bankList();
    },

    /** The `banks.refresh` job: the provider's list, daily. */
    async refreshBanks(): Promise<void> {
      if (deps.provider) await banks.refreshBanks();
    },

    async listPayouts(member: Member, query: { pageNumber: number; pageSize: number; status?: PayoutStatus | undefined }) {
      const wallet = await ownWallet(member);
      const where = and(eq(payouts.walletId, wallet.id), query.status ? eq(payouts.status, query.status) : undefined);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(payouts)
          .where(where)
          .orderBy(desc(payouts.createdAt), desc(payouts.id))
          .limit(query.pageSize)
          .offset((query.pageNumber - 1) * query.pageSize),
        db.select({ total: sql<number>`count(*)::int` }).from(payouts).where(where),
      ]);
      return { items: await Promise.all(rows.map((row) => payoutView(db, row))), total: count?.total ?? 0 };
    },

    async getPayout(member: Member, id: string): Promise<PayoutView> {
      const wallet = await ownWallet(member);
      const [row] = await db
        .select()
        .from(payouts)
        .where(and(eq(payouts.id, id), eq(payouts.walletId, wallet.id)));
      if (!row) throw notFound('No such payout.');
      return payoutView(db, row);
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayouts>;

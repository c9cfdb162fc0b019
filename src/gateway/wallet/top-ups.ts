/**
 * Top-ups: money that arrived for a wallet (a card payment today; a bank transfer to the wallet's
 * dedicated account through the same path) is credited from the settlement account it came into,
 * once: the transfer's id is derived from the payment, so a webhook replayed or a verify racing
 * the webhook credits nothing more.
 */
import { eq, sql } from 'drizzle-orm';
import { v7 as uuidv7, v5 as uuidv5 } from 'uuid';
import { formatMoney } from '../../contracts/money.ts';
import type { Db } from '../db/client.ts';
import { payments } from '../db/schema/payments.ts';
import { wallets } from '../db/schema/wallet.ts';
import { createTransfers, platformAccount } from '../ledger/ledger.ts';
import { tell } from '../platform/parties/parties.ts';
import type { WalletDeps, Wallets } from './wallets.ts';

const TOP_UP_TRANSFERS = '0b8f4d2e-93a1-4c56-8e0f-7d2a61c4b9e5';
export const topUpTransferId = (paymentId: string) => uuidv5(`${paymentId}:topup`, TOP_UP_TRANSFERS);

export function createTopUps(deps: Pick<WalletDeps, 'notifications' | 'siteUrl' | 'mail' | 'clock' | 'db'> & { wallets: Wallets }) {
  const topUps = {
    async credit(tx: Db, payment: typeof payments.$inferSelect): Promise<void> {
      if (!payment.walletId) return;
      const [wallet] = await tx.select().from(wallets).where(eq(wallets.id, payment.walletId));
      if (!wallet) return;
      const settlement = platformAccount(payment.provider === 'dedicated-account' ? 'bank_settlement' : 'card_settlement');
      await createTransfers(
        tx,
        [
          {
            id: topUpTransferId(payment.id),
            kind: 'single',
            debitAccountId: settlement,
            creditAccountId: wallet.ledgerAccountId,
            amount: Number(payment.amountMinor),
            code: 'topup',
            reference: payment.reference,
          },
        ],
        deps.clock(),
      );
      await tell(tx, deps, await deps.wallets.owners(tx, wallet), {
        kind: 'wallet.topup',
        title: `${formatMoney(Number(payment.amountMinor), payment.currency)} added to your wallet`,
        body: `Your wallet was topped up with ${formatMoney(Number(payment.amountMinor), payment.currency)} (${payment.provider === 'dedicated-account' ? 'bank transfer' : 'card'}, reference ${payment.reference}).`,
        link: '/wallet/transactions',
      });
    },

    /**
     * A bank transfer into a wallet's dedicated account, reported by the provider's webhook: stored
     * as a succeeded payment (its reference is unique, so a replay stores nothing) and credited in
     * the same transaction. Unknown customers are ignored (false).
     */
    async bankTransfer(transfer: {
      reference: string;
      amountMinor: number;
      currency: string;
      customerCode: string;
      payload: unknown;
    }): Promise<boolean> {
      if (!Number.isSafeInteger(transfer.amountMinor) || transfer.amountMinor <= 0 || transfer.currency.toUpperCase() !== 'NGN')
        return false;
      const [wallet] = await deps.db
        .select({ id: wallets.id })
        .from(wallets)
        .where(sql`${wallets.dedicatedAccount}->>'customerCode' = ${transfer.customerCode}`);
      if (!wallet) return false;
      return deps.db.transaction(async (tx) => {
        const [payment] = await tx
          .insert(payments)
          .values({
            id: uuidv7(),
            reference: transfer.reference,
            provider: 'dedicated-account',
            walletId: wallet.id,
            amountMinor: transfer.amountMinor,
            currency: 'NGN',
            status: 'succeeded',
            paidAt: deps.clock(),
            providerPayload: transfer.payload,
          })
          .onConflictDoNothing({ target: payments.reference })
          .returning();
        if (payment) await topUps.credit(tx, payment);
        return true;
      });
    },
  };
  return topUps;
}

export type TopUps = ReturnType<typeof createTopUps>;

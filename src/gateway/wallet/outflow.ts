/**
 * The rules every movement out of a wallet passes, beside the PIN (pin.ts): the owner's limits
 * within the platform's caps for the wallet's tier, a day counted in market time, and above the
 * warning limit an explicit confirmation with a one-time code.
 */
import { eq } from 'drizzle-orm';
import { formatMoney } from '../../contracts/money.ts';
import type { Db } from '../db/client.ts';
import { type Wallet, wallets } from '../db/schema/wallet.ts';
import { marketDayStart } from '../platform/time.ts';
import { outflowSince } from '../ledger/period-totals.ts';
import { HttpError } from '../platform/errors.ts';
import type { OneTimeCodes } from './one-time-codes.ts';
import { capsOf, type TierTable } from './tiers.ts';

export interface Outflow {
  amount: number;
  pin: string;
  /** A validated one-time code, needed above the warning limit. */
  otpId?: string | undefined;
  /** The person said yes to a payment above their warning limit. */
  confirmLarge?: boolean | undefined;
}

/** Sent out of the wallet since the market day began: payments and holds, less holds released. */
export function spentToday(handle: Db, wallet: Pick<Wallet, 'ledgerAccountId'>, now: Date): Promise<number> {
  return outflowSince(handle, wallet.ledgerAccountId, marketDayStart(now));
}

/**
 * The rules a movement out of the wallet passes, inside the transaction that moves the money:
 * the wallet row is locked so two payments cannot both fit under one daily limit.
 */
export async function authorizeOutflow(
  deps: { tiers: TierTable; codes: OneTimeCodes; clock: () => Date },
  tx: Db,
  wallet: Wallet,
  userId: string,
  outflow: Outflow,
): Promise<void> {
  // Locked, and read again: the tier may have changed since the caller read the wallet.
  const [locked] = await tx.select({ tier: wallets.tier }).from(wallets).where(eq(wallets.id, wallet.id)).for('update');
  const caps = capsOf(deps.tiers, locked ?? wallet);
  const raise = caps.maxPerTransaction < deps.tiers[2].maxPerTransaction ? ' Verify the wallet to raise it.' : '';
  const perTransaction = Math.min(wallet.perTransactionLimit ?? Number.POSITIVE_INFINITY, caps.maxPerTransaction);
  if (outflow.amount > perTransaction)
    throw new HttpError(
      422,
      `${formatMoney(outflow.amount)} is above the per-transaction limit of ${formatMoney(perTransaction)}.${raise}`,
      {
        amount: [`is above the per-transaction limit of ${formatMoney(perTransaction)}`],
      },
    );
  const daily = Math.min(wallet.dailyLimit ?? Number.POSITIVE_INFINITY, caps.maxDaily);
  const spent = await spentToday(tx, wallet, deps.clock());
  if (spent + outflow.amount > daily)
    throw new HttpError(
      422,
      `This would take today's outflow to ${formatMoney(spent + outflow.amount)}, above the daily limit of ${formatMoney(daily)}.${raise}`,
      { amount: [`is above what is left of today's limit (${formatMoney(Math.max(0, daily - spent))})`] },
    );
  if (wallet.warningLimit !== null && outflow.amount > wallet.warningLimit) {
    if (!outflow.confirmLarge)
      throw new HttpError(
        428,
        `${formatMoney(outflow.amount)} is above your warning limit of ${formatMoney(wallet.warningLimit)}. Confirm it with a one-time code.`,
        {
          confirmLarge: ['confirm the amount'],
        },
      );
    await deps.codes.consume(tx, userId, outflow.otpId, 'large-outflow');
  }
}

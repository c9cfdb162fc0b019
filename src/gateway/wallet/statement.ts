/**
 * A wallet's statement: its ledger lines as people read them (what each was, where to see more)
 * and its money in and out per market day. The figures are the ledger's (ledger/statements.ts,
 * ledger/period-totals.ts); the words and links are the wallet's.
 */
import { inArray } from 'drizzle-orm';
import type { WalletTransaction } from '../../contracts/wallet.ts';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema/commerce.ts';
import type { Wallet } from '../db/schema/wallet.ts';
import { dailyFlow } from '../ledger/period-totals.ts';
import { statementLines } from '../ledger/statements.ts';

/** A page of a wallet's lines and the filters on them (dates are market days, yyyy-MM-dd). */
export interface TransactionQuery {
  pageNumber: number;
  pageSize: number;
  type?: string | undefined;
  status?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
}

const DESCRIPTIONS: Record<string, (direction: 'in' | 'out', reference: string | null) => string> = {
  topup: () => 'Wallet top-up',
  payment: (direction, ref) => (direction === 'out' ? `Payment for order ${ref ?? ''}` : `Payment received for order ${ref ?? ''}`).trim(),
  settlement: (_, ref) => `Proceeds of order ${ref ?? ''}`.trim(),
  commission: (_, ref) => `Commission on order ${ref ?? ''}`.trim(),
  refund: (_, ref) => `Refund for order ${ref ?? ''}`.trim(),
  payout: (_, ref) => `Payout to bank${ref ? ` ${ref}` : ''}`,
  financing: (direction, ref) => (direction === 'in' ? `Financing ${ref ?? ''} paid in` : `Repayment of financing ${ref ?? ''}`).trim(),
  reversal: (_, ref) => `Reversal${ref ? ` of ${ref}` : ''}`,
};

/** An order's number from the reference its transfers carry (orderNumber: MC- and the number). */
const orderNumberOf = (reference: string | null) => (reference && /^MC-[0-9]{1,15}$/.test(reference) ? reference.slice(3) : null);

/**
 * One line per movement: a hold shows as held until it is posted (completed, at the amount posted)
 * or voided (released). Lines about an order link to it, on the buyer's or the seller's side.
 */
export async function walletTransactions(
  db: Db,
  wallet: Pick<Wallet, 'ledgerAccountId'>,
  query: TransactionQuery,
): Promise<{ items: WalletTransaction[]; total: number }> {
  const { items: lines, total } = await statementLines(db, wallet.ledgerAccountId, { ...query, code: query.type });
  const numbers = [...new Set(lines.map((l) => orderNumberOf(l.reference)).filter((n) => n !== null))];
  const found = numbers.length
    ? await db
        .select({ id: orders.id, number: orders.number })
        .from(orders)
        .where(inArray(orders.number, numbers.map(Number)))
    : [];
  const orderIds = new Map(found.map((o) => [String(o.number), o.id]));
  const items = lines.map((line): WalletTransaction => {
    const type = (line.code in DESCRIPTIONS ? line.code : 'reversal') as WalletTransaction['type'];
    const orderId = orderIds.get(orderNumberOf(line.reference) ?? '') ?? null;
    // Money out for an order, and a refund of it, are the buyer's side of it; other money in, the seller's.
    const link = orderId
      ? line.direction === 'out' || type === 'refund'
        ? `/procurement/my-orders?order=${orderId}`
        : `/storefront/orders?order=${orderId}`
      : type === 'topup'
        ? `/wallet/transactions?search=${encodeURIComponent(line.reference ?? '')}`
        : type === 'financing'
          ? '/finance'
          : null;
    return {
      id: line.id,
      type,
      status: line.status,
      direction: line.direction,
      amount: line.amount,
      reference: line.reference,
      description: DESCRIPTIONS[type]!(line.direction, line.reference),
      link,
      createdAt: line.createdAt.toISOString(),
    };
  });
  return { items, total };
}

/** Money in and out per market day over the last `days` days (holds counted when they are posted). */
export async function walletFlow(db: Db, wallet: Pick<Wallet, 'ledgerAccountId'>, days: number, now: Date) {
  return { days, points: await dailyFlow(db, wallet.ledgerAccountId, days, now) };
}

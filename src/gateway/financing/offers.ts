/**
 * After an offer (docs/decisions/018-financing.md): the company accepts it with the PIN and a
 * one-time code, or declines it; an accepted procurement line pays an order waiting for a bank
 * transfer; what is owed is repaid early. The money itself moves in money.ts.
 */
import { eq } from 'drizzle-orm';
import type { FinancingDetail } from '../../contracts/financing.ts';
import { formatMoney } from '../../contracts/money.ts';
import { buyerOrderLink, mailPaymentHeld, sellerOrderLink } from '../commerce/index.ts';
import { orders } from '../db/schema/commerce.ts';
import type { Member } from '../platform/auth/members.ts';
import { HttpError } from '../platform/errors.ts';
import type { FinancingMoney } from './money.ts';
import { unpaidOrder } from './pricing.ts';
import { announce, companyWallet, type FinancingDeps, move, ownRequest } from './state.ts';
import { detailOf } from './views.ts';

export function createFinancingOffers(deps: FinancingDeps, money: FinancingMoney) {
  const { db } = deps;
  const detail = (row: Parameters<typeof detailOf>[1]): Promise<FinancingDetail> => detailOf(db, row, deps.clock());

  return {
    /** The offer accepted: the PIN, then in one transaction the one-time code and the move. */
    async accept(member: Member, id: string, body: { pin: string; otpId: string }): Promise<FinancingDetail> {
      const row = await ownRequest(db, member, id);
      const wallet = await companyWallet(deps, member);
      if (!wallet) throw new HttpError(409, 'Open your company’s wallet first.');
      await deps.wallets.checkPin(wallet, body.pin);
      const now = deps.clock();
      if (row.status === 'offered' && row.offerExpiresAt && row.offerExpiresAt <= now) {
        await db.transaction(async (transaction) => {
          await move(
            transaction,
            deps,
            row.id,
            ['offered'],
            'expired',
            { title: 'Offer expired', actor: { kind: 'system' } },
            { closedAt: now },
          );
        });
        throw new HttpError(409, 'This offer has expired. You can start a new request.');
      }
      const accepted = await db.transaction(async (tx) => {
        await deps.codes.consume(tx, member.userId, body.otpId, 'accept-financing');
        const lineUntil = new Date(now.getTime() + deps.settings.lineDays * 86_400_000);
        const after = await move(
          tx,
          deps,
          row.id,
          ['offered'],
          'accepted',
          {
            title: 'Offer accepted',
            body:
              row.type === 'procurement'
                ? `Pay with financing at checkout until ${lineUntil.toISOString().slice(0, 10)}.`
                : 'Our financing team makes a last check, then pays the money into your wallet.',
            actor: { kind: 'customer', id: member.userId },
          },
          { acceptedBy: member.userId, acceptedAt: now, ...(row.type === 'procurement' ? { offerExpiresAt: lineUntil } : {}) },
        );
        await announce(tx, deps, after, {
          title: 'Financing offer accepted',
          body:
            row.type === 'procurement'
              ? `${formatMoney(after.offerAmount!)} is ready: choose "Pay with financing" at checkout.`
              : `Our financing team makes a last check, then pays ${formatMoney(after.offerAmount!)} into your wallet; we will tell you when it is there. Nothing has moved yet.`,
        });
        return after;
      });
      return detail(accepted);
    },

    async rejectOffer(member: Member, id: string, reason: string | undefined): Promise<FinancingDetail> {
      const row = await ownRequest(db, member, id);
      const after = await db.transaction(async (transaction) =>
        move(
          transaction,
          deps,
          row.id,
          ['offered'],
          'declined',
          { title: 'You declined the offer', body: reason ?? null, actor: { kind: 'customer', id: member.userId } },
          { declineReason: `You declined the offer${reason ? `: ${reason}` : '.'}`, closedAt: deps.clock() },
        ),
      );
      return detail(after);
    },

    /** An unpaid order of the company (an accepted quote's, say) paid by the accepted procurement line. */
    async payOrder(member: Member, id: string, body: { orderId: string; pin: string }): Promise<FinancingDetail> {
      const row = await ownRequest(db, member, id);
      if (row.type !== 'procurement' || row.status !== 'accepted')
        throw new HttpError(409, 'Only an accepted procurement financing can pay an order.');
      const wallet = await companyWallet(deps, member);
      if (!wallet) throw new HttpError(409, 'Open your company’s wallet first.');
      await deps.wallets.checkPin(wallet, body.pin);
      await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(orders).where(eq(orders.id, body.orderId)).for('update');
        if (!locked) throw new HttpError(400, 'That is not one of your company’s orders.', { orderId: ['is not one of your orders'] });
        const order = await unpaidOrder(tx, member, body.orderId);
        await money.draw(tx, member.companyId, member.userId, [order]);
        await deps.documents?.paid(tx, order.id);
        const [paid] = await tx.select().from(orders).where(eq(orders.id, order.id));
        await mailPaymentHeld(tx, deps, paid!, { buyer: buyerOrderLink(order.id), seller: sellerOrderLink(order.id) });
      });
      return detail(await ownRequest(db, member, id));
    },

    async repay(member: Member, id: string, body: { pin: string; amount?: number | undefined }): Promise<FinancingDetail> {
      const row = await ownRequest(db, member, id);
      const wallet = await companyWallet(deps, member);
      if (!wallet) throw new HttpError(409, 'Open your company’s wallet first.');
      await deps.wallets.checkPin(wallet, body.pin);
      await money.repayEarly(row.id, member.companyId!, member.userId, body.amount);
      return detail(await ownRequest(db, member, id));
    },
  };
}

/**
 * Financing's money, all through the ledger (docs/decisions/018-financing.md):
 * - disbursement (import, manufacturing): financing pool → the company's wallet;
 * - a draw (procurement): each financed order is held financing pool → escrow, as a wallet payment
 *   is held from the wallet, so delivery pays the supplier and cancellation returns the money by
 *   the order's own rules;
 * - repayments: the company's wallet → financing pool, on due dates (the `financing.tick` job) or
 *   early. Each is one transfer whose id is derived from the request and what was paid before, so
 *   a step retried moves nothing more.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { orderNumber } from '../../contracts/commerce.ts';
import { FINANCING_OWING, financingReference } from '../../contracts/financing.ts';
import { formatMoney } from '../../contracts/money.ts';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema/commerce.ts';
import { type FinancingRequest, financingInstalments, financingRequests } from '../db/schema/financing.ts';
import { createTransfers, LedgerError, platformAccount } from '../ledger/ledger.ts';
import { HttpError } from '../platform/errors.ts';
import { createCollections } from './collections.ts';
import { createRepayments, paidSoFar } from './repayments.ts';
import {
  type Actor,
  announce,
  FINANCING_CODE,
  type FinancingDeps,
  financingTransferId,
  move,
  periodBegun,
  record,
  waivableOf,
  writeSchedule,
} from './state.ts';
import { payoffOf } from './views.ts';

type OrderRow = typeof orders.$inferSelect;

export function createFinancingMoney(deps: FinancingDeps) {
  const { db } = deps;
  const repayments = createRepayments(deps);
  const { walletOf, lockedInstalments, apply, settleStatus, collectFrom, refund } = repayments;

  return {
    /** Import and manufacturing: the offered amount to the company's wallet, and the schedule from today. */
    async disburse(tx: Db, id: string, actor: Actor): Promise<{ before: FinancingRequest; after: FinancingRequest }> {
      const [before] = await tx.select().from(financingRequests).where(eq(financingRequests.id, id)).for('update');
      if (!before) throw new HttpError(404, 'No such financing request.');
      if (before.type === 'procurement')
        throw new HttpError(409, 'Procurement financing is paid to the supplier when the company pays an order with it.');
      const at = deps.clock();
      const wallet = await walletOf(tx, before);
      const after = await move(
        tx,
        deps,
        id,
        ['accepted'],
        'disbursed',
        { title: 'Disbursed', body: `${formatMoney(before.offerAmount!)} was paid into your wallet.`, actor },
        { disbursedAt: at, drawn: before.offerAmount! },
      );
      await createTransfers(
        tx,
        [
          {
            id: financingTransferId(id, 'disburse'),
            kind: 'single',
            debitAccountId: platformAccount('financing'),
            creditAccountId: wallet.ledgerAccountId,
            amount: before.offerAmount!,
            code: FINANCING_CODE,
            reference: financingReference(id),
          },
        ],
        at,
      );
      await writeSchedule(tx, after, before.offerAmount!, at);
      await announce(tx, deps, after, {
        title: 'Financing paid into your wallet',
        body: `${formatMoney(before.offerAmount!)} is in your wallet. The first instalment is due in 30 days; keep enough in the wallet.`,
      });
      return { before, after };
    },

    /**
     * Orders paid with the company's accepted procurement line, in the purchase's transaction: each
     * order held financing → escrow (its wallet hold id), the line drawn, the schedule written.
     */
    async draw(tx: Db, companyId: string | null, userId: string, placed: Pick<OrderRow, 'id' | 'number' | 'totalMinor' | 'currency'>[]) {
      if (!companyId) throw new HttpError(403, 'Financing is for companies; personal accounts cannot pay with it.');
      const [line] = await tx
        .select()
        .from(financingRequests)
        .where(
          and(
            eq(financingRequests.companyId, companyId),
            eq(financingRequests.type, 'procurement'),
            eq(financingRequests.status, 'accepted'),
          ),
        )
        .for('update');
      if (!line)
        throw new HttpError(409, 'Your company has no accepted procurement financing to pay with.', {
          paymentMethod: ['has no financing line'],
        });
      const at = deps.clock();
      if (line.offerExpiresAt && line.offerExpiresAt <= at)
        throw new HttpError(409, 'Your procurement financing line has expired. Start a new request.', { paymentMethod: ['line expired'] });
      if (placed.some((o) => o.currency !== 'NGN'))
        throw new HttpError(409, 'Financing pays in naira only.', { paymentMethod: ['naira only'] });
      const total = placed.reduce((sum, o) => sum + Number(o.totalMinor), 0);
      const left = line.offerAmount! - line.drawn;
      if (total > left)
        throw new HttpError(
          409,
          `${formatMoney(total)} is more than the ${formatMoney(left)} left on your financing line. Remove some lines or pay another way.`,
          { paymentMethod: [`only ${formatMoney(left)} left on the line`] },
        );
      await deps.orderMoney.hold(tx, platformAccount('financing'), placed);
      await tx
        .update(orders)
        .set({ paymentMethod: 'financing' })
        .where(
          inArray(
            orders.id,
            placed.map((o) => o.id),
          ),
        );
      const numbers = placed.map((o) => orderNumber(Number(o.number))).join(', ');
      const after = await move(
        tx,
        deps,
        line.id,
        ['accepted'],
        'disbursed',
        {
          title: `Order ${numbers} paid by financing`,
          body: `${formatMoney(total)} is held for the supplier until delivery.`,
          actor: { kind: 'customer', id: userId },
        },
        { drawn: total, orderIds: placed.map((o) => o.id), disbursedAt: at },
      );
      await writeSchedule(tx, after, total, at);
      await announce(tx, deps, after, {
        title: 'Order paid by financing',
        body: `Order ${numbers}: ${formatMoney(total)} paid by your procurement financing. The first instalment is due in 30 days.`,
      });
    },

    /**
     * Money of a financed order went back to the pool: all that was left when it was cancelled
     * (`whole`: its hold voided, or the rest paid back from escrow; the order leaves the request), or
     * a partial refund. The line shrinks by it and the schedule is written again for what is left.
     * Money already collected beyond what is now owed goes back to the wallet.
     */
    async orderReleased(
      tx: Db,
      order: Pick<OrderRow, 'id' | 'number' | 'paymentMethod'>,
      released: { amountMinor: number; whole: boolean },
    ) {
      if (order.paymentMethod !== 'financing') return;
      const [row] = await tx
        .select()
        .from(financingRequests)
        .where(sql`${financingRequests.orderIds} @> ${JSON.stringify([order.id])}::jsonb`)
        .for('update');
      // A repaid request too: what was repaid for goods never delivered goes back.
      if (!row || !(FINANCING_OWING.includes(row.status) || row.status === 'repaid')) return;
      const instalments = await lockedInstalments(tx, row.id);
      const collected = paidSoFar(instalments);
      const principal = row.drawn - released.amountMinor;
      const what = released.whole ? 'cancelled' : `partly refunded (${formatMoney(released.amountMinor)})`;
      await tx.delete(financingInstalments).where(eq(financingInstalments.requestId, row.id));
      const actor: Actor = { kind: 'system' };
      const number = orderNumber(Number(order.number));
      // A transfer id per release: a cancellation's by the order, a partial refund's by what was drawn before it.
      const refundKey = released.whole ? `refund:${order.id}` : `refund:${order.id}:${row.drawn}`;
      if (principal <= 0) {
        if (collected > 0) await refund(tx, row, collected, refundKey);
        const event = {
          title: `Order ${number} ${what}`,
          body: `The supplier was not paid, so nothing is owed${collected > 0 ? `; ${formatMoney(collected)} repaid went back to your wallet` : ''}.`,
          actor,
        };
        if (row.status === 'repaid') {
          await tx.update(financingRequests).set({ drawn: 0, updatedAt: deps.clock() }).where(eq(financingRequests.id, row.id));
          await record(tx, deps, row.id, event);
        } else await move(tx, deps, row.id, FINANCING_OWING, 'repaid', event, { drawn: 0, closedAt: deps.clock() });
        await announce(tx, deps, row, {
          title: `Financed order ${released.whole ? 'cancelled' : 'refunded'}`,
          body: `Order ${number} was ${what}: nothing is owed on this financing.`,
        });
        return;
      }
      const [kept] = await tx
        .update(financingRequests)
        .set({
          drawn: principal,
          orderIds: released.whole ? row.orderIds.filter((o) => o !== order.id) : row.orderIds,
          updatedAt: deps.clock(),
        })
        .where(eq(financingRequests.id, row.id))
        .returning();
      await writeSchedule(tx, kept!, principal, row.disbursedAt ?? deps.clock());
      await record(tx, deps, row.id, {
        title: `Order ${number} ${what}`,
        body: `${formatMoney(released.amountMinor)} less to repay; the schedule was written again.`,
        actor,
      });
      const fresh = await lockedInstalments(tx, row.id);
      const applied = collected > 0 ? await apply(tx, kept!, fresh, collected, actor) : 0;
      if (collected > applied) {
        await refund(tx, row, collected - applied, refundKey);
        await record(tx, deps, row.id, {
          title: `${formatMoney(collected - applied)} back to your wallet`,
          body: 'You had repaid more than is now owed.',
          actor,
        });
      }
      // An overdue request whose overdue instalments went with the order is repaying again.
      if (collected === 0) await settleStatus(tx, kept!, fresh, actor);
    },

    /** Early repayment: in full (the payoff of today) or a part, applied to the instalments in order. */
    async repayEarly(id: string, companyId: string, userId: string, amount: number | undefined) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(financingRequests)
          .where(and(eq(financingRequests.id, id), eq(financingRequests.companyId, companyId)))
          .for('update');
        if (!row) throw new HttpError(404, 'No such financing request.');
        if (!FINANCING_OWING.includes(row.status)) throw new HttpError(409, 'Nothing is owed on this request.');
        const instalments = await lockedInstalments(tx, id);
        const now = deps.clock();
        const payoff = payoffOf(instalments, now);
        const full = amount === undefined || amount >= payoff;
        if (amount !== undefined && amount > payoff)
          throw new HttpError(422, `That is more than the ${formatMoney(payoff)} that repays everything today.`, {
            amount: [`is more than ${formatMoney(payoff)}`],
          });
        const paying = full ? payoff : amount!;
        if (full)
          for (const i of instalments) {
            if (i.status !== 'scheduled' && i.status !== 'overdue') continue;
            if (periodBegun(i, now)) continue;
            i.waived += waivableOf(i);
            await tx.update(financingInstalments).set({ waived: i.waived }).where(eq(financingInstalments.id, i.id));
          }
        try {
          await collectFrom(tx, row, paying, `repay:${paidSoFar(instalments)}:${paying}`);
        } catch (error) {
          if (error instanceof LedgerError && error.code === 'insufficient_funds')
            throw new HttpError(409, `Your wallet does not hold ${formatMoney(paying)}. Top it up first.`, {
              amount: ['is more than your wallet holds'],
            });
          throw error;
        }
        await record(tx, deps, id, {
          title: full ? `Repaid early in full: ${formatMoney(paying)}` : `Repaid early: ${formatMoney(paying)}`,
          body: full ? 'The interest of the periods not begun was waived.' : null,
          actor: { kind: 'customer', id: userId },
        });
        await apply(tx, row, instalments, paying, { kind: 'customer', id: userId });
        return paying;
      });
    },
    ...createCollections(deps, repayments),
  };
}

export type FinancingMoney = ReturnType<typeof createFinancingMoney>;

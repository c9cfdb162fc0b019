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
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { orderNumber } from '../../contracts/commerce.ts';
import { FINANCING_OWING, financingReference, REMINDER_DAYS } from '../../contracts/financing.ts';
import { formatMoney } from '../../contracts/money.ts';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema/commerce.ts';
import { type FinancingInstalment, type FinancingRequest, financingInstalments, financingRequests } from '../db/schema/financing.ts';
import { wallets } from '../db/schema/wallet.ts';
import { HttpError } from '../platform/errors.ts';
import { accountBalance, createTransfers, LedgerError, platformAccount } from '../ledger/ledger.ts';
import {
  type Actor,
  announce,
  type FinancingDeps,
  financingTransferId,
  move,
  owedOn,
  periodBegun,
  record,
  waivableOf,
  writeSchedule,
} from './state.ts';
import { payoffOf } from './views.ts';

/** One code for financing's transfers: the wallet's side (in or out) says which way the money went. */
const CODE = 'financing';

type OrderRow = typeof orders.$inferSelect;

export function createFinancingMoney(deps: FinancingDeps) {
  const { db } = deps;

  async function walletOf(tx: Db, row: FinancingRequest) {
    const [wallet] = await tx.select().from(wallets).where(eq(wallets.id, row.walletId));
    if (!wallet) throw new HttpError(409, 'The company’s wallet is missing.');
    return wallet;
  }

  async function lockedInstalments(tx: Db, requestId: string): Promise<FinancingInstalment[]> {
    return tx
      .select()
      .from(financingInstalments)
      .where(eq(financingInstalments.requestId, requestId))
      .orderBy(asc(financingInstalments.seq))
      .for('update');
  }

  /**
   * Spreads `amount` over the instalments in order (what is due first is paid first) and moves the
   * request to repaying, overdue or repaid as the instalments now stand.
   */
  async function apply(tx: Db, row: FinancingRequest, instalments: FinancingInstalment[], amount: number, actor: Actor) {
    const at = deps.clock();
    let left = amount;
    for (const i of instalments) {
      if (i.status === 'paid' || i.status === 'waived') continue;
      if (owedOn(i) === 0) {
        // Waived down to nothing by an early repayment in full: it is settled.
        i.status = 'paid';
        await tx.update(financingInstalments).set({ status: 'paid', paidAt: at }).where(eq(financingInstalments.id, i.id));
        continue;
      }
      if (left <= 0) continue;
      const take = Math.min(left, owedOn(i));
      left -= take;
      i.paid += take;
      const done = owedOn(i) === 0;
      if (done) i.status = 'paid';
      await tx
        .update(financingInstalments)
        .set({ paid: i.paid, status: i.status, paidAt: done ? at : null })
        .where(eq(financingInstalments.id, i.id));
    }
    await settleStatus(tx, row, instalments, actor);
    return amount - left;
  }

  /** Repaid when nothing is owed; overdue while an instalment is; repaying otherwise. */
  async function settleStatus(tx: Db, row: FinancingRequest, instalments: FinancingInstalment[], actor: Actor) {
    const open = instalments.filter((i) => i.status === 'scheduled' || i.status === 'overdue');
    const to = open.length === 0 ? 'repaid' : open.some((i) => i.status === 'overdue') ? 'overdue' : 'repaying';
    if (to === row.status) return;
    const title = to === 'repaid' ? 'Repaid in full' : to === 'overdue' ? 'An instalment is overdue' : 'Repaying';
    const moved = await move(tx, deps, row.id, FINANCING_OWING, to, { title, actor }, to === 'repaid' ? { closedAt: deps.clock() } : {});
    row.status = moved.status;
    if (to === 'repaid')
      await announce(tx, deps, row, {
        title: 'Financing repaid',
        body: 'Every instalment is paid. Thank you: your next request starts from a good record.',
      });
  }

  /** One repayment transfer wallet → financing pool; null when the wallet holds nothing to take. */
  async function collectFrom(tx: Db, row: FinancingRequest, amount: number, step: string): Promise<number> {
    if (amount <= 0) return 0;
    const wallet = await walletOf(tx, row);
    await createTransfers(
      tx,
      [
        {
          id: financingTransferId(row.id, step),
          kind: 'single',
          debitAccountId: wallet.ledgerAccountId,
          creditAccountId: platformAccount('financing'),
          amount,
          code: CODE,
          reference: financingReference(row.id),
        },
      ],
      deps.clock(),
    );
    return amount;
  }

  const paidSoFar = (instalments: FinancingInstalment[]) => instalments.reduce((sum, i) => sum + i.paid, 0);

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
            code: CODE,
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
    async draw(tx: Db, companyId: string | null, userId: string, placed: Pick<OrderRow, 'id' | 'number' | 'subtotalMinor' | 'currency'>[]) {
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
      const total = placed.reduce((sum, o) => sum + Number(o.subtotalMinor), 0);
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
     * A financed order was cancelled (its hold is voided, the money is back in the pool): the line
     * shrinks by it and the schedule is written again for what is left. Money already collected
     * beyond what is now owed goes back to the wallet.
     */
    async orderReleased(tx: Db, order: Pick<OrderRow, 'id' | 'number' | 'subtotalMinor' | 'paymentMethod'>) {
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
      const principal = row.drawn - Number(order.subtotalMinor);
      await tx.delete(financingInstalments).where(eq(financingInstalments.requestId, row.id));
      const actor: Actor = { kind: 'system' };
      const number = orderNumber(Number(order.number));
      if (principal <= 0) {
        if (collected > 0) await refund(tx, row, collected, `refund:${order.id}`);
        const event = {
          title: `Order ${number} cancelled`,
          body: `The supplier was not paid, so nothing is owed${collected > 0 ? `; ${formatMoney(collected)} repaid went back to your wallet` : ''}.`,
          actor,
        };
        if (row.status === 'repaid') {
          await tx.update(financingRequests).set({ drawn: 0, updatedAt: deps.clock() }).where(eq(financingRequests.id, row.id));
          await record(tx, deps, row.id, event);
        } else await move(tx, deps, row.id, FINANCING_OWING, 'repaid', event, { drawn: 0, closedAt: deps.clock() });
        await announce(tx, deps, row, {
          title: 'Financed order cancelled',
          body: `Order ${number} was cancelled: nothing is owed on this financing.`,
        });
        return;
      }
      const [kept] = await tx
        .update(financingRequests)
        .set({ drawn: principal, orderIds: row.orderIds.filter((o) => o !== order.id), updatedAt: deps.clock() })
        .where(eq(financingRequests.id, row.id))
        .returning();
      await writeSchedule(tx, kept!, principal, row.disbursedAt ?? deps.clock());
      await record(tx, deps, row.id, {
        title: `Order ${number} cancelled`,
        body: `${formatMoney(Number(order.subtotalMinor))} less to repay; the schedule was written again.`,
        actor,
      });
      const fresh = await lockedInstalments(tx, row.id);
      const applied = collected > 0 ? await apply(tx, kept!, fresh, collected, actor) : 0;
      if (collected > applied) {
        await refund(tx, row, collected - applied, `refund:${order.id}`);
        await record(tx, deps, row.id, {
          title: `${formatMoney(collected - applied)} back to your wallet`,
          body: 'You had repaid more than is now owed.',
          actor,
        });
      }
      // An overdue request whose overdue instalments went with the order is repaying again.
      if (collected === 0) await settleStatus(tx, kept!, fresh, actor);
    },

    /**
     * The `financing.tick` job's collections: every instalment due by now with money owed is taken
     * from the wallet, as much as it holds; the first time one is left unpaid past its date it is
     * overdue and the late fee is added once. One request per transaction.
     */
    async collectDue(now: Date): Promise<number> {
      // Oldest due first, so overdue loans whose wallets stay empty cannot crowd out the rest.
      const due = await db
        .select({ requestId: financingInstalments.requestId, first: sql<string>`min(${financingInstalments.dueAt})` })
        .from(financingInstalments)
        .innerJoin(financingRequests, eq(financingRequests.id, financingInstalments.requestId))
        .where(
          and(
            inArray(financingInstalments.status, ['scheduled', 'overdue']),
            lte(financingInstalments.dueAt, now),
            inArray(financingRequests.status, [...FINANCING_OWING]),
          ),
        )
        .groupBy(financingInstalments.requestId)
        .orderBy(sql`min(${financingInstalments.dueAt})`)
        .limit(500);
      let collected = 0;
      const failures: unknown[] = [];
      for (const { requestId } of due) {
        try {
          collected += await db.transaction(async (tx) => {
            const [row] = await tx.select().from(financingRequests).where(eq(financingRequests.id, requestId)).for('update');
            if (!row || !FINANCING_OWING.includes(row.status)) return 0;
            const instalments = await lockedInstalments(tx, requestId);
            const owing = instalments.filter((i) => (i.status === 'scheduled' || i.status === 'overdue') && i.dueAt <= now);
            const owed = owing.reduce((sum, i) => sum + owedOn(i), 0);
            const wallet = await walletOf(tx, row);
            const balance = await accountBalance(tx, wallet.ledgerAccountId);
            const available = Math.max(0, balance.creditsPosted - balance.debitsPosted - balance.debitsPending);
            const take = Math.min(owed, available);
            const before = paidSoFar(instalments);
            if (take > 0) {
              await collectFrom(tx, row, take, `collect:${before}`);
              // Only what is due now: a later instalment waits for its own date.
              let left = take;
              for (const i of owing) {
                const part = Math.min(left, owedOn(i));
                left -= part;
                i.paid += part;
                if (owedOn(i) === 0) i.status = 'paid';
                await tx
                  .update(financingInstalments)
                  .set({ paid: i.paid, status: i.status, paidAt: i.status === 'paid' ? now : null })
                  .where(eq(financingInstalments.id, i.id));
              }
            }
            const late: string[] = [];
            for (const i of owing) {
              if (i.status !== 'scheduled' || owedOn(i) === 0) continue;
              const lateFee = Number((BigInt(owedOn(i)) * BigInt(deps.settings.lateFeeBps) + 5000n) / 10000n);
              i.status = 'overdue';
              i.lateFee += lateFee;
              await tx.update(financingInstalments).set({ status: 'overdue', lateFee: i.lateFee }).where(eq(financingInstalments.id, i.id));
              late.push(`instalment ${i.seq}: ${formatMoney(owedOn(i))} including a late fee of ${formatMoney(lateFee)}`);
            }
            if (take > 0)
              await record(tx, deps, row.id, {
                title: `${formatMoney(take)} collected from your wallet`,
                body: owing
                  .map((i) => `Instalment ${i.seq}: ${i.status === 'paid' ? 'paid' : `${formatMoney(owedOn(i))} left`}`)
                  .join('; '),
                actor: { kind: 'system' },
              });
            if (late.length)
              await announce(tx, deps, row, {
                title: 'Instalment overdue',
                body: `Your wallet did not hold enough on the due date: ${late.join('; ')}. Top up your wallet; what is owed is collected within the hour.`,
              });
            else if (take > 0)
              await announce(tx, deps, row, {
                title: 'Instalment collected',
                body: `${formatMoney(take)} was taken from your wallet for your financing.`,
              });
            await settleStatus(tx, row, instalments, { kind: 'system' });
            return take;
          });
        } catch (error) {
          // A wallet spent between our read and the transfer: the next run tries again. A request
          // that cannot be collected for another reason must not stop the others' collections.
          if (error instanceof LedgerError && error.code === 'insufficient_funds') continue;
          failures.push(error);
        }
      }
      // The job retries, and its dead-letter queue keeps the first failure for inspection.
      if (failures.length) throw failures[0];
      return collected;
    },

    /** Reminders three days before a due date, once per instalment. */
    async remind(now: Date): Promise<number> {
      const soon = new Date(now.getTime() + REMINDER_DAYS * 86_400_000);
      const rows = await db
        .select({ instalment: financingInstalments, request: financingRequests })
        .from(financingInstalments)
        .innerJoin(financingRequests, eq(financingRequests.id, financingInstalments.requestId))
        .where(
          and(
            eq(financingInstalments.status, 'scheduled'),
            lte(financingInstalments.dueAt, soon),
            sql`${financingInstalments.dueAt} > ${now.toISOString()}::timestamptz`,
            sql`${financingInstalments.remindedAt} is null`,
            inArray(financingRequests.status, [...FINANCING_OWING]),
          ),
        )
        .limit(500);
      for (const { instalment, request } of rows) {
        await db.transaction(async (tx) => {
          const [marked] = await tx
            .update(financingInstalments)
            .set({ remindedAt: now })
            .where(and(eq(financingInstalments.id, instalment.id), sql`${financingInstalments.remindedAt} is null`))
            .returning();
          if (!marked) return;
          const day = instalment.dueAt.toLocaleDateString('en-NG', { day: 'numeric', month: 'long', timeZone: 'Africa/Lagos' });
          await announce(tx, deps, request, {
            title: `Instalment due on ${day}`,
            body: `${formatMoney(owedOn(instalment))} will be taken from your wallet on ${day}. Make sure it holds enough to avoid the late fee.`,
          });
        });
      }
      return rows.length;
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
  };

  /** Money collected for an order that was then cancelled goes back to the wallet. */
  async function refund(tx: Db, row: FinancingRequest, amount: number, step: string) {
    const wallet = await walletOf(tx, row);
    await createTransfers(
      tx,
      [
        {
          id: financingTransferId(row.id, step),
          kind: 'single',
          debitAccountId: platformAccount('financing'),
          creditAccountId: wallet.ledgerAccountId,
          amount,
          code: CODE,
          reference: financingReference(row.id),
        },
      ],
      deps.clock(),
    );
  }
}

export type FinancingMoney = ReturnType<typeof createFinancingMoney>;

/**
 * The `financing.tick` job's side of repayment (docs/decisions/018-financing.md): every instalment
 * due is collected from the company's wallet, as much as it holds, and marked overdue with its late
 * fee once when the wallet held too little; reminders go out three days before a due date.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { FINANCING_OWING, REMINDER_DAYS } from '../../contracts/financing.ts';
import { formatMoney } from '../../contracts/money.ts';
import { financingInstalments, financingRequests } from '../db/schema/financing.ts';
import { accountBalance, walletBalance } from '../ledger/balances.ts';
import { LedgerError } from '../ledger/ledger.ts';
import { announce, type FinancingDeps, owedOn, record } from './state.ts';
import { paidSoFar, type Repayments } from './repayments.ts';

export function createCollections(deps: FinancingDeps, repayments: Repayments) {
  const { db } = deps;
  const { walletOf, lockedInstalments, collectFrom, settleStatus } = repayments;

  return {
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
            const available = Math.max(0, walletBalance(await accountBalance(tx, wallet.ledgerAccountId)).available);
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
  };
}

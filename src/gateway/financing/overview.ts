/**
 * The /finance page and the financing statement: the wallet, the line, what is owed and due, the
 * history and the repayments by month, and every request's schedule beside every repayment, for
 * accounting. Days and months are the market's (ledger/market-days.ts), as the wallet counts them:
 * a repayment at 00:30 in Lagos on the 1st is that month's, not the last one's.
 */
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { FINANCING_OWING, FINANCING_STATUS_LABELS, type FinanceOverview, financingReference } from '../../contracts/financing.ts';
import { marketToday } from '../../contracts/requests.ts';
import { koboToDecimal } from '../../contracts/money.ts';
import { financingRequests } from '../db/schema/financing.ts';
import { wallets } from '../db/schema/wallet.ts';
import { accountBalance, walletBalance } from '../ledger/balances.ts';
import { marketMonth, monthsAfter } from '../platform/time.ts';
import { monthlyFlow } from '../ledger/period-totals.ts';
import { paymentsOut } from '../ledger/statements.ts';
import type { Member } from '../platform/auth/members.ts';
import { type FinancingDeps, owedOn } from './state.ts';
import { instalmentsOf, instalmentView, summaryOf } from './views.ts';

export function createFinanceOverview(deps: FinancingDeps) {
  const { db } = deps;

  return {
    /** /finance: the wallet, the line, what is owed and due, the history and repayments by month. */
    async overview(member: Member): Promise<FinanceOverview> {
      if (!member.companyId) return { wallet: null, line: null, owed: 0, overdue: 0, upcoming: [], history: [], repayments: [] };
      const now = deps.clock();
      const wallet = await deps.wallets.find(member);
      const rows = await db
        .select()
        .from(financingRequests)
        .where(eq(financingRequests.companyId, member.companyId))
        .orderBy(desc(financingRequests.updatedAt))
        .limit(100);
      const instalments = await instalmentsOf(
        db,
        rows.map((r) => r.id),
      );
      const balance = wallet ? await accountBalance(db, wallet.ledgerAccountId) : null;
      const line = rows.find((r) => r.type === 'procurement' && r.status === 'accepted' && r.offerExpiresAt && r.offerExpiresAt > now);
      const open = rows.flatMap((r) =>
        FINANCING_OWING.includes(r.status)
          ? (instalments.get(r.id) ?? []).filter((i) => i.status === 'scheduled' || i.status === 'overdue').map((i) => ({ r, i }))
          : [],
      );
      const thisMonth = marketMonth(now);
      const months: string[] = [];
      for (let k = -5; k <= 6; k++) months.push(monthsAfter(thisMonth, k));
      // Repayments are the wallet's payments to the financing pool (money.ts: one code, the wallet's side says which way).
      const paidByMonth = wallet
        ? await monthlyFlow(db, wallet.ledgerAccountId, { code: 'financing', from: months[0]! })
        : new Map<string, { out: number }>();
      const dueByMonth = new Map<string, number>();
      for (const { i } of open) dueByMonth.set(marketMonth(i.dueAt), (dueByMonth.get(marketMonth(i.dueAt)) ?? 0) + owedOn(i));
      return {
        wallet: balance && wallet ? { available: walletBalance(balance).available, currency: wallet.currency } : null,
        line: line
          ? {
              requestId: line.id,
              amount: line.offerAmount!,
              used: line.drawn,
              left: line.offerAmount! - line.drawn,
              expiresAt: line.offerExpiresAt!.toISOString(),
            }
          : null,
        owed: open.reduce((sum, { i }) => sum + owedOn(i), 0),
        overdue: open.filter(({ i }) => i.status === 'overdue').reduce((sum, { i }) => sum + owedOn(i), 0),
        upcoming: open
          .sort((a, b) => a.i.dueAt.getTime() - b.i.dueAt.getTime())
          .slice(0, 6)
          .map(({ r, i }) => ({ ...instalmentView(i), requestId: r.id, reference: financingReference(r.id), type: r.type })),
        history: rows.map((r) => summaryOf(r, instalments.get(r.id) ?? [], now)),
        repayments: months.map((m) => ({ month: m, paid: paidByMonth.get(m)?.out ?? 0, due: dueByMonth.get(m) ?? 0 })),
      };
    },

    /** The statement's rows: each request's schedule and every repayment, oldest first. */
    async statement(member: Member): Promise<string[][]> {
      if (!member.companyId) return [];
      const rows = await db
        .select()
        .from(financingRequests)
        .where(and(eq(financingRequests.companyId, member.companyId), isNotNull(financingRequests.disbursedAt)))
        .orderBy(asc(financingRequests.disbursedAt));
      const lines: string[][] = [];
      const naira = koboToDecimal;
      const references = new Map(rows.map((r) => [financingReference(r.id), r]));
      // Three reads in all, however many requests: the requests, their instalments, the wallet's repayments.
      const [schedules, [wallet]] = await Promise.all([
        instalmentsOf(
          db,
          rows.map((r) => r.id),
        ),
        db.select().from(wallets).where(eq(wallets.companyId, member.companyId)),
      ]);
      for (const [reference, r] of references) {
        lines.push([marketToday(r.disbursedAt!), reference, r.type, 'Disbursed', naira(r.drawn), '', FINANCING_STATUS_LABELS[r.status]]);
        for (const i of schedules.get(r.id) ?? [])
          lines.push([
            marketToday(i.dueAt),
            reference,
            r.type,
            `Instalment ${i.seq} (principal ${naira(i.principal)}, interest ${naira(i.interest - i.waived)}, fees ${naira(i.fee + i.lateFee)})`,
            naira(i.principal + i.interest + i.fee + i.lateFee - i.waived),
            naira(i.paid),
            i.status,
          ]);
      }
      if (wallet)
        for (const p of await paymentsOut(db, wallet.ledgerAccountId, { code: 'financing', references: [...references.keys()] }))
          lines.push([
            marketToday(p.createdAt),
            p.reference,
            references.get(p.reference)!.type,
            'Repayment from wallet',
            '',
            naira(p.amount),
            'paid',
          ]);
      return lines.sort((a, b) => a[0]!.localeCompare(b[0]!));
    },
  };
}

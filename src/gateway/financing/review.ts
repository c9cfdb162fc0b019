/**
 * Financing in the operations console: the queue of requests to review, and the operator's
 * moves (take into review, offer, decline, disburse). Each runs in the transaction the console
 * opens for its audit entry (operations/operations.ts), and returns the row before and after.
 * "Accepted" here is the company's acceptance of an offer (offers.ts), waiting for disbursement.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { FINANCING_TYPE_LABELS, type FinancingReviewItem, INCOTERMS, type OfferBody, nairaEquivalent } from '../../contracts/financing.ts';
import { countryName } from '../../contracts/format.ts';
import { formatMoney } from '../../contracts/money.ts';
import { isUuid } from '../../contracts/ids.ts';
import type { Db } from '../db/client.ts';
import { companies } from '../db/schema/companies.ts';
import { users } from '../db/schema/accounts.ts';
import { type FinancingRequest, financingRequests } from '../db/schema/financing.ts';
import { wallets } from '../db/schema/wallet.ts';
import { HttpError, notFound } from '../platform/errors.ts';
import type { FinancingMoney } from './money.ts';
import { announce, type FinancingDeps, move } from './state.ts';
import { detailOf } from './views.ts';

type Change = Promise<{ before: FinancingRequest; after: FinancingRequest }>;

/** Waiting for an operator: an accepted procurement line waits for the company's purchase, not for an operator. */
const WAITING = and(
  inArray(financingRequests.status, ['submitted', 'in_review', 'accepted']),
  sql`not (${financingRequests.status} = 'accepted' and ${financingRequests.type} = 'procurement')`,
);

/** What was asked, label by label, for the reviewer. */
function factsOf(row: FinancingRequest): { label: string; value: string }[] {
  const d = row.details as Record<string, unknown>;
  const facts: { label: string; value: string }[] = [
    { label: 'Type', value: FINANCING_TYPE_LABELS[row.type] },
    { label: 'Amount asked', value: row.amount !== null ? formatMoney(row.amount) : '—' },
    { label: 'Tenor', value: row.tenorDays ? `${row.tenorDays} days` : '—' },
  ];
  const add = (label: string, value: unknown) => {
    if (typeof value === 'string' && value) facts.push({ label, value });
  };
  if (row.type === 'procurement') {
    add('Pays for', row.subject?.label);
    add('Supplier', row.subject?.supplierName ?? undefined);
    add('Purpose', d.purpose);
  } else if (row.type === 'import') {
    add('Foreign supplier', d.supplierName);
    if (typeof d.supplierCountry === 'string') add('Supplier country', countryName(d.supplierCountry));
    add('Proforma invoice', d.proformaNumber);
    add('Form M', d.formMNumber);
    if (typeof d.incoterm === 'string' && (INCOTERMS as readonly string[]).includes(d.incoterm)) add('Incoterm', d.incoterm);
    add('Port of discharge', d.portOfDischarge);
    add('Goods', d.goods);
    add('HS code', d.hsCode);
    if (typeof d.foreignAmount === 'number' && typeof d.koboPerUnit === 'number' && typeof d.currency === 'string')
      facts.push({
        label: 'Invoice amount',
        value: `${formatMoney(d.foreignAmount, d.currency)} at ${formatMoney(d.koboPerUnit)} = ${formatMoney(nairaEquivalent(d.foreignAmount, d.koboPerUnit))}`,
      });
  } else {
    add('Product', d.productName);
    add('Production run', d.productionRun);
    const inputs = Array.isArray(d.inputs) ? (d.inputs as { name?: string; quantity?: string; amount?: number }[]) : [];
    for (const i of inputs)
      add('Input', `${i.name ?? ''}, ${i.quantity ?? ''}${typeof i.amount === 'number' ? `: ${formatMoney(i.amount)}` : ''}`);
    const contracts = Array.isArray(d.offtakeContracts) ? (d.offtakeContracts as { buyerName?: string; value?: number }[]) : [];
    for (const c of contracts)
      add('Offtake contract', `${c.buyerName ?? ''}${typeof c.value === 'number' ? `: ${formatMoney(c.value)}` : ''}`);
  }
  return facts;
}

export function createFinancingReview(deps: FinancingDeps, money: FinancingMoney) {
  const { db } = deps;

  async function locked(tx: Db, id: string): Promise<FinancingRequest> {
    if (!isUuid(id)) throw notFound('No such financing request.');
    const [row] = await tx.select().from(financingRequests).where(eq(financingRequests.id, id.toLowerCase())).for('update');
    if (!row || row.status === 'draft') throw notFound('No such financing request.');
    return row;
  }

  return {
    async queue(state: 'waiting' | 'decided', page: { pageNumber: number; pageSize: number }) {
      const where = state === 'waiting' ? WAITING : and(sql`${financingRequests.status} <> 'draft'`, sql`not (${WAITING})`);
      const [rows, [count]] = await Promise.all([
        db
          .select({
            row: financingRequests,
            company: companies.name,
            tier: wallets.tier,
            contactName: users.fullName,
            contactEmail: users.email,
          })
          .from(financingRequests)
          .innerJoin(companies, eq(companies.id, financingRequests.companyId))
          .innerJoin(wallets, eq(wallets.id, financingRequests.walletId))
          .leftJoin(users, eq(users.id, financingRequests.createdBy))
          .where(where)
          .orderBy(state === 'waiting' ? asc(financingRequests.submittedAt) : desc(financingRequests.updatedAt), asc(financingRequests.id))
          .limit(page.pageSize)
          .offset((page.pageNumber - 1) * page.pageSize),
        db.select({ total: sql<number>`count(*)::int` }).from(financingRequests).where(where),
      ]);
      const now = deps.clock();
      const items: FinancingReviewItem[] = [];
      for (const r of rows)
        items.push({
          ...(await detailOf(db, r.row, now)),
          customer: { name: r.company, contactName: r.contactName, contactEmail: r.contactEmail, tier: r.tier },
          facts: factsOf(r.row),
        });
      return { items, total: count?.total ?? 0 };
    },

    waitingCount: () => db.$count(financingRequests, WAITING),

    /** The wallet a request is paid into, for the check that an operator never decides their own company's. */
    async walletOf(tx: Db, id: string): Promise<string | null> {
      if (!isUuid(id)) return null;
      const [row] = await tx
        .select({ walletId: financingRequests.walletId })
        .from(financingRequests)
        .where(eq(financingRequests.id, id.toLowerCase()));
      return row?.walletId ?? null;
    },

    async review(tx: Db, operatorId: string, id: string): Change {
      const before = await locked(tx, id);
      const after = await move(
        tx,
        deps,
        before.id,
        ['submitted'],
        'in_review',
        {
          title: 'In review',
          body: 'Our team is reviewing your request.',
          actor: { kind: 'operator', id: operatorId },
        },
        { reviewedBy: operatorId },
      );
      return { before, after };
    },

    async offer(tx: Db, operatorId: string, id: string, body: OfferBody): Change {
      const before = await locked(tx, id);
      if (before.amount !== null && body.amount > before.amount)
        throw new HttpError(400, `The offer cannot be above the ${formatMoney(before.amount)} asked for.`, {
          amount: [`must not be above ${formatMoney(before.amount)}`],
        });
      if (body.amount < deps.settings.minAmount)
        throw new HttpError(400, `Financing starts at ${formatMoney(deps.settings.minAmount)}.`, {
          amount: [`must be at least ${formatMoney(deps.settings.minAmount)}`],
        });
      const expiresAt = new Date(deps.clock().getTime() + body.expiresInDays * 86_400_000);
      const after = await move(
        tx,
        deps,
        before.id,
        ['in_review'],
        'offered',
        {
          title: 'Offer made',
          body: `${formatMoney(body.amount)} over ${body.tenorDays} days at ${(body.rateBps / 100).toFixed(2)} % a month${body.fee ? `, fee ${formatMoney(body.fee)}` : ''}.`,
          actor: { kind: 'operator', id: operatorId },
        },
        {
          offerAmount: body.amount,
          offerTenorDays: body.tenorDays,
          offerRateBps: body.rateBps,
          offerFee: body.fee,
          offerExpiresAt: expiresAt,
          offerNote: body.note ?? null,
          reviewedBy: operatorId,
        },
      );
      await announce(tx, deps, after, {
        title: 'You have a financing offer',
        body: `${formatMoney(body.amount)} over ${body.tenorDays} days. Accept it with your PIN and a one-time code by ${expiresAt.toISOString().slice(0, 10)}.`,
      });
      return { before, after };
    },

    async decline(tx: Db, operatorId: string, id: string, reason: string): Change {
      const before = await locked(tx, id);
      const after = await move(
        tx,
        deps,
        before.id,
        ['submitted', 'in_review'],
        'declined',
        { title: 'Declined', body: reason, actor: { kind: 'operator', id: operatorId } },
        { declineReason: reason, reviewedBy: operatorId, closedAt: deps.clock() },
      );
      await announce(tx, deps, after, { title: 'Financing request declined', body: reason });
      return { before, after };
    },

    disburse(tx: Db, operatorId: string, id: string): Change {
      return money.disburse(tx, id, { kind: 'operator', id: operatorId });
    },
  };
}

export type FinancingReview = ReturnType<typeof createFinancingReview>;

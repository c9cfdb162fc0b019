/**
 * How a financing request reads to its company and to operators: the summary of the list (with
 * its next step in words), the detail with offer, schedule, timeline and what an early repayment
 * in full would cost today.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import {
  annualPercentageRate,
  type FinancingDetail,
  type FinancingSummary,
  financingReference,
  type InstalmentView,
  interestOf,
  type OfferView,
  repaymentSchedule,
} from '../../contracts/financing.ts';
import { orderNumber } from '../../contracts/commerce.ts';
import { formatMoney } from '../../contracts/money.ts';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema/commerce.ts';
import { type FinancingInstalment, type FinancingRequest, financingEvents, financingInstalments } from '../db/schema/financing.ts';
import { owedOn, periodBegun, waivableOf } from './state.ts';

const day = (at: Date) => at.toLocaleDateString('en-NG', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Africa/Lagos' });

export function instalmentView(i: FinancingInstalment): InstalmentView {
  return {
    id: i.id,
    seq: i.seq,
    dueAt: i.dueAt.toISOString(),
    principal: i.principal,
    interest: i.interest,
    fee: i.fee,
    lateFee: i.lateFee,
    amount: i.principal + i.interest + i.fee + i.lateFee - i.waived,
    paid: i.paid,
    status: i.status,
    paidAt: i.paidAt?.toISOString() ?? null,
  };
}

export function offerView(row: FinancingRequest, now: Date): OfferView | null {
  if (row.offerAmount === null || row.offerTenorDays === null || row.offerRateBps === null || !row.offerExpiresAt) return null;
  const principal = row.drawn > 0 ? row.drawn : row.offerAmount;
  const interest = interestOf(principal, row.offerRateBps, row.offerTenorDays);
  const fee = row.offerFee ?? 0;
  return {
    amount: row.offerAmount,
    tenorDays: row.offerTenorDays,
    rateBps: row.offerRateBps,
    aprBps: annualPercentageRate({ principal, rateBps: row.offerRateBps, tenorDays: row.offerTenorDays, fee }),
    fee,
    interest,
    total: principal + interest + fee,
    expiresAt: row.offerExpiresAt.toISOString(),
    note: row.offerNote,
    schedule: repaymentSchedule({
      principal,
      rateBps: row.offerRateBps,
      tenorDays: row.offerTenorDays,
      fee,
      start: row.disbursedAt ?? now,
    }),
  };
}

/**
 * Early repayment in full, today: everything owed on instalments whose period has begun, and the
 * principal and fees of later ones; the interest of periods not yet begun is waived.
 */
export function payoffOf(instalments: FinancingInstalment[], now: Date): number {
  let total = 0;
  for (const i of instalments) {
    if (i.status === 'paid' || i.status === 'waived') continue;
    total += owedOn(i) - (periodBegun(i, now) ? 0 : waivableOf(i));
  }
  return total;
}

function nextStepOf(row: FinancingRequest, next: FinancingInstalment | null, now: Date): string {
  switch (row.status) {
    case 'draft':
      return 'Finish the form and submit it.';
    case 'submitted':
      return 'Submitted: our team will start the review within two working days.';
    case 'in_review':
      return 'In review: we will make an offer or tell you why not.';
    case 'offered':
      return `Accept or decline the offer by ${day(row.offerExpiresAt ?? now)}.`;
    case 'declined':
      return row.declineReason ? `Declined: ${row.declineReason}` : 'Declined.';
    case 'expired':
      return 'The offer expired. You can start a new request.';
    case 'accepted':
      // An operator disburses it (review.ts): until then nothing has moved, and nothing is asked of the company.
      if (row.type !== 'procurement')
        return `Accepted: our financing team makes a last check, then pays ${formatMoney(row.offerAmount ?? 0)} into your wallet. You will be notified, and the first instalment falls due 30 days after that.`;
      // A quote becomes an order (accepted by bank transfer) that the line then pays from this request.
      return row.details.source === 'cart'
        ? `Pay for your cart with financing at checkout by ${day(row.offerExpiresAt ?? now)}.`
        : `Pay the ${row.details.source === 'quote' ? "quote's order" : 'order'} with financing on this request by ${day(row.offerExpiresAt ?? now)}.`;
    case 'disbursed':
    case 'repaying':
      return next ? `Next instalment ${formatMoney(owedOn(next))} on ${day(next.dueAt)}; keep it in your wallet.` : 'Repaying.';
    case 'overdue':
      return next
        ? `${formatMoney(owedOn(next))} is overdue: top up your wallet and it is collected within the hour.`
        : 'Overdue: top up your wallet.';
    case 'repaid':
      return 'Repaid in full. Thank you.';
  }
}

export function summaryOf(row: FinancingRequest, instalments: FinancingInstalment[], now: Date): FinancingSummary {
  const open = instalments.filter((i) => i.status === 'scheduled' || i.status === 'overdue');
  const next = open.find((i) => i.status === 'overdue') ?? open[0] ?? null;
  return {
    id: row.id,
    reference: financingReference(row.id),
    type: row.type,
    status: row.status,
    amount: row.amount,
    offeredAmount: row.offerAmount,
    outstanding: open.reduce((sum, i) => sum + owedOn(i), 0),
    nextInstalment: next ? { dueAt: next.dueAt.toISOString(), amount: owedOn(next) } : null,
    nextStep: nextStepOf(row, next, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function instalmentsOf(handle: Db, ids: string[]): Promise<Map<string, FinancingInstalment[]>> {
  const byRequest = new Map<string, FinancingInstalment[]>();
  if (!ids.length) return byRequest;
  const rows = await handle
    .select()
    .from(financingInstalments)
    .where(inArray(financingInstalments.requestId, ids))
    .orderBy(asc(financingInstalments.seq));
  for (const row of rows) byRequest.set(row.requestId, [...(byRequest.get(row.requestId) ?? []), row]);
  return byRequest;
}

export async function detailOf(handle: Db, row: FinancingRequest, now: Date): Promise<FinancingDetail> {
  const [instalments, events, financed] = await Promise.all([
    instalmentsOf(handle, [row.id]).then((m) => m.get(row.id) ?? []),
    handle.select().from(financingEvents).where(eq(financingEvents.requestId, row.id)).orderBy(asc(financingEvents.at)),
    row.orderIds.length
      ? handle
          .select({ id: orders.id, number: orders.number, amount: orders.totalMinor, status: orders.status })
          .from(orders)
          .where(inArray(orders.id, row.orderIds))
      : Promise.resolve([]),
  ]);
  return {
    ...summaryOf(row, instalments, now),
    details: row.details,
    documents: row.documents,
    step: row.step,
    subject: row.subject ?? null,
    offer: offerView(row, now),
    declineReason: row.declineReason,
    drawn: row.drawn,
    orders: financed.map((o) => ({ id: o.id, number: orderNumber(Number(o.number)), amount: Number(o.amount), status: o.status })),
    instalments: instalments.map(instalmentView),
    events: events.map((e) => ({
      at: e.at.toISOString(),
      status: e.status,
      title: e.title,
      body: e.body,
      by: e.actorKind,
    })),
    payoffAmount: payoffOf(instalments, now),
  };
}

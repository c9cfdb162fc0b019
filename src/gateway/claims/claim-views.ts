/** Claims as each side sees them: the contract's shape, with the order's refundable lines, the evidence, the steps and what the caller may do next. */
import { asc, eq, inArray } from 'drizzle-orm';
import { type Claim, claimNumber } from '../../contracts/claims.ts';
import { orderNumber } from '../../contracts/commerce.ts';
import { filesOf } from '../conversations/index.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { suppliers } from '../db/schema/catalog.ts';
import { claimEvents, orderClaims } from '../db/schema/claims.ts';
import { orderLines, orders } from '../db/schema/commerce.ts';
import { companies } from '../db/schema/companies.ts';

export type ClaimRow = typeof orderClaims.$inferSelect;
export type ClaimSide = 'buyer' | 'seller' | 'operator';

const open = (row: Pick<ClaimRow, 'status'>) => row.status === 'open' || row.status === 'awaiting-operator';

/** What the caller may do next with a claim, on their side (an operator: `joined` says whether they are in its thread). */
export function claimActions(row: Pick<ClaimRow, 'status'>, side: ClaimSide, joined = false): string[] {
  if (!open(row)) return [];
  if (side === 'buyer') return ['withdraw'];
  if (side === 'seller') return ['refund'];
  return [...(joined ? [] : ['join']), ...(row.status === 'awaiting-operator' ? ['decide'] : [])];
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** Claims as the contract shows them, in the order of `ids`; `joined` names the claims whose thread the operator is in. */
export async function claimViews(handle: Db, ids: string[], side: ClaimSide, joined: Set<string> = new Set()): Promise<Claim[]> {
  if (!ids.length) return [];
  const rows = await handle
    .select({
      claim: orderClaims,
      order: orders,
      supplierName: suppliers.name,
      companyName: companies.name,
      personName: users.fullName,
    })
    .from(orderClaims)
    .innerJoin(orders, eq(orders.id, orderClaims.orderId))
    .innerJoin(suppliers, eq(suppliers.id, orderClaims.supplierId))
    .leftJoin(companies, eq(companies.id, orderClaims.buyerCompanyId))
    .leftJoin(users, eq(users.id, orderClaims.buyerUserId))
    .where(inArray(orderClaims.id, ids));
  const orderIds = rows.map((r) => r.order.id);
  const [lines, events] = await Promise.all([
    orderIds.length ? handle.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.id)) : [],
    handle.select().from(claimEvents).where(inArray(claimEvents.claimId, ids)).orderBy(asc(claimEvents.id)),
  ]);
  const evidence = new Map(
    await Promise.all(
      rows.map(async ({ claim }) => {
        const files = claim.evidenceMessageId ? await filesOf(handle, claim.threadId, [claim.evidenceMessageId]) : new Map();
        return [claim.id, files.get(claim.evidenceMessageId ?? '') ?? []] as const;
      }),
    ),
  );
  const byId = new Map(rows.map((r) => [r.claim.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const { claim: c, order: o } = r;
    return [
      {
        id: c.id,
        number: claimNumber(Number(c.number)),
        kind: c.kind,
        status: c.status,
        reason: c.reason,
        order: {
          id: o.id,
          number: orderNumber(Number(o.number)),
          totalMinor: Number(o.totalMinor),
          refundedMinor: Number(o.refundedMinor),
          deliveryMinor: Number(o.deliveryMinor),
          refundedDeliveryMinor: Number(o.refundedDeliveryMinor),
          deliveryVatRateBps: o.delivery?.vatRateBps ?? 0,
          currency: o.currency,
          deliveredAt: iso(o.deliveredAt),
          lines: lines
            .filter((l) => l.orderId === o.id)
            .map((l) => ({
              id: l.id,
              productName: l.productName,
              packageLabel: l.packageLabel,
              quantity: l.quantity,
              refundedQuantity: l.refundedQuantity,
              unitPriceMinor: Number(l.unitPriceMinor),
              vatRateBps: l.vatRateBps,
            })),
        },
        buyer: { name: r.companyName ?? r.personName ?? o.buyerName },
        supplier: { id: c.supplierId, name: r.supplierName },
        evidence: evidence.get(c.id) ?? [],
        threadId: c.threadId,
        openedAt: c.createdAt.toISOString(),
        respondBy: c.respondBy.toISOString(),
        escalatedAt: iso(c.escalatedAt),
        resolvedAt: iso(c.resolvedAt),
        resolvedBy: c.resolvedBy,
        resolution: c.resolution,
        refundedMinor: Number(c.refundedMinor),
        creditNote: c.creditNoteId && c.creditNoteNumber ? { id: c.creditNoteId, number: c.creditNoteNumber } : null,
        events: events
          .filter((e) => e.claimId === c.id)
          .map((e) => ({
            kind: e.kind,
            actor: e.actor,
            note: e.note,
            amountMinor: e.amountMinor === null ? null : Number(e.amountMinor),
            at: e.at.toISOString(),
          })),
        actions: claimActions(c, side, joined.has(c.id)),
      },
    ];
  });
}

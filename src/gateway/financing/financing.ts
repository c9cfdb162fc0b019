/**
 * Financing on the company's side (docs/decisions/018-financing.md): who may ask, drafts saved as
 * the form is filled, submission (every field checked, the amount priced by the gateway), the
 * offer accepted with the PIN and a one-time code or declined, orders paid with the line, early
 * repayment, and the /finance overview and statement. Operators' side: review.ts; money: money.ts.
 */
import { and, asc, desc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import { orderNumber } from '../../contracts/commerce.ts';
import {
  amountOutOfBounds,
  CART_EMPTY,
  detailsByType,
  FINANCING_CLOSED,
  FINANCING_OWING,
  FINANCING_STATUS_LABELS,
  type FinanceOverview,
  type FinancingDetail,
  type FinancingEligibility,
  type FinancingStatus,
  type FinancingSummary,
  type FinancingType,
  financedCart,
  financingReference,
  type ImportDetails,
  type ManufacturingDetails,
  nairaEquivalent,
  type ProcurementDetails,
} from '../../contracts/financing.ts';
import { formatMoney } from '../../contracts/money.ts';
import { isUuid } from '../../contracts/ids.ts';
import type { Db } from '../db/client.ts';
import { files } from '../db/schema/platform.ts';
import { orderLines, orders } from '../db/schema/commerce.ts';
import { quotes } from '../db/schema/requests.ts';
import { products, suppliers } from '../db/schema/catalog.ts';
import { type FinancingRequest, type FinancingSubject, financingRequests } from '../db/schema/financing.ts';
import { wallets } from '../db/schema/wallet.ts';
import { HttpError, notFound } from '../platform/errors.ts';
import { accountBalance } from '../ledger/ledger.ts';
import { cartLines, priceLines } from '../commerce/index.ts';
import type { Member } from '../platform/auth/members.ts';
import { createFinancingMoney } from './money.ts';
import { announce, type FinancingDeps, move, owedOn, record } from './state.ts';
import { detailOf, instalmentsOf, instalmentView, summaryOf } from './views.ts';

/** Zod's issues as the envelope's field messages, under `details.`. */
function checked<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = ['details', ...issue.path.map(String)].join('.');
    (errors[field] ??= []).push(issue.message);
  }
  const first = Object.entries(errors)[0]!;
  throw new HttpError(400, `Some answers need attention. ${first[0]}: ${first[1][0]}`, errors);
}

export function createFinancing(deps: FinancingDeps) {
  const { db } = deps;
  const money = createFinancingMoney(deps);

  async function companyWallet(member: Member) {
    if (!member.companyId) throw new HttpError(403, 'Financing is for companies. Create or join a company to ask for it.');
    const wallet = await deps.wallets.find(member);
    return wallet;
  }

  async function own(member: Member, id: string, handle: Db = db): Promise<FinancingRequest> {
    if (!isUuid(id) || !member.companyId) throw notFound('No such financing request.');
    const [row] = await handle
      .select()
      .from(financingRequests)
      .where(and(eq(financingRequests.id, id.toLowerCase()), eq(financingRequests.companyId, member.companyId)));
    if (!row) throw notFound('No such financing request.');
    return row;
  }

  async function openByType(companyId: string): Promise<Record<FinancingType, string | null>> {
    const rows = await db
      .select({ id: financingRequests.id, type: financingRequests.type })
      .from(financingRequests)
      .where(and(eq(financingRequests.companyId, companyId), notInArray(financingRequests.status, [...FINANCING_CLOSED])));
    const open = { procurement: null, import: null, manufacturing: null } as Record<FinancingType, string | null>;
    for (const row of rows) open[row.type] = row.id;
    return open;
  }

  async function eligibility(member: Member): Promise<FinancingEligibility> {
    const { minAmount, maxAmount } = deps.settings;
    const none = { procurement: null, import: null, manufacturing: null };
    if (!member.companyId)
      return {
        eligible: false,
        reason: 'Financing is for companies. Create or join a company to ask for it.',
        minAmount,
        maxAmount,
        open: none,
      };
    const wallet = await deps.wallets.find(member);
    const open = await openByType(member.companyId);
    if (!wallet)
      return {
        eligible: false,
        reason: 'Open your company’s wallet first: financing is paid into it and repaid from it.',
        minAmount,
        maxAmount,
        open,
      };
    if (wallet.tier < 2)
      return {
        eligible: false,
        reason: 'Financing is for business-verified companies. Verify your business (wallet → Verification) to ask for it.',
        minAmount,
        maxAmount,
        open,
      };
    return { eligible: true, reason: null, minAmount, maxAmount, open };
  }

  async function detail(row: FinancingRequest): Promise<FinancingDetail> {
    return detailOf(db, row, deps.clock());
  }

  /** Files a request names must be the company's own uploads. */
  async function assertOwnFiles(companyId: string, ids: { field: string; id: string }[]) {
    if (!ids.length) return;
    const found = await db
      .select({ id: files.id, companyId: files.companyId })
      .from(files)
      .where(
        inArray(
          files.id,
          ids.map((f) => f.id.toLowerCase()),
        ),
      );
    for (const { field, id } of ids) {
      const file = found.find((f) => f.id === id.toLowerCase());
      if (!file || file.companyId !== companyId)
        throw new HttpError(400, `Invalid request. ${field}: is not a file your company uploaded`, {
          [field]: ['is not a file your company uploaded'],
        });
    }
  }

  /** Procurement: the amount and what it pays for, priced now by the gateway. */
  async function priceProcurement(member: Member, d: ProcurementDetails): Promise<{ amount: number; subject: FinancingSubject }> {
    if (d.source === 'cart') {
      const cart = await priceLines(db, await cartLines(db, member.userId), { dropUnavailable: true, now: deps.clock() });
      const { lines: buyable, amount } = financedCart(cart.lines);
      if (!buyable.length) throw new HttpError(400, CART_EMPTY, { 'details.source': ['your cart is empty'] });
      if (cart.currency !== 'NGN')
        throw new HttpError(400, 'Financing pays in naira only.', { 'details.source': ['is not priced in naira'] });
      const suppliers = [...new Set(buyable.map((l) => l.supplier.name))];
      return {
        amount,
        subject: {
          label: `Your cart (${buyable.length} ${buyable.length === 1 ? 'line' : 'lines'})`,
          supplierName: suppliers.join(', '),
          lines: buyable.map((l) => ({ name: `${l.productName}, ${l.packageLabel}`, quantity: l.quantity, amount: l.lineTotalMinor })),
        },
      };
    }
    if (!d.sourceId) throw new HttpError(400, `Choose the ${d.source}.`, { 'details.sourceId': [`choose one of your ${d.source}s`] });
    if (d.source === 'quote') {
      const [quote] = await db
        .select({ quote: quotes, productName: products.name })
        .from(quotes)
        .innerJoin(products, eq(products.id, quotes.productId))
        .where(and(eq(quotes.id, d.sourceId), eq(quotes.buyerCompanyId, member.companyId!)));
      if (!quote)
        throw new HttpError(400, 'That is not one of your company’s quotes.', { 'details.sourceId': ['is not one of your quotes'] });
      if (quote.quote.status !== 'answered' || quote.quote.quotedUnitPriceMinor === null)
        throw new HttpError(400, 'Only a quote the seller has priced can be financed.', { 'details.sourceId': ['is not priced yet'] });
      const amount = quote.quote.quotedUnitPriceMinor * quote.quote.quantity;
      return {
        amount,
        subject: {
          label: 'A quote',
          supplierName: null,
          lines: [{ name: quote.productName, quantity: quote.quote.quantity, amount }],
        },
      };
    }
    const order = await unpaidOrder(db, member, d.sourceId);
    const [lines, [supplier]] = await Promise.all([
      db.select().from(orderLines).where(eq(orderLines.orderId, order.id)),
      db.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, order.supplierId)),
    ]);
    return {
      amount: Number(order.subtotalMinor),
      subject: {
        label: `Order ${orderNumber(Number(order.number))}`,
        supplierName: supplier?.name ?? null,
        lines: lines.map((l) => ({ name: `${l.productName}, ${l.packageLabel}`, quantity: l.quantity, amount: Number(l.lineTotalMinor) })),
      },
    };
  }

  /** An order of the company that waits for a bank transfer, locked when in a transaction. */
  async function unpaidOrder(handle: Db, member: Member, orderId: string) {
    const [order] = await handle
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.buyerCompanyId, member.companyId!)));
    if (!order)
      throw new HttpError(400, 'That is not one of your company’s orders.', { 'details.sourceId': ['is not one of your orders'] });
    if (order.paymentStatus !== 'unpaid' || !['placed', 'accepted'].includes(order.status) || order.paymentMethod !== 'bank-transfer')
      throw new HttpError(409, `Order ${orderNumber(Number(order.number))} is not waiting for payment, so it cannot be financed.`, {
        orderId: ['is not waiting for payment'],
      });
    return order;
  }

  return {
    money,
    eligibility,

    async list(member: Member, query: { pageNumber: number; pageSize: number; status?: FinancingStatus | undefined }) {
      if (!member.companyId) return { items: [] as FinancingSummary[], total: 0 };
      const where = and(
        eq(financingRequests.companyId, member.companyId),
        query.status ? eq(financingRequests.status, query.status) : undefined,
      );
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(financingRequests)
          .where(where)
          .orderBy(desc(financingRequests.updatedAt), desc(financingRequests.id))
          .limit(query.pageSize)
          .offset((query.pageNumber - 1) * query.pageSize),
        db.select({ total: sql<number>`count(*)::int` }).from(financingRequests).where(where),
      ]);
      const instalments = await instalmentsOf(
        db,
        rows.map((r) => r.id),
      );
      const now = deps.clock();
      return { items: rows.map((r) => summaryOf(r, instalments.get(r.id) ?? [], now)), total: count?.total ?? 0 };
    },

    async get(member: Member, id: string) {
      return detail(await own(member, id));
    },

    /** A new draft; 409 naming the open one when the company already has a request of this type. */
    async create(member: Member, type: FinancingType): Promise<FinancingDetail> {
      const allowed = await eligibility(member);
      if (!allowed.eligible) throw new HttpError(403, allowed.reason!);
      const open = allowed.open[type];
      if (open)
        throw new HttpError(
          409,
          `Your company already has an open ${type} request (${financingReference(open)}). Finish or close it first.`,
        );
      const wallet = (await companyWallet(member))!;
      const at = deps.clock();
      const id = uuidv7();
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(financingRequests)
          .values({
            id,
            companyId: member.companyId!,
            walletId: wallet.id,
            type,
            status: 'draft',
            createdBy: member.userId,
            createdAt: at,
            updatedAt: at,
          })
          .onConflictDoNothing()
          .returning();
        if (!inserted) throw new HttpError(409, `Your company already has an open ${type} request. Finish or close it first.`);
        await record(tx, deps, id, { status: 'draft', title: 'Draft started', actor: { kind: 'customer', id: member.userId } });
        return inserted;
      });
      return detail(row);
    },

    /** Saves a draft as it is being filled; checked only when submitted. */
    async saveDraft(
      member: Member,
      id: string,
      body: { details: Record<string, unknown>; documents?: { fileId: string; label: string }[] | undefined; step?: number | undefined },
    ): Promise<FinancingDetail> {
      const row = await own(member, id);
      if (body.documents)
        await assertOwnFiles(
          member.companyId!,
          body.documents.map((d, i) => ({ field: `documents.${i}.fileId`, id: d.fileId })),
        );
      const [saved] = await db
        .update(financingRequests)
        .set({
          details: body.details,
          ...(body.documents ? { documents: body.documents.map((d) => ({ ...d, fileId: d.fileId.toLowerCase() })) } : {}),
          ...(body.step !== undefined ? { step: body.step } : {}),
          updatedAt: deps.clock(),
        })
        .where(and(eq(financingRequests.id, row.id), eq(financingRequests.status, 'draft')))
        .returning();
      if (!saved) throw new HttpError(409, 'This request was submitted already; it can no longer be edited.');
      return detail(saved);
    },

    /** A file the request names (documents, proforma, contracts) and the company uploaded; 404 otherwise. */
    async namedFile(member: Member, id: string, fileId: string): Promise<string> {
      const row = await own(member, id);
      const wanted = fileId.toLowerCase();
      const named = isUuid(wanted) && (JSON.stringify(row.documents).includes(wanted) || JSON.stringify(row.details).includes(wanted));
      const [file] = named ? await db.select({ companyId: files.companyId }).from(files).where(eq(files.id, wanted)) : [];
      if (!file || file.companyId !== member.companyId) throw notFound('No such document on this request.');
      return wanted;
    },

    async discard(member: Member, id: string): Promise<void> {
      const row = await own(member, id);
      const gone = await db
        .delete(financingRequests)
        .where(and(eq(financingRequests.id, row.id), eq(financingRequests.status, 'draft')))
        .returning({ id: financingRequests.id });
      if (!gone.length) throw new HttpError(409, 'Only a draft can be discarded.');
    },

    /** Every field checked for the type; the amount priced by the gateway and within the bounds. */
    async submit(member: Member, id: string): Promise<FinancingDetail> {
      const row = await own(member, id);
      if (row.status !== 'draft') throw new HttpError(409, 'This request was submitted already.');
      const allowed = await eligibility(member);
      if (!allowed.eligible) throw new HttpError(403, allowed.reason!);
      const details = checked(detailsByType[row.type], row.details) as ProcurementDetails | ImportDetails | ManufacturingDetails;
      let amount: number;
      let subject: FinancingSubject | null = null;
      if (row.type === 'procurement') ({ amount, subject } = await priceProcurement(member, details as ProcurementDetails));
      else if (row.type === 'import') {
        const d = details as ImportDetails;
        await assertOwnFiles(member.companyId!, [{ field: 'details.proformaFileId', id: d.proformaFileId }]);
        amount = nairaEquivalent(d.foreignAmount, d.koboPerUnit);
      } else {
        const d = details as ManufacturingDetails;
        await assertOwnFiles(
          member.companyId!,
          d.offtakeContracts.flatMap((c, i) => (c.fileId ? [{ field: `details.offtakeContracts.${i}.fileId`, id: c.fileId }] : [])),
        );
        amount = d.amount;
      }
      const { minAmount, maxAmount } = deps.settings;
      const amountField =
        row.type === 'manufacturing' ? 'details.amount' : row.type === 'import' ? 'details.foreignAmount' : 'details.source';
      const outOfBounds = amountOutOfBounds(amount, { minAmount, maxAmount });
      if (outOfBounds)
        throw new HttpError(
          400,
          `Financing is from ${formatMoney(minAmount)} to ${formatMoney(maxAmount)}; this is ${formatMoney(amount)}.`,
          {
            [amountField]: [outOfBounds],
          },
        );
      const submitted = await db.transaction(async (tx) => {
        const after = await move(
          tx,
          deps,
          row.id,
          ['draft'],
          'submitted',
          {
            title: 'Submitted',
            body: `${formatMoney(amount)} over ${details.tenorDays} days.`,
            actor: { kind: 'customer', id: member.userId },
          },
          { details: details as Record<string, unknown>, amount, tenorDays: details.tenorDays, subject, submittedAt: deps.clock() },
        );
        await announce(tx, deps, after, {
          title: 'Financing request received',
          body: `We received your ${row.type} financing request for ${formatMoney(amount)}. Our team reviews it within two working days.`,
        });
        return after;
      });
      return detail(submitted);
    },

    /** The offer accepted: the PIN, then in one transaction the one-time code and the move. */
    async accept(member: Member, id: string, body: { pin: string; otpId: string }): Promise<FinancingDetail> {
      const row = await own(member, id);
      const wallet = await companyWallet(member);
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
      const row = await own(member, id);
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
      const row = await own(member, id);
      if (row.type !== 'procurement' || row.status !== 'accepted')
        throw new HttpError(409, 'Only an accepted procurement financing can pay an order.');
      const wallet = await companyWallet(member);
      if (!wallet) throw new HttpError(409, 'Open your company’s wallet first.');
      await deps.wallets.checkPin(wallet, body.pin);
      await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(orders).where(eq(orders.id, body.orderId)).for('update');
        if (!locked) throw new HttpError(400, 'That is not one of your company’s orders.', { orderId: ['is not one of your orders'] });
        const order = await unpaidOrder(tx, member, body.orderId);
        await money.draw(tx, member.companyId, member.userId, [order]);
      });
      return detail(await own(member, id));
    },

    async repay(member: Member, id: string, body: { pin: string; amount?: number | undefined }): Promise<FinancingDetail> {
      const row = await own(member, id);
      const wallet = await companyWallet(member);
      if (!wallet) throw new HttpError(409, 'Open your company’s wallet first.');
      await deps.wallets.checkPin(wallet, body.pin);
      await money.repayEarly(row.id, member.companyId!, member.userId, body.amount);
      return detail(await own(member, id));
    },

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
      const month = (at: Date) => at.toISOString().slice(0, 7);
      const months: string[] = [];
      for (let k = -5; k <= 6; k++) months.push(month(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + k, 1))));
      const paidByMonth = new Map<string, number>();
      if (wallet) {
        const paid = (await db.execute(sql`
          select to_char(created_at at time zone 'UTC', 'YYYY-MM') as month, sum(amount)::text as paid from ledger_transfers
          where debit_account_id = ${wallet.ledgerAccountId} and code = 'financing'
            and created_at >= ${new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 5, 1)).toISOString()}::timestamptz
          group by 1`)) as unknown as { rows: { month: string; paid: string }[] };
        for (const r of paid.rows) paidByMonth.set(r.month, Number(r.paid));
      }
      const dueByMonth = new Map<string, number>();
      for (const { i } of open) dueByMonth.set(month(i.dueAt), (dueByMonth.get(month(i.dueAt)) ?? 0) + owedOn(i));
      return {
        wallet:
          balance && wallet
            ? { available: balance.creditsPosted - balance.debitsPosted - balance.debitsPending, currency: wallet.currency }
            : null,
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
        repayments: months.map((m) => ({ month: m, paid: paidByMonth.get(m) ?? 0, due: dueByMonth.get(m) ?? 0 })),
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
      const naira = (kobo: number) => (kobo / 100).toFixed(2);
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
        lines.push([
          r.disbursedAt!.toISOString().slice(0, 10),
          reference,
          r.type,
          'Disbursed',
          naira(r.drawn),
          '',
          FINANCING_STATUS_LABELS[r.status],
        ]);
        for (const i of schedules.get(r.id) ?? [])
          lines.push([
            i.dueAt.toISOString().slice(0, 10),
            reference,
            r.type,
            `Instalment ${i.seq} (principal ${naira(i.principal)}, interest ${naira(i.interest - i.waived)}, fees ${naira(i.fee + i.lateFee)})`,
            naira(i.principal + i.interest + i.fee + i.lateFee - i.waived),
            naira(i.paid),
            i.status,
          ]);
      }
      if (wallet && references.size) {
        const paid = (await db.execute(sql`
          select created_at, reference, amount::text as amount from ledger_transfers
          where debit_account_id = ${wallet.ledgerAccountId} and code = 'financing'
            and reference in (${sql.join(
              [...references.keys()].map((ref) => sql`${ref}`),
              sql`, `,
            )})
          order by created_at`)) as unknown as { rows: { created_at: string | Date; reference: string; amount: string }[] };
        for (const p of paid.rows)
          lines.push([
            new Date(p.created_at).toISOString().slice(0, 10),
            p.reference,
            references.get(p.reference)!.type,
            'Repayment from wallet',
            '',
            naira(Number(p.amount)),
            'paid',
          ]);
      }
      return lines.sort((a, b) => a[0]!.localeCompare(b[0]!));
    },

    /** The `financing.tick` job: offers and lines that lapsed, reminders, then collections. */
    async tick(now: Date = deps.clock()) {
      const lapsed = await db
        .select({
          id: financingRequests.id,
          status: financingRequests.status,
          type: financingRequests.type,
          walletId: financingRequests.walletId,
        })
        .from(financingRequests)
        .where(
          and(
            inArray(financingRequests.status, ['offered', 'accepted']),
            sql`${financingRequests.offerExpiresAt} <= ${now.toISOString()}::timestamptz`,
          ),
        );
      for (const row of lapsed) {
        // An accepted import or manufacturing request waits for disbursement: only procurement lines lapse.
        if (row.status === 'accepted' && row.type !== 'procurement') continue;
        await db.transaction(async (tx) => {
          try {
            await move(
              tx,
              deps,
              row.id,
              [row.status],
              'expired',
              {
                title: row.status === 'offered' ? 'Offer expired' : 'Financing line expired unused',
                actor: { kind: 'system' },
              },
              { closedAt: now },
            );
          } catch (error) {
            if (error instanceof HttpError && error.statusCode === 409) return;
            throw error;
          }
          await announce(tx, deps, row, {
            title: row.status === 'offered' ? 'Financing offer expired' : 'Financing line expired',
            body:
              row.status === 'offered'
                ? 'The offer was not accepted in time. You can start a new request.'
                : 'The line was not used in time. You can start a new request.',
          });
        });
      }
      const reminded = await money.remind(now);
      const collected = await money.collectDue(now);
      return { expired: lapsed.length, reminded, collected };
    },
  };
}

export type FinancingService = ReturnType<typeof createFinancing>;

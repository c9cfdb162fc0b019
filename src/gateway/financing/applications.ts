/**
 * A financing request from the company's side, until it is submitted (docs/decisions/018-financing.md):
 * who may ask, one open request per type, drafts saved as the form is filled, the files they name,
 * and submission: every field checked, the amount priced by the gateway and within the bounds.
 */
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import {
  amountOutOfBounds,
  CART_EMPTY,
  detailsByType,
  FINANCING_CLOSED,
  type FinancingAmount,
  type FinancingDetail,
  type FinancingEligibility,
  type FinancingStatus,
  type FinancingSummary,
  type FinancingType,
  financingReference,
  type ImportDetails,
  type ManufacturingDetails,
  nairaEquivalent,
  type ProcurementDetails,
} from '../../contracts/financing.ts';
import { isUuid } from '../../contracts/ids.ts';
import { formatMoney } from '../../contracts/money.ts';
import { files } from '../db/schema/platform.ts';
import { type FinancingRequest, type FinancingSubject, financingRequests } from '../db/schema/financing.ts';
import type { Member } from '../platform/auth/members.ts';
import { HttpError, notFound } from '../platform/errors.ts';
import { checked, priceProcurement } from './pricing.ts';
import { announce, companyWallet, type FinancingDeps, move, ownRequest, record } from './state.ts';
import { detailOf, instalmentsOf, summaryOf } from './views.ts';

export function createFinancingApplications(deps: FinancingDeps) {
  const { db } = deps;

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

  return {
    eligibility,

    /**
     * What a procurement request of this source would finance now, priced as submission prices it
     * (goods, delivery and VAT), and why it could not be financed: the form says it at its first step.
     */
    async amount(member: Member, source: Pick<ProcurementDetails, 'source' | 'sourceId'>): Promise<FinancingAmount> {
      const field = source.source === 'cart' ? 'source' : 'sourceId';
      let amount: number;
      try {
        ({ amount } = await priceProcurement(deps, member, { ...source, tenorDays: 30 }));
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 400) throw error;
        return { amount: error.message === CART_EMPTY ? 0 : null, problem: { field, message: error.message } };
      }
      const outOfBounds = amountOutOfBounds(amount, deps.settings);
      return { amount, problem: outOfBounds ? { field, message: `It ${outOfBounds}.` } : null };
    },

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
      return detail(await ownRequest(db, member, id));
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
      const wallet = (await companyWallet(deps, member))!;
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
      const row = await ownRequest(db, member, id);
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
      const row = await ownRequest(db, member, id);
      const wanted = fileId.toLowerCase();
      const named = isUuid(wanted) && (JSON.stringify(row.documents).includes(wanted) || JSON.stringify(row.details).includes(wanted));
      const [file] = named ? await db.select({ companyId: files.companyId }).from(files).where(eq(files.id, wanted)) : [];
      if (!file || file.companyId !== member.companyId) throw notFound('No such document on this request.');
      return wanted;
    },

    async discard(member: Member, id: string): Promise<void> {
      const row = await ownRequest(db, member, id);
      const gone = await db
        .delete(financingRequests)
        .where(and(eq(financingRequests.id, row.id), eq(financingRequests.status, 'draft')))
        .returning({ id: financingRequests.id });
      if (!gone.length) throw new HttpError(409, 'Only a draft can be discarded.');
    },

    /** Every field checked for the type; the amount priced by the gateway and within the bounds. */
    async submit(member: Member, id: string): Promise<FinancingDetail> {
      const row = await ownRequest(db, member, id);
      if (row.status !== 'draft') throw new HttpError(409, 'This request was submitted already.');
      const allowed = await eligibility(member);
      if (!allowed.eligible) throw new HttpError(403, allowed.reason!);
      const details = checked(detailsByType[row.type], row.details) as ProcurementDetails | ImportDetails | ManufacturingDetails;
      let amount: number;
      let subject: FinancingSubject | null = null;
      if (row.type === 'procurement') ({ amount, subject } = await priceProcurement(deps, member, details as ProcurementDetails));
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
  };
}

export type FinancingApplications = ReturnType<typeof createFinancingApplications>;

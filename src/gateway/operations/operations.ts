/**
 * The operations console's side of the gateway: the queues operators review (business
 * verifications, beneficiaries whose name did not match, payouts above the approval threshold,
 * buyers' product requests), a read-only view of the ledger, and the audit log. Each decision and
 * its audit entry commit together; operators approve or reject, never move money by hand (the
 * money moves in the services they decide through, by the same rules as everywhere).
 */
import { desc, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type {
  AuditEntry,
  BeneficiaryReviewItem,
  LedgerView,
  OperationsSummary,
  PayoutReviewItem,
  ProductRequestReviewItem,
  VerificationReviewItem,
} from '../../contracts/operations.ts';
import { ID_TYPE_LABELS } from '../../contracts/verification.ts';
import { isUuid } from '../../contracts/ids.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { productRequests, productRequestAnswers } from '../db/schema/requests.ts';
import { auditLog } from '../db/schema/operations.ts';
import type { BusinessDetails, PersonDetails } from '../db/schema/verification.ts';
import { HttpError, notFound } from '../platform/errors.ts';
import { checkLedger } from '../ledger/check.ts';
import type { Mail } from '../platform/mail/mailer.ts';
import type { Notifications } from '../platform/notifications/notifications.ts';
import { tell } from '../platform/parties/parties.ts';
import { namesMatch, verifiedKind, type VerificationService } from '../verification/index.ts';
import { payoutReference, type PayoutsService } from '../payouts/index.ts';
import type { FinancingReview } from '../financing/index.ts';
import type { OfferBody } from '../../contracts/financing.ts';
import { rowsOf } from '../db/rows.ts';

const iso = (value: string | Date) => new Date(value).toISOString();

export interface OperationsDeps {
  db: Db;
  verification: VerificationService;
  payouts: PayoutsService;
  financing: FinancingReview;
  notifications: Notifications;
  mail: Mail;
  siteUrl: string;
  clock: () => Date;
}

type Decision = { approve: true; note?: string | undefined } | { approve: false; reason: string };
type Waiting = 'waiting' | 'decided';
interface Page {
  pageNumber: number;
  pageSize: number;
}

/** Who a wallet belongs to, and a person, as the console shows them (SQL over wallet `w` and user `u`). */
const customerColumns = sql`
  case when w.company_id is null then 'personal' else 'company' end as customer_kind,
  coalesce(c.name, owner.full_name, '') as customer_name,
  u.full_name as contact_name, u.email as contact_email`;
const customerJoins = sql`
  left join companies c on c.id = w.company_id
  left join users owner on owner.id = w.owner_user_id`;

interface CustomerRow {
  customer_kind: 'company' | 'personal';
  customer_name: string;
  contact_name: string | null;
  contact_email: string | null;
  total: number;
}
const customerOf = (r: CustomerRow) => ({
  kind: r.customer_kind,
  name: r.customer_name,
  contactName: r.contact_name,
  contactEmail: r.contact_email,
});

const PLATFORM_NAMES: Record<string, string> = {
  escrow: 'Escrow (orders not yet delivered)',
  commission: 'Commission revenue',
  card_settlement: 'Card settlement',
  bank_settlement: 'Bank transfer settlement',
  payouts_in_flight: 'Payouts to banks',
  financing: 'Financing pool',
};

export function createOperations(deps: OperationsDeps) {
  const { db } = deps;

  /** Writes an audit entry in the decision's transaction. */
  async function audit(
    tx: Db,
    entry: {
      operatorId: string;
      action: string;
      subjectType: string;
      subjectId: string;
      before: unknown;
      after: unknown;
      reason?: string | null;
    },
  ) {
    await tx.insert(auditLog).values({
      operatorId: entry.operatorId,
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId,
      before: entry.before as object,
      after: entry.after as object,
      reason: entry.reason ?? null,
      at: deps.clock(),
    });
  }

  /** Without the sealed number or hashes: what an operator may see and the log may keep. */
  const redact = <T extends Record<string, unknown>>(row: T) => {
    const {
      sealedNumber: _sealed,
      identityHash: _hash,
      pinHash: _pin,
      ...rest
    } = row as T & {
      sealedNumber?: unknown;
      identityHash?: unknown;
      pinHash?: unknown;
    };
    return rest;
  };

  async function decideWith<T extends Record<string, unknown>>(
    operatorId: string,
    subjectType: string,
    id: string,
    decision: Decision,
    run: (tx: Db, decision: { approve: true } | { approve: false; reason: string }) => Promise<{ before: T; after: T }>,
  ) {
    await db.transaction(async (tx) => {
      await assertNotTheirOwn(tx, operatorId, subjectType, id);
      const { before, after } = await run(tx, decision.approve ? { approve: true } : decision);
      await audit(tx, {
        operatorId,
        action: `${subjectType}.${decision.approve ? 'approve' : 'reject'}`,
        subjectType,
        subjectId: id,
        before: redact(before),
        after: redact(after),
        reason: decision.approve ? (decision.note ?? null) : decision.reason,
      });
    });
  }

  /** A review is someone else's check: an operator never decides on their own company's or their own wallet's item. */
  async function assertNotTheirOwn(tx: Db, operatorId: string, subjectType: string, id: string) {
    const table = {
      verification: sql`verifications`,
      beneficiary: sql`beneficiaries`,
      payout: sql`payouts`,
      financing: sql`financing_requests`,
    }[subjectType];
    if (!table) return;
    const [own] = rowsOf<{ own: boolean }>(
      await tx.execute(sql`select (w.owner_user_id = ${operatorId}
          or exists (select 1 from company_members m where m.company_id = w.company_id and m.user_id = ${operatorId})) as own
        from ${table} s join wallets w on w.id = s.wallet_id where s.id = ${id}`),
    );
    if (own?.own) throw new HttpError(403, 'This is your own company’s (or your own) item: another operator decides it.');
  }

  async function ledger() {
    const result = await checkLedger(db);
    return {
      ok: result.problems.length === 0,
      problems: result.problems,
      accounts: result.accounts,
      transfers: result.transfers,
      checkedAt: deps.clock().toISOString(),
    };
  }

  return {
    async summary(): Promise<OperationsSummary> {
      const [counts] = rowsOf<{ verifications: number; beneficiaries: number; payouts: number; product_requests: number }>(
        await db.execute(sql`select
          (select count(*)::int from verifications where status = 'in_review') as verifications,
          (select count(*)::int from beneficiaries where status = 'in_review' and deleted_at is null) as beneficiaries,
          (select count(*)::int from payouts where status = 'awaiting_approval') as payouts,
          (select count(*)::int from product_requests where status <> 'closed') as product_requests`),
      );
      const financing = await deps.financing.waitingCount();
      return {
        queues: {
          verifications: counts!.verifications,
          beneficiaries: counts!.beneficiaries,
          payouts: counts!.payouts,
          productRequests: counts!.product_requests,
          financing,
        },
        ledger: await ledger(),
      };
    },

    async verifications(state: Waiting, page: Page): Promise<{ items: VerificationReviewItem[]; total: number }> {
      const rows = rowsOf<
        CustomerRow & {
          id: string;
          tier: number;
          status: VerificationReviewItem['status'];
          details: PersonDetails | BusinessDetails;
          lookup: { found: boolean; name?: string; dateOfBirth?: string; address?: string; status?: string } | null;
          reason: string | null;
          created_at: string | Date;
        }
      >(
        await db.execute(sql`
          select v.id, v.tier, v.status, v.details, v.lookup, v.reason, v.created_at, ${customerColumns}, count(*) over ()::int as total
          from verifications v join wallets w on w.id = v.wallet_id ${customerJoins}
          left join users u on u.id = v.submitted_by
          where ${state === 'waiting' ? sql`v.status = 'in_review'` : sql`v.status in ('approved', 'rejected')`}
          order by ${state === 'waiting' ? sql`v.created_at asc` : sql`v.updated_at desc`}, v.id
          limit ${page.pageSize} offset ${(page.pageNumber - 1) * page.pageSize}`),
      );
      const items = rows.map((r): VerificationReviewItem => {
        const lookup: { label: string; value: string }[] = [];
        if (r.lookup) {
          if (!r.lookup.found) lookup.push({ label: 'Record', value: 'Not found' });
          if (r.lookup.name) lookup.push({ label: 'Registered name', value: r.lookup.name });
          if (r.lookup.dateOfBirth) lookup.push({ label: 'Date of birth', value: r.lookup.dateOfBirth });
          if (r.lookup.address) lookup.push({ label: 'Registered address', value: r.lookup.address });
          if (r.lookup.status) lookup.push({ label: 'Registry status', value: r.lookup.status });
        }
        const submitted: { label: string; value: string }[] = [];
        const documents: VerificationReviewItem['documents'] = [];
        if (r.tier === 1) {
          const d = r.details as PersonDetails;
          submitted.push(
            { label: ID_TYPE_LABELS[d.idType], value: `ending ${d.last4}` },
            { label: 'Name', value: d.fullName },
            { label: 'Date of birth', value: d.dateOfBirth },
          );
        } else {
          const d = r.details as BusinessDetails;
          submitted.push(
            { label: 'Company', value: d.companyName },
            { label: d.companyType === 'RC' ? 'RC number' : 'BN number', value: `${d.companyType} ${d.registrationNumber}` },
            { label: 'TIN', value: d.tin },
            { label: 'Registered address', value: d.registeredAddress },
          );
          documents.push(
            { fileId: d.incorporationFileId, name: 'certificate-of-incorporation', label: 'Certificate of incorporation' },
            { fileId: d.proofOfAddressFileId, name: 'proof-of-address', label: 'Proof of address' },
          );
        }
        return {
          id: r.id,
          tier: r.tier as 1 | 2,
          status: r.status,
          customer: customerOf(r),
          submitted,
          lookup,
          documents,
          reason: r.reason,
          submittedAt: iso(r.created_at),
        };
      });
      return { items, total: rows[0]?.total ?? 0 };
    },

    decideVerification(operatorId: string, id: string, decision: Decision) {
      return decideWith(operatorId, 'verification', id, decision, (tx, d) => deps.verification.decide(tx, operatorId, id, d));
    },

    async beneficiaries(state: Waiting, page: Page): Promise<{ items: BeneficiaryReviewItem[]; total: number }> {
      const rows = rowsOf<
        CustomerRow & {
          id: string;
          status: BeneficiaryReviewItem['status'];
          bank_name: string;
          account_number: string;
          account_name: string;
          verified_name: string | null;
          wallet_tier: number;
          created_at: string | Date;
        }
      >(
        await db.execute(sql`
          select b.id, b.status, b.bank_name, b.account_number, b.account_name, w.verified_name, w.tier as wallet_tier, b.created_at,
            ${customerColumns}, count(*) over ()::int as total
          from beneficiaries b join wallets w on w.id = b.wallet_id ${customerJoins}
          left join users u on u.id = b.created_by
          where b.deleted_at is null and ${state === 'waiting' ? sql`b.status = 'in_review'` : sql`b.status <> 'in_review'`}
          order by b.created_at ${state === 'waiting' ? sql`asc` : sql`desc`}, b.id
          limit ${page.pageSize} offset ${(page.pageNumber - 1) * page.pageSize}`),
      );
      return {
        items: rows.map((r) => ({
          id: r.id,
          status: r.status,
          customer: customerOf(r),
          bankName: r.bank_name,
          accountNumber: r.account_number,
          accountName: r.account_name,
          verifiedName: r.verified_name,
          nameMatches: r.verified_name !== null && namesMatch(r.account_name, r.verified_name, verifiedKind({ tier: r.wallet_tier })),
          createdAt: iso(r.created_at),
        })),
        total: rows[0]?.total ?? 0,
      };
    },

    decideBeneficiary(operatorId: string, id: string, decision: Decision) {
      return decideWith(operatorId, 'beneficiary', id, decision, (tx, d) => deps.payouts.decideBeneficiary(tx, id, d));
    },

    async payouts(state: Waiting, page: Page): Promise<{ items: PayoutReviewItem[]; total: number }> {
      const rows = rowsOf<
        CustomerRow & {
          id: string;
          status: PayoutReviewItem['status'];
          amount: string;
          tier: number;
          bank_name: string;
          account_number: string;
          account_name: string;
          available: string;
          paid_30: string;
          created_at: string | Date;
        }
      >(
        await db.execute(sql`
          select p.id, p.status, p.amount::text, w.tier, b.bank_name, b.account_number, b.account_name, p.created_at,
            (a.credits_posted + coalesce((select sum(d.amount) from ledger_credit_deltas d where d.account_id = a.id), 0)
              - a.debits_posted - a.debits_pending)::text as available,
            (select coalesce(sum(q.amount), 0) from payouts q where q.wallet_id = w.id and q.status = 'succeeded'
              and q.created_at > p.created_at - interval '30 days')::text as paid_30,
            ${customerColumns}, count(*) over ()::int as total
          from payouts p join wallets w on w.id = p.wallet_id join ledger_accounts a on a.id = w.ledger_account_id
          join beneficiaries b on b.id = p.beneficiary_id ${customerJoins}
          left join users u on u.id = p.requested_by
          where ${state === 'waiting' ? sql`p.status = 'awaiting_approval'` : sql`p.status <> 'awaiting_approval'`}
          order by p.created_at ${state === 'waiting' ? sql`asc` : sql`desc`}, p.id
          limit ${page.pageSize} offset ${(page.pageNumber - 1) * page.pageSize}`),
      );
      return {
        items: rows.map((r) => ({
          id: r.id,
          reference: payoutReference(r.id),
          status: r.status,
          customer: customerOf(r),
          amount: Number(r.amount),
          tier: r.tier,
          bankName: r.bank_name,
          accountNumber: r.account_number,
          accountName: r.account_name,
          walletAvailable: Number(r.available),
          paidOutLast30Days: Number(r.paid_30),
          createdAt: iso(r.created_at),
        })),
        total: rows[0]?.total ?? 0,
      };
    },

    decidePayout(operatorId: string, id: string, decision: Decision) {
      return decideWith(operatorId, 'payout', id, decision, (tx, d) => deps.payouts.decide(tx, operatorId, id, d));
    },

    financing: (state: Waiting, page: Page) => deps.financing.queue(state, page),

    /**
     * An operator's move on a financing request (review, offer, decline, disburse), with its audit
     * entry in the same transaction; never on their own company's request.
     */
    async actOnFinancing(
      operatorId: string,
      id: string,
      action: { kind: 'review' } | { kind: 'offer'; offer: OfferBody } | { kind: 'decline'; reason: string } | { kind: 'disburse' },
    ) {
      await db.transaction(async (tx) => {
        if (isUuid(id)) await assertNotTheirOwn(tx, operatorId, 'financing', id.toLowerCase());
        const { before, after } =
          action.kind === 'review'
            ? await deps.financing.review(tx, operatorId, id)
            : action.kind === 'offer'
              ? await deps.financing.offer(tx, operatorId, id, action.offer)
              : action.kind === 'decline'
                ? await deps.financing.decline(tx, operatorId, id, action.reason)
                : await deps.financing.disburse(tx, operatorId, id);
        await audit(tx, {
          operatorId,
          action: `financing.${action.kind}`,
          subjectType: 'financing',
          subjectId: after.id,
          before,
          after,
          reason: action.kind === 'decline' ? action.reason : action.kind === 'offer' ? (action.offer.note ?? null) : null,
        });
      });
    },

    async productRequests(state: Waiting, page: Page): Promise<{ items: ProductRequestReviewItem[]; total: number }> {
      const rows = rowsOf<
        CustomerRow & {
          id: string;
          status: ProductRequestReviewItem['status'];
          product_name: string;
          cas_number: string | null;
          quantity: string;
          delivery_country: string;
          details: string;
          answer: string | null;
          created_at: string | Date;
        }
      >(
        await db.execute(sql`
          select r.id, r.status, r.product_name, r.cas_number, r.quantity, r.delivery_country, r.details, r.created_at,
            case when c.id is null then 'personal' else 'company' end as customer_kind,
            coalesce(c.name, u.full_name, 'A visitor') as customer_name, u.full_name as contact_name, u.email as contact_email,
            (select a.message from product_request_answers a where a.product_request_id = r.id order by a.created_at desc limit 1) as answer,
            count(*) over ()::int as total
          from product_requests r
          left join users u on u.id = r.user_id
          left join company_members m on m.user_id = u.id
          left join companies c on c.id = m.company_id
          where ${state === 'waiting' ? sql`r.status <> 'closed'` : sql`r.status = 'closed'`}
          order by r.created_at ${state === 'waiting' ? sql`asc` : sql`desc`}, r.id
          limit ${page.pageSize} offset ${(page.pageNumber - 1) * page.pageSize}`),
      );
      return {
        items: rows.map((r) => ({
          id: r.id,
          status: r.status,
          productName: r.product_name,
          casNumber: r.cas_number,
          quantity: r.quantity,
          deliveryCountry: r.delivery_country,
          details: r.details,
          customer: customerOf(r),
          answer: r.answer,
          createdAt: iso(r.created_at),
        })),
        total: rows[0]?.total ?? 0,
      };
    },

    /** Answers a buyer's product request (in-app and by email) and moves it to sourcing or closed. */
    async answerProductRequest(operatorId: string, id: string, body: { message: string; status: 'sourcing' | 'closed' }) {
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(productRequests).where(eq(productRequests.id, id)).for('update');
        if (!before) throw notFound('No such product request.');
        if (before.status === 'closed') throw new HttpError(409, 'This request is already closed.');
        const [after] = await tx.update(productRequests).set({ status: body.status }).where(eq(productRequests.id, id)).returning();
        await tx.insert(productRequestAnswers).values({
          id: uuidv7(),
          productRequestId: id,
          operatorId,
          message: body.message,
          createdAt: deps.clock(),
        });
        if (before.userId) {
          const [person] = await tx.select({ userId: users.id, email: users.email }).from(users).where(eq(users.id, before.userId));
          if (person)
            await tell(tx, deps, [person], {
              kind: 'product-request.answered',
              title: `About your request for ${before.productName}`,
              body: body.message,
              link: '/request-product',
            });
        }
        await audit(tx, {
          operatorId,
          action: `product-request.${body.status === 'closed' ? 'close' : 'sourcing'}`,
          subjectType: 'product-request',
          subjectId: id,
          before,
          after,
          reason: body.message,
        });
      });
    },

    async ledger(): Promise<LedgerView> {
      const [check, accounts, transfers] = await Promise.all([
        ledger(),
        rowsOf<{ id: string; kind: string; dp: string; dpe: string; cp: string; cpe: string }>(
          await db.execute(sql`
            select a.id, a.kind,
              case when a.summed then (select coalesce(sum(t.amount), 0) from ledger_transfers t where t.debit_account_id = a.id and t.kind in ('single', 'post'))
                else a.debits_posted end::text as dp,
              case when a.summed then (select coalesce(sum(t.amount), 0) from ledger_transfers t where t.credit_account_id = a.id and t.kind in ('single', 'post'))
                else a.credits_posted + coalesce((select sum(d.amount) from ledger_credit_deltas d where d.account_id = a.id), 0) end::text as cp,
              case when a.summed then (select coalesce(sum(t.amount), 0) from ledger_transfers t where t.debit_account_id = a.id and t.kind = 'pending'
                and not exists (select 1 from ledger_transfers r where r.pending_id = t.id)) else a.debits_pending end::text as dpe,
              case when a.summed then (select coalesce(sum(t.amount), 0) from ledger_transfers t where t.credit_account_id = a.id and t.kind = 'pending'
                and not exists (select 1 from ledger_transfers r where r.pending_id = t.id)) else a.credits_pending end::text as cpe
            from ledger_accounts a where a.platform order by a.kind`),
        ),
        rowsOf<{
          id: string;
          kind: string;
          code: string;
          reference: string | null;
          amount: string;
          debit: string;
          credit: string;
          created_at: string | Date;
        }>(
          await db.execute(sql`
            select t.id, t.kind, t.code, t.reference, t.amount::text, t.created_at,
              coalesce(dc.name, dw.full_name, da.kind) as debit, coalesce(cc.name, cw.full_name, ca.kind) as credit
            from ledger_transfers t
            join ledger_accounts da on da.id = t.debit_account_id
            join ledger_accounts ca on ca.id = t.credit_account_id
            left join wallets dwal on dwal.ledger_account_id = da.id left join companies dc on dc.id = dwal.company_id left join users dw on dw.id = dwal.owner_user_id
            left join wallets cwal on cwal.ledger_account_id = ca.id left join companies cc on cc.id = cwal.company_id left join users cw on cw.id = cwal.owner_user_id
            order by t.created_at desc, t.id desc limit 50`),
        ),
      ]);
      return {
        check,
        platformAccounts: accounts.map((a) => ({
          id: a.id,
          kind: a.kind,
          name: PLATFORM_NAMES[a.kind] ?? a.kind,
          debitsPosted: Number(a.dp),
          creditsPosted: Number(a.cp),
          debitsPending: Number(a.dpe),
          creditsPending: Number(a.cpe),
        })),
        transfers: transfers.map((t) => ({
          id: t.id,
          kind: t.kind,
          code: t.code,
          reference: t.reference,
          amount: Number(t.amount),
          debit: PLATFORM_NAMES[t.debit] ?? t.debit,
          credit: PLATFORM_NAMES[t.credit] ?? t.credit,
          createdAt: iso(t.created_at),
        })),
      };
    },

    async audit(query: Page & { subjectId?: string | undefined }): Promise<{ items: AuditEntry[]; total: number }> {
      const where = query.subjectId ? eq(auditLog.subjectId, query.subjectId) : undefined;
      const [rows, [count]] = await Promise.all([
        db
          .select({ entry: auditLog, name: users.fullName, email: users.email })
          .from(auditLog)
          .innerJoin(users, eq(users.id, auditLog.operatorId))
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(query.pageSize)
          .offset((query.pageNumber - 1) * query.pageSize),
        db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where),
      ]);
      return {
        items: rows.map(({ entry, name, email }) => ({
          id: entry.id,
          operator: { name, email },
          action: entry.action,
          subjectType: entry.subjectType,
          subjectId: entry.subjectId,
          before: entry.before,
          after: entry.after,
          reason: entry.reason,
          at: entry.at.toISOString(),
        })),
        total: count?.total ?? 0,
      };
    },
  };
}

export type Operations = ReturnType<typeof createOperations>;

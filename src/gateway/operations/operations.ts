/**
 * The operations console's side of the gateway (docs/decisions/033-ledger-read-side.md). It composes
 * the queues the domains expose for review, each in its own folder: business verifications
 * (verification/review.ts), bank accounts whose name did not match and payouts above the approval
 * threshold (payouts/review.ts), financing requests (financing/review.ts), buyers' product requests
 * (requests/product-request-review.ts), claims the seller left unsettled (claims/review.ts). The console checks the operator's rights, runs the domain's
 * decision and writes the audit entry in one transaction; it reads no other domain's tables.
 * Operators approve or reject, never move money by hand: the money moves in the domains' decisions,
 * by the same rules as everywhere. Beside the queues: the read-only ledger and the audit log.
 */
import type { OfferBody } from '../../contracts/financing.ts';
import type {
  BeneficiaryReviewItem,
  OperationsSummary,
  PayoutReviewItem,
  ProductRequestReviewItem,
  VerificationReviewItem,
} from '../../contracts/operations.ts';
import type { Page } from '../../contracts/paging.ts';
import type { MessageReportItem } from '../../contracts/conversations.ts';
import type { MessageReportReview } from '../conversations/index.ts';
import type { ClaimReview } from '../claims/index.ts';
import type { Claim, ClaimDecision } from '../../contracts/claims.ts';
import type { Db } from '../db/client.ts';
import type { FinancingReview } from '../financing/index.ts';
import type { PayoutReview } from '../payouts/index.ts';
import { HttpError } from '../platform/errors.ts';
import type { ProductRequestReview } from '../requests/index.ts';
import type { VerificationReview } from '../verification/index.ts';
import type { TransportDeviations } from '../dangerous-goods/index.ts';
import type { TransportDeviationItem } from '../../contracts/dangerous-goods.ts';
import { isOwnWallet } from '../wallet/index.ts';
import { auditEntries, redact, writeAudit } from './audit-log.ts';
import { ledgerCheck, ledgerView } from './ledger-view.ts';

type Waiting = 'waiting' | 'decided';
type Decision = { approve: true; note?: string | undefined } | { approve: false; reason: string };

/** What a domain shows the console of a queue of items operators decide on. */
export interface ReviewQueue<Item, Row extends object> {
  waitingCount(): Promise<number>;
  list(state: Waiting, page: Page): Promise<{ items: Item[]; total: number }>;
  /** The wallet the item is about, for the check that an operator never decides their own; null when none. */
  walletOf(tx: Db, id: string): Promise<string | null>;
  /** The decision, in the console's transaction; the item before and after, for the audit log. */
  decide(
    tx: Db,
    operatorId: string,
    id: string,
    decision: { approve: true } | { approve: false; reason: string },
  ): Promise<{ before: Row; after: Row }>;
}

export interface OperationsDeps {
  db: Db;
  verifications: VerificationReview;
  payouts: PayoutReview;
  financing: FinancingReview;
  productRequests: ProductRequestReview;
  /** Transport classifications that differ from the reference list, with the sellers' reasons. */
  transportDeviations: TransportDeviations;
  messageReports: MessageReportReview;
  /** Claims on delivered orders: joining their conversations, and deciding those the seller left past their time. */
  claims: ClaimReview;
  clock: () => Date;
}

export function createOperations(deps: OperationsDeps) {
  const { db } = deps;

  /** A review is someone else's check: an operator never decides on their own company's or their own wallet's item. */
  async function assertNotTheirOwn(tx: Db, operatorId: string, walletId: string | null) {
    if (walletId && (await isOwnWallet(tx, walletId, operatorId)))
      throw new HttpError(403, 'This is your own company’s (or your own) item: another operator decides it.');
  }

  /** Approve or reject an item of a queue: the rights, the domain's decision and the audit entry, together. */
  function decideIn<Row extends object>(subjectType: string, queue: Pick<ReviewQueue<unknown, Row>, 'walletOf' | 'decide'>) {
    return async (operatorId: string, id: string, decision: Decision): Promise<void> => {
      await db.transaction(async (tx) => {
        await assertNotTheirOwn(tx, operatorId, await queue.walletOf(tx, id));
        const { before, after } = await queue.decide(tx, operatorId, id, decision.approve ? { approve: true } : decision);
        await writeAudit(tx, deps.clock(), {
          operatorId,
          action: `${subjectType}.${decision.approve ? 'approve' : 'reject'}`,
          subjectType,
          subjectId: id,
          before: redact(before),
          after: redact(after),
          reason: decision.approve ? (decision.note ?? null) : decision.reason,
        });
      });
    };
  }

  const { beneficiaries, payouts } = deps.payouts;

  return {
    async summary(): Promise<OperationsSummary> {
      const [verifications, waitingBeneficiaries, waitingPayouts, productRequests, financing, messageReports, claims, ledger] =
        await Promise.all([
          deps.verifications.waitingCount(),
          beneficiaries.waitingCount(),
          payouts.waitingCount(),
          deps.productRequests.waitingCount(),
          deps.financing.waitingCount(),
          deps.messageReports.waitingCount(),
          deps.claims.waitingCount(),
          ledgerCheck(db, deps.clock()),
        ]);
      return {
        queues: {
          verifications,
          beneficiaries: waitingBeneficiaries,
          payouts: waitingPayouts,
          productRequests,
          financing,
          messageReports,
          claims,
        },
        ledger,
      };
    },

    verifications: (state: Waiting, page: Page): Promise<{ items: VerificationReviewItem[]; total: number }> =>
      deps.verifications.list(state, page),
    decideVerification: decideIn('verification', deps.verifications),

    beneficiaries: (state: Waiting, page: Page): Promise<{ items: BeneficiaryReviewItem[]; total: number }> =>
      beneficiaries.list(state, page),
    decideBeneficiary: decideIn('beneficiary', beneficiaries),

    payouts: (state: Waiting, page: Page): Promise<{ items: PayoutReviewItem[]; total: number }> => payouts.list(state, page),
    decidePayout: decideIn('payout', payouts),

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
        await assertNotTheirOwn(tx, operatorId, await deps.financing.walletOf(tx, id));
        const { before, after } =
          action.kind === 'review'
            ? await deps.financing.review(tx, operatorId, id)
            : action.kind === 'offer'
              ? await deps.financing.offer(tx, operatorId, id, action.offer)
              : action.kind === 'decline'
                ? await deps.financing.decline(tx, operatorId, id, action.reason)
                : await deps.financing.disburse(tx, operatorId, id);
        await writeAudit(tx, deps.clock(), {
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

    productRequests: (state: Waiting, page: Page): Promise<{ items: ProductRequestReviewItem[]; total: number }> =>
      deps.productRequests.list(state, page),

    /** Answers a buyer's product request (in-app and by email) and moves it to sourcing or closed. */
    async answerProductRequest(operatorId: string, id: string, body: { message: string; status: 'sourcing' | 'closed' }) {
      await db.transaction(async (tx) => {
        const { before, after } = await deps.productRequests.answer(tx, operatorId, id, body);
        await writeAudit(tx, deps.clock(), {
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

    /** Sellers' transport classifications that differ from the reference list, newest first, with their reasons. */
    transportDeviations: (page: Page): Promise<{ items: TransportDeviationItem[]; total: number }> => deps.transportDeviations.list(page),
    /** Reported messages: upheld (approve) removes the message, dismissed (reject) leaves it (conversations/reports.ts). */
    messageReports: (state: Waiting, page: Page): Promise<{ items: MessageReportItem[]; total: number }> =>
      deps.messageReports.list(state, page),
    decideMessageReport: decideIn('message-report', deps.messageReports),

    /** Claims waiting for an operator (oldest first), or all of them; one claim. */
    claims: (operatorId: string, state: 'waiting' | 'all', page: Page): Promise<{ items: Claim[]; total: number }> =>
      deps.claims.list(operatorId, state, page),
    claim: (operatorId: string, id: string): Promise<Claim> => deps.claims.one(operatorId, id),

    /** The operator joins a claim's conversation, or decides a claim waiting for them; audited in the same transaction. */
    async actOnClaim(operatorId: string, id: string, action: { kind: 'join' } | { kind: 'decide'; decision: ClaimDecision }) {
      await db.transaction(async (tx) => {
        const { before, after } =
          action.kind === 'join'
            ? await deps.claims.join(tx, operatorId, id)
            : await deps.claims.decide(tx, operatorId, id, action.decision);
        await writeAudit(tx, deps.clock(), {
          operatorId,
          action: action.kind === 'join' ? 'claim.join' : `claim.${action.decision.outcome}`,
          subjectType: 'claim',
          subjectId: id,
          before,
          after,
          reason: action.kind === 'decide' ? action.decision.reason : null,
        });
      });
      return deps.claims.one(operatorId, id);
    },

    ledger: () => ledgerView(db, deps.clock()),

    audit: (query: Page & { subjectId?: string | undefined }) => auditEntries(db, query),
  };
}

export type Operations = ReturnType<typeof createOperations>;

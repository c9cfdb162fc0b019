/**
 * The operations console's gateway calls (src/contracts/operations.ts, src/contracts/financing.ts):
 * the summary, the seven review queues with their decisions, the ledger and the audit log. Keys start with
 * "operations:" so one `invalidate` after a decision refreshes the counts, the queues and the log.
 */
import type { z } from 'zod';
import type { Claim, ClaimDecisionBody } from '../../../../contracts/claims.ts';
import type { Envelope, PagedEnvelope } from '../../../../contracts/envelope.ts';
import type { MessageReportItem } from '../../../../contracts/conversations.ts';
import type { FinancingReviewItem, OfferBody } from '../../../../contracts/financing.ts';
import type {
  AuditEntry,
  answerProductRequestBody,
  BeneficiaryReviewItem,
  LedgerView,
  OperationsSummary,
  PayoutReviewItem,
  ProductRequestReviewItem,
  VerificationReviewItem,
} from '../../../../contracts/operations.ts';
import { downloadPrivate } from '../../../shared/data/save-blob.ts';
import { api, errorMessage } from '../../../../lib/api-client.ts';
import { failureStatus, invalidate, queryKey } from '../../../shared/data/use-query.ts';

export const OPERATIONS_KEY = 'operations:';
export const QUEUE_PAGE_SIZE = 10;
export const AUDIT_PAGE_SIZE = 20;

/** Each queue's item, by the path segment the gateway names it with. */
export interface QueueItems {
  verifications: VerificationReviewItem;
  beneficiaries: BeneficiaryReviewItem;
  payouts: PayoutReviewItem;
  'product-requests': ProductRequestReviewItem;
  financing: FinancingReviewItem;
  'message-reports': MessageReportItem;
  /** Claims the seller left unsettled past their time (docs/decisions/042-claims-and-settlement-window.md). */
  claims: Claim;
}
export type Queue = keyof QueueItems;
/** The queues an operator approves or rejects (product requests are answered, financing is offered or declined). */
export type DecisionQueue = Exclude<Queue, 'product-requests' | 'financing' | 'claims'>;
export type QueueState = 'waiting' | 'decided';

/** How many items wait in a queue, from the summary (which names queues in camel case). */
export function waitingIn(queues: OperationsSummary['queues'], queue: Queue): number {
  return queues[queue === 'product-requests' ? 'productRequests' : queue === 'message-reports' ? 'messageReports' : queue];
}

export const summaryKey = () => `${OPERATIONS_KEY}summary`;
export const queueKey = (queue: Queue, state: QueueState, page: number) => queryKey(`${OPERATIONS_KEY}${queue}`, { state, page });
export const ledgerKey = () => `${OPERATIONS_KEY}ledger`;
export const auditKey = (page: number, subjectId: string | null) => queryKey(`${OPERATIONS_KEY}audit`, { page, subjectId });

export const loadSummary = (signal: AbortSignal) =>
  api<Envelope<OperationsSummary>>('/v1/operations/summary', { signal }).then((r) => r.data);

/** Claims have no "decided" list: the other state shows every claim, open or ended (claimQueueQuery). */
export const loadQueue = <Q extends Queue>(queue: Q, state: QueueState, page: number, signal: AbortSignal) =>
  api<PagedEnvelope<QueueItems[Q]>>(`/v1/operations/${queue}`, {
    query: { state: queue === 'claims' && state === 'decided' ? 'all' : state, PageNumber: page, PageSize: QUEUE_PAGE_SIZE },
    signal,
  });

/** Runs the ledger's check again: the header's and the ledger tab's. */
export function recheckLedger(): void {
  invalidate(summaryKey());
  invalidate(ledgerKey());
}

export const loadLedger = (signal: AbortSignal) => api<Envelope<LedgerView>>('/v1/operations/ledger', { signal }).then((r) => r.data);

export const loadAudit = (page: number, subjectId: string | null, signal: AbortSignal) =>
  api<PagedEnvelope<AuditEntry>>('/v1/operations/audit', {
    query: { PageNumber: page, PageSize: AUDIT_PAGE_SIZE, ...(subjectId ? { subjectId } : {}) },
    signal,
  });

/** How a decision ended: taken, or someone else had decided first (409) and the queue is refreshed. */
export type Outcome = { conflict: false } | { conflict: true; message: string };

/** Sends a decision; a 409 is an answer, not a failure: the item was decided by someone else first. */
async function decide(path: string, body: object): Promise<Outcome> {
  let outcome: Outcome;
  try {
    await api<Envelope<unknown>>(path, { method: 'POST', body });
    outcome = { conflict: false };
  } catch (error) {
    if (failureStatus(error) !== 409) throw error;
    outcome = { conflict: true, message: errorMessage(error) };
  }
  invalidate(OPERATIONS_KEY);
  return outcome;
}

const itemPath = (queue: Queue, id: string, step: string) => `/v1/operations/${queue}/${encodeURIComponent(id)}/${step}`;

export const approve = (queue: DecisionQueue, id: string, note?: string) => decide(itemPath(queue, id, 'approve'), note ? { note } : {});

export const reject = (queue: DecisionQueue, id: string, reason: string) => decide(itemPath(queue, id, 'reject'), { reason });

export const answerProductRequest = (id: string, body: z.output<typeof answerProductRequestBody>) =>
  decide(itemPath('product-requests', id, 'answer'), body);

/** Financing's steps (src/contracts/financing.ts): submitted → in review → offered or declined; accepted → disbursed. */
export const takeFinancingIntoReview = (id: string) => decide(itemPath('financing', id, 'review'), {});
export const offerFinancing = (id: string, offer: OfferBody) => decide(itemPath('financing', id, 'offer'), offer);
export const declineFinancing = (id: string, reason: string) => decide(itemPath('financing', id, 'decline'), { reason });
/** Import and manufacturing only: the money goes to the company's wallet (procurement is drawn at checkout). */
export const disburseFinancing = (id: string) => decide(itemPath('financing', id, 'disburse'), {});

/** Claims (contracts/claims.ts): joining the conversation, and deciding one that waits for an operator. */
export const joinClaim = (id: string) => decide(itemPath('claims', id, 'join'), {});
export const decideClaim = (id: string, body: ClaimDecisionBody) => decide(itemPath('claims', id, 'decide'), body);

/** A private document (a verification's, a financing request's), as operators download it. */
export const downloadDocument = (fileId: string, name: string) =>
  downloadPrivate(`/v1/operations/files/${encodeURIComponent(fileId)}`, name);

/**
 * The financing pages' gateway calls (docs/decisions/018-financing.md), typed from
 * src/contracts/financing.ts, with their query keys. Keys start with "financing:" so
 * `invalidate(FINANCING_KEY)` reloads the area after a change. What a procurement request can
 * finance (the buyer's accepted quotes and unpaid orders) is read here too: no area imports another.
 */
import type { z } from 'zod';
import type { Order } from '../../../../contracts/commerce.ts';
import type { Envelope, PagedEnvelope } from '../../../../contracts/envelope.ts';
import type {
  acceptOfferBody,
  FinancingDetail,
  FinancingAmount,
  FinancingEligibility,
  FinancingStatus,
  FinancingSummary,
  FinancingType,
  payOrderBody,
  rejectOfferBody,
  repayBody,
  saveDraftBody,
} from '../../../../contracts/financing.ts';
import type { Quote } from '../../../../contracts/requests.ts';
import { api } from '../../../../lib/api-client.ts';
import { downloadPrivate } from '../../../shared/data/save-blob.ts';
import { invalidate, queryKey } from '../../../shared/data/use-query.ts';

export const FINANCING_KEY = 'financing:';
export const REQUESTS_PAGE_SIZE = 10;
/** Enough to choose from; the oldest quotes and orders are rarely the ones financed. */
const SOURCES_PAGE_SIZE = 50;

/** A type, not an interface: the address keeps it (use-url-state wants its values indexable). */
export type RequestFilters = { page: number; status: FinancingStatus | null };

export const eligibilityKey = () => queryKey(`${FINANCING_KEY}eligibility`);
export const requestsKey = (filters: RequestFilters) => queryKey(`${FINANCING_KEY}requests`, { ...filters });
export const requestKey = (id: string) => queryKey(`${FINANCING_KEY}request`, { id });
export const sourcesKey = (source: 'quote' | 'order') => queryKey(`${FINANCING_KEY}sources`, { source });

const BASE = '/v1/financing/requests';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** After a change every financing answer on screen is asked again. */
const changed = (answer: Envelope<FinancingDetail>): FinancingDetail => {
  invalidate(FINANCING_KEY);
  return answer.data;
};

export const loadEligibility = (signal: AbortSignal) =>
  api<Envelope<FinancingEligibility>>('/v1/financing/eligibility', { signal }).then((r) => r.data);

export const loadFinancingAmount = (query: { source: string; sourceId?: string }, signal: AbortSignal) =>
  api<Envelope<FinancingAmount>>('/v1/financing/amount', { query, signal }).then((r) => r.data);

export const loadRequests = (filters: RequestFilters, signal: AbortSignal) =>
  api<PagedEnvelope<FinancingSummary>>(BASE, {
    query: { PageNumber: filters.page, PageSize: REQUESTS_PAGE_SIZE, ...(filters.status ? { status: filters.status } : {}) },
    signal,
  });

export const loadRequest = (id: string, signal: AbortSignal) => api<Envelope<FinancingDetail>>(one(id), { signal }).then((r) => r.data);

/** A new draft; 409 when one of the type is open already (one at a time). */
export const createRequest = (type: FinancingType) =>
  api<Envelope<FinancingDetail>>(BASE, { method: 'POST', body: { type } }).then(changed);

/**
 * Saves the draft as it is typed. Not `changed`: the draft's own page holds what was typed, and
 * reloading it under the person's fingers would undo keys pressed meanwhile. `keepalive` lets the
 * last save finish when the page is being left.
 */
export const saveDraft = (id: string, body: z.input<typeof saveDraftBody>, options: { keepalive?: boolean } = {}) =>
  api<Envelope<FinancingDetail>>(one(id), { method: 'PUT', body, ...options }).then((r) => r.data);

export const discardDraft = (id: string) =>
  api<Envelope<null>>(one(id), { method: 'DELETE' }).then(() => {
    invalidate(FINANCING_KEY);
  });

export const submitRequest = (id: string) =>
  api<Envelope<FinancingDetail>>(`${one(id)}/submit`, { method: 'POST', body: {} }).then(changed);

export const acceptOffer = (id: string, body: z.input<typeof acceptOfferBody>) =>
  api<Envelope<FinancingDetail>>(`${one(id)}/accept`, { method: 'POST', body }).then(changed);

export const rejectOffer = (id: string, body: z.input<typeof rejectOfferBody>) =>
  api<Envelope<FinancingDetail>>(`${one(id)}/reject-offer`, { method: 'POST', body }).then(changed);

/** An unpaid order paid by the accepted procurement line. */
export const payOrder = (id: string, body: z.input<typeof payOrderBody>) =>
  api<Envelope<FinancingDetail>>(`${one(id)}/pay-order`, { method: 'POST', body }).then(changed);

export const repay = (id: string, body: z.input<typeof repayBody>) =>
  api<Envelope<FinancingDetail>>(`${one(id)}/repay`, { method: 'POST', body }).then(changed);

/* ---- What a procurement request may finance ---- */

/** The buyer's quotes a seller priced and that still hold: the gateway finances those (an accepted one is an order already). */
export const loadFinanceableQuotes = (signal: AbortSignal) =>
  api<PagedEnvelope<Quote>>('/v1/quotes/get-all', {
    query: { PageNumber: 1, PageSize: SOURCES_PAGE_SIZE, Status: 'answered' },
    signal,
  }).then((r) => r.data.filter((q) => !q.expired && q.quotedTotalMinor !== null));

/** The buyer's orders waiting for a bank transfer: the ones financing can pay (decision 018). */
export const loadUnpaidOrders = (signal: AbortSignal) =>
  api<PagedEnvelope<Order>>('/v1/procurement/orders', { query: { PageNumber: 1, PageSize: SOURCES_PAGE_SIZE }, signal }).then((r) =>
    r.data.filter(
      (o) => o.paymentStatus === 'unpaid' && o.paymentMethod === 'bank-transfer' && (o.status === 'placed' || o.status === 'accepted'),
    ),
  );

/** A document the request names, as the company's finance people download it (private file). */
export const downloadRequestFile = (id: string, fileId: string, name: string) =>
  downloadPrivate(`${one(id)}/files/${encodeURIComponent(fileId)}`, name);

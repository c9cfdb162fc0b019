/**
 * Every gateway call of the request pages, for both sides: the lists and one request of each kind,
 * the steps taken on a request, the buyer's product requests, and what the request forms read
 * (the product, the buyer's shipping addresses, the payment methods). Keys start with "requests."
 * so `invalidate('requests.')` reloads the area.
 */
import type { z } from 'zod';
import type { Envelope, PagedEnvelope } from '../../../../contracts/envelope.ts';
import type { pagingQuery } from '../../../../contracts/paging.ts';
import type { PaymentsConfig } from '../../../../contracts/payments.ts';
import type { ProductDetail } from '../../../../contracts/products.ts';
import type {
  DocumentRequest,
  DocumentRequestBody,
  fulfilDocumentBody,
  noteBody,
  ProductRequest,
  Quote,
  QuoteAnswerBody,
  quoteAcceptBody,
  QuoteRequestBody,
  RequestTab,
  SampleRequest,
  SampleRequestBody,
  shipSampleBody,
} from '../../../../contracts/requests.ts';
import { api } from '../../../../lib/api-client.ts';
import { queryKey } from '../../../shared/data/use-query.ts';

export type Side = 'buyer' | 'seller';
export type RequestKindName = Exclude<RequestTab, 'products'>;
export type AnyRequest = Quote | SampleRequest | DocumentRequest;

export const PAGE_SIZE = 10;

/** Where the gateway keeps each kind of request. */
const BASE: Record<RequestKindName, string> = { quotes: '/v1/quotes', samples: '/v1/samplerequest', documents: '/v1/documentrequest' };
/** The buyer reads what they sent, the seller what they received. */
const READ: Record<Side, { list: string; one: string }> = {
  buyer: { list: 'get-all', one: 'get' },
  seller: { list: 'received', one: 'received' },
};

/** A page of a list; Status is one of the kind's statuses as the address names it (the gateway checks it). */
export type ListQuery = z.output<typeof pagingQuery> & { Status?: string };

/** What a step sends: a note, a tracking note, the seller's price, the buyer's acceptance or the seller's document. */
export type StepBody =
  | z.input<typeof noteBody>
  | z.input<typeof shipSampleBody>
  | QuoteAnswerBody
  | z.input<typeof quoteAcceptBody>
  | z.input<typeof fulfilDocumentBody>;

export const requestKeys = {
  list: (kind: RequestKindName, side: Side, query: ListQuery) => queryKey(`requests.${side}.${kind}`, query),
  one: (kind: RequestKindName, side: Side, id: string) => queryKey(`requests.${side}.${kind}.one`, { id }),
  productRequests: (query: ListQuery) => queryKey('requests.buyer.products', query),
  product: (productId: number) => queryKey('requests.product', { productId }),
  shippingAddresses: 'requests.shipping-addresses',
  paymentsConfig: 'requests.payments-config',
};

export const listRequests = (kind: RequestKindName, side: Side, query: ListQuery, signal: AbortSignal) =>
  api<PagedEnvelope<AnyRequest>>(`${BASE[kind]}/${READ[side].list}`, { query, signal });

export const getRequest = async (kind: RequestKindName, side: Side, id: string, signal: AbortSignal) =>
  (await api<Envelope<AnyRequest>>(`${BASE[kind]}/${READ[side].one}/${encodeURIComponent(id)}`, { signal })).data;

/** POST {kind}/{step}/{id}: the gateway answers with the request as it is after the step. */
export const takeStep = (kind: RequestKindName, step: string, id: string, body?: StepBody) =>
  api<Envelope<AnyRequest>>(`${BASE[kind]}/${step}/${encodeURIComponent(id)}`, { method: 'POST', ...(body ? { body } : {}) });

export const listProductRequests = (query: ListQuery, signal: AbortSignal) =>
  api<PagedEnvelope<ProductRequest>>('/v1/productrequest/get-all', { query, signal });

export const getProduct = async (productId: number, signal: AbortSignal) =>
  (await api<Envelope<ProductDetail>>('/v1/marketplace/get-product', { query: { productId }, signal })).data;

export const requestQuote = (body: QuoteRequestBody) => api<Envelope<Quote>>('/v1/quotes/request', { method: 'POST', body });
export const requestSample = (body: SampleRequestBody) => api<Envelope<SampleRequest>>('/v1/samplerequest/new', { method: 'POST', body });
export const requestDocument = (body: DocumentRequestBody) =>
  api<Envelope<DocumentRequest>>('/v1/documentrequest/new', { method: 'POST', body });

export const getPaymentsConfig = async (signal: AbortSignal) =>
  (await api<Envelope<PaymentsConfig>>('/v1/payments/config', { signal })).data;

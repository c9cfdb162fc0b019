/**
 * The gateway calls of requests for quotation, both sides: lists and one request, the comparison
 * and its CSV, sending, offering, declining, awarding and withdrawing. Keys start with "requests.rfq"
 * so `invalidate('requests.rfq')` reloads them.
 */
import type { Envelope, PagedEnvelope } from '../../../../contracts/envelope.ts';
import type { SellerProduct, SellerProductRow } from '../../../../contracts/seller-products.ts';
import type { AwardBody, Comparison, CompareWeights, OfferBody, Rfq, RfqBody } from '../../../../contracts/rfq.ts';
import { api } from '../../../../lib/api-client.ts';
import { saveBlob } from '../../../shared/data/save-blob.ts';
import { queryKey } from '../../../shared/data/use-query.ts';
import type { Side } from './api.ts';

const READ: Record<Side, { list: string; one: string }> = {
  buyer: { list: '/v1/rfq/get-all', one: '/v1/rfq/get' },
  seller: { list: '/v1/rfq/received', one: '/v1/rfq/received' },
};

export const rfqKeys = {
  list: (side: Side, page: number, status: string | null) => queryKey(`requests.rfq.${side}`, { page, status }),
  one: (side: Side, id: string) => queryKey(`requests.rfq.${side}.one`, { id }),
  compare: (id: string, weights: CompareWeights) => queryKey('requests.rfq.compare', { id, ...weights }),
  ownProducts: 'requests.rfq.own-products',
  ownProduct: (productId: number) => queryKey('requests.rfq.own-product', { productId }),
};

export const listRfqs = (side: Side, page: number, status: string | null, signal: AbortSignal) =>
  api<PagedEnvelope<Rfq>>(READ[side].list, { query: { PageNumber: page, PageSize: 10, ...(status ? { Status: status } : {}) }, signal });

export const getRfq = async (side: Side, id: string, signal: AbortSignal) =>
  (await api<Envelope<Rfq>>(`${READ[side].one}/${encodeURIComponent(id)}`, { signal })).data;

export const compareRfq = async (id: string, weights: CompareWeights, signal: AbortSignal) =>
  (await api<Envelope<Comparison>>(`/v1/rfq/compare/${encodeURIComponent(id)}`, { query: { ...weights }, signal })).data;

export async function downloadComparison(id: string, weights: CompareWeights): Promise<void> {
  const blob = await api<Blob>(`/v1/rfq/compare/${encodeURIComponent(id)}/csv`, { query: { ...weights }, responseType: 'blob' as never });
  saveBlob(blob, `rfq-${id.slice(0, 8)}-comparison.csv`);
}

export const sendRfq = (body: RfqBody) => api<Envelope<Rfq>>('/v1/rfq', { method: 'POST', body });
export const sendOffer = (id: string, body: OfferBody) =>
  api<Envelope<Rfq>>(`/v1/rfq/offer/${encodeURIComponent(id)}`, { method: 'POST', body });
export const declineRfq = (id: string, reason: string) =>
  api<Envelope<Rfq>>(`/v1/rfq/decline/${encodeURIComponent(id)}`, { method: 'POST', body: { reason } });
export const awardRfq = (id: string, body: AwardBody) =>
  api<Envelope<Rfq & { orderIds: string[] }>>(`/v1/rfq/award/${encodeURIComponent(id)}`, { method: 'POST', body });
export const cancelRfq = (id: string) => api<Envelope<Rfq>>(`/v1/rfq/cancel/${encodeURIComponent(id)}`, { method: 'POST' });

/** The storefront's published products, for the offer form. */
export const loadOwnProducts = async (signal: AbortSignal) =>
  (
    await api<PagedEnvelope<SellerProductRow>>('/v1/product/get-products', {
      query: { PageNumber: 1, PageSize: 200, Status: 'published' },
      signal,
    })
  ).data;

/** One of the storefront's products with its packages. */
export const loadOwnProduct = async (productId: number, signal: AbortSignal) =>
  (await api<Envelope<SellerProduct>>('/v1/product/get-product', { query: { productId }, signal })).data;

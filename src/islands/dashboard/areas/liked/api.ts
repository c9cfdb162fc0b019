/** The Liked area's gateway calls (spec §7 likes): what the person likes, and taking a like back. */
import type { ProducerSummary, SupplierSummary } from '../../../../contracts/companies.ts';
import type { Envelope, PagedEnvelope } from '../../../../contracts/envelope.ts';
import type { ProductSummary } from '../../../../contracts/products.ts';
import type { LikeState } from '../../../../contracts/requests.ts';
import { api } from '../../../../lib/api-client.ts';
import { queryKey } from '../../../shared/data/use-query.ts';

export const LIKED_PAGE_SIZE = 12;
export type LikedKind = 'products' | 'suppliers' | 'producers';

export const likedKey = (kind: LikedKind, page: number) => queryKey(`liked:${kind}`, { page });

const likedPage =
  <T>(kind: LikedKind) =>
  (page: number, signal: AbortSignal) =>
    api<PagedEnvelope<T>>(`/v1/likes/${kind}`, { query: { PageNumber: page, PageSize: LIKED_PAGE_SIZE }, signal });

export const likedProducts = likedPage<ProductSummary>('products');
export const likedSuppliers = likedPage<SupplierSummary>('suppliers');
export const likedProducers = likedPage<ProducerSummary>('producers');

const LIKE_CALLS = {
  products: ['/v1/likes/likeproduct', 'productId'],
  suppliers: ['/v1/likes/likesupplier', 'supplierId'],
  producers: ['/v1/likes/likeproducer', 'producerId'],
} as const;

/** Says "not liked" rather than pressing again: a list older than a change in another tab likes nothing back. */
export function unlike(kind: LikedKind, id: number) {
  const [path, field] = LIKE_CALLS[kind];
  return api<Envelope<LikeState>>(path, { method: 'POST', body: { [field]: id, liked: false } });
}

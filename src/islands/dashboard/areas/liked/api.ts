/** The Liked area's gateway calls (spec §7 likes): what the person likes, and taking a like back. */
import type { SupplierSummary } from '../../../../contracts/companies.ts';
import type { Envelope, PagedEnvelope } from '../../../../contracts/envelope.ts';
import type { ProductSummary } from '../../../../contracts/products.ts';
import type { LikeState } from '../../../../contracts/requests.ts';
import { api } from '../../../../lib/api-client.ts';
import { queryKey } from '../../../shared/use-query.ts';

export const LIKED_PAGE_SIZE = 12;
export type LikedKind = 'products' | 'suppliers';

export const likedKey = (kind: LikedKind, page: number) => queryKey(`liked:${kind}`, { page });

export function likedProducts(page: number, signal: AbortSignal) {
  return api<PagedEnvelope<ProductSummary>>('/v1/likes/products', { query: { PageNumber: page, PageSize: LIKED_PAGE_SIZE }, signal });
}

export function likedSuppliers(page: number, signal: AbortSignal) {
  return api<PagedEnvelope<SupplierSummary>>('/v1/likes/suppliers', { query: { PageNumber: page, PageSize: LIKED_PAGE_SIZE }, signal });
}

/** Likes are toggles: pressing "Unlike" on something liked takes the like back. */
export function unlike(kind: LikedKind, id: number) {
  const [path, body] = kind === 'products' ? ['/v1/likes/likeproduct', { productId: id }] : ['/v1/likes/likesupplier', { supplierId: id }];
  return api<Envelope<LikeState>>(path, { method: 'POST', body });
}

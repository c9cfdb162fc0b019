/**
 * Every gateway call of the claims pages (src/contracts/claims.ts): the buyer's claims under
 * /v1/claims, the seller's under /v1/claims/received, opening, withdrawing and refunding, with their
 * query keys. Keys start with "claims:" so `invalidate(CLAIMS_KEY)` reloads the area.
 */
import type { Claim, ClaimRefundBody, OpenClaimBody } from '../../../contracts/claims.ts';
import type { Envelope, PagedEnvelope } from '../../../contracts/envelope.ts';
import { api } from '../../../lib/api-client.ts';
import { queryKey } from '../data/use-query.ts';

export type ClaimSide = 'buyer' | 'seller';

export const CLAIMS_KEY = 'claims:';
export const CLAIMS_PAGE_SIZE = 10;

const LIST: Record<ClaimSide, string> = { buyer: '/v1/claims/get-all', seller: '/v1/claims/received' };
const ONE: Record<ClaimSide, string> = { buyer: '/v1/claims/get', seller: '/v1/claims/received' };

export const claimsKey = (side: ClaimSide, page: number) => queryKey(`${CLAIMS_KEY}${side}`, { page });
export const claimKey = (side: ClaimSide, id: string) => queryKey(`${CLAIMS_KEY}${side}:one`, { id });
/** The buyer's open claim on an order, if any (the order view does not name it). */
export const orderClaimKey = (orderId: string) => queryKey(`${CLAIMS_KEY}buyer:order`, { orderId });

export const listClaims = (side: ClaimSide, page: number, signal: AbortSignal) =>
  api<PagedEnvelope<Claim>>(LIST[side], { query: { PageNumber: page, PageSize: CLAIMS_PAGE_SIZE }, signal });

export const getClaim = async (side: ClaimSide, id: string, signal: AbortSignal) =>
  (await api<Envelope<Claim>>(`${ONE[side]}/${encodeURIComponent(id)}`, { signal })).data;

/**
 * The claim that holds a delivered order's settlement: an open claim, or one waiting for an
 * operator (an ended claim settles the order, so an unsettled order has at most one of these).
 */
export async function openClaimOn(orderId: string, signal: AbortSignal): Promise<Claim | null> {
  const pages = await Promise.all(
    (['open', 'awaiting-operator'] as const).map((Status) =>
      api<PagedEnvelope<Claim>>(LIST.buyer, { query: { Status, PageNumber: 1, PageSize: 200 }, signal }),
    ),
  );
  return pages.flatMap((p) => p.data).find((c) => c.order.id === orderId) ?? null;
}

export const openClaim = (body: OpenClaimBody) => api<Envelope<Claim>>('/v1/claims', { method: 'POST', body });

export const withdrawClaim = (id: string, reason: string) =>
  api<Envelope<Claim>>(`/v1/claims/withdraw/${encodeURIComponent(id)}`, { method: 'POST', body: { reason } });

export const refundClaim = (id: string, body: ClaimRefundBody) =>
  api<Envelope<Claim>>(`/v1/claims/refund/${encodeURIComponent(id)}`, { method: 'POST', body });

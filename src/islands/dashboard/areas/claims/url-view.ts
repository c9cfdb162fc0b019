/**
 * The claims pages keep their view in the address: `claim` (the one open) and `page` (of the list),
 * so the links in emails and notifications (buyerClaimLink, sellerClaimLink) open the claim, and
 * Back returns to the list.
 */
import { pageParam, type UrlView } from '../../../shared/data/use-url-state.ts';

export type ClaimsView = { page: number; claim: string | null };

export const CLAIMS_VIEW: UrlView<ClaimsView> = {
  defaults: { page: 1, claim: null },
  read(params) {
    const claim = params.get('claim');
    return { page: pageParam(params), claim: claim && /^[0-9a-f-]{36}$/i.test(claim) ? claim : null };
  },
};

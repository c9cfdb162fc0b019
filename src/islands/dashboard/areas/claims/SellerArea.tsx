/** /storefront/claims: buyers' claims on the storefront's delivered orders; ?claim={id} opens one (sellerClaimLink). */
import { ClaimsPage } from './ClaimsPage.tsx';

export default function SellerArea({ title }: { title: string; params: Record<string, string> }) {
  return <ClaimsPage title={title} side="seller" />;
}

/** /procurement/claims: the buyer's claims on delivered orders (and their company's); ?claim={id} opens one (buyerClaimLink). */
import { ClaimsPage } from './ClaimsPage.tsx';

export default function BuyerArea({ title }: { title: string; params: Record<string, string> }) {
  return <ClaimsPage title={title} side="buyer" />;
}

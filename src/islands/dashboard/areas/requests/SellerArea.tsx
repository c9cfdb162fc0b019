/** /storefront/requests: the quotes, samples and documents buyers asked the storefront for. */
import { RequestsPage } from './RequestsPage.tsx';

export default function SellerArea({ title }: { title: string; params: Record<string, string> }) {
  return <RequestsPage title={title} side="seller" />;
}

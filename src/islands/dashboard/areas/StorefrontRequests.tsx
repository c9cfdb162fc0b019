/** /storefront/requests: the quotes, samples and documents buyers asked the storefront for. */
import { RequestsArea } from './requests/RequestsArea.tsx';

export default function StorefrontRequests({ title }: { title: string; params: Record<string, string> }) {
  return <RequestsArea title={title} side="seller" path="/storefront/requests" />;
}

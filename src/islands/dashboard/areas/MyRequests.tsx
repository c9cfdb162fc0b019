/** /procurement/my-requests: the quotes, samples, documents and products the buyer (and their company) asked for. */
import { RequestsArea } from './requests/RequestsArea.tsx';

export default function MyRequests({ title }: { title: string; params: Record<string, string> }) {
  return <RequestsArea title={title} side="buyer" path="/procurement/my-requests" />;
}

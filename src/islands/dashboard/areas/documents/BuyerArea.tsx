/** /procurement/documents: the documents of the signed-in buyer's orders. */
import { DocumentsPage } from './DocumentsPage.tsx';

export default function BuyerArea({ title }: { title: string; params: Record<string, string> }) {
  return <DocumentsPage title={title} side="buyer" path="/procurement/documents" />;
}

/** /storefront/documents: the documents of the signed-in seller's storefront, its commission invoices among them. */
import { DocumentsPage } from './DocumentsPage.tsx';

export default function SellerArea({ title }: { title: string; params: Record<string, string> }) {
  return <DocumentsPage title={title} side="seller" path="/storefront/documents" />;
}

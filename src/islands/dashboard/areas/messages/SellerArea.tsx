/** /storefront/messages: the conversations buyers have with the storefront. */
import { MessagesPage } from './MessagesPage.tsx';

export default function SellerArea({ title }: { title: string; params: Record<string, string> }) {
  return <MessagesPage title={title} side="seller" />;
}

/**
 * /procurement/messages: the buyer's conversations with storefronts (and their company's). A
 * product page's "Message the supplier" lands here with ?new=product&productId=…, which opens a new
 * conversation about that product (new-thread.ts).
 */
import { MessagesPage } from './MessagesPage.tsx';

export default function BuyerArea({ title }: { title: string; params: Record<string, string> }) {
  return <MessagesPage title={title} side="buyer" />;
}

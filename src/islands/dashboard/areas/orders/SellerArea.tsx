/** /storefront/orders: the orders buyers placed on the signed-in seller's storefront. */
import { SELLER_SIDE } from './order-sides.ts';
import { OrdersArea } from './OrdersArea.tsx';

export default function SellerArea({ title }: { title: string; params: Record<string, string> }) {
  return <OrdersArea title={title} side={SELLER_SIDE} />;
}

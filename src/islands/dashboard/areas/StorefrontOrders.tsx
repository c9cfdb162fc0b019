/** /storefront/orders: the orders buyers placed on the signed-in seller's storefront. */
import { SELLER_SIDE } from './orders/order-sides.ts';
import { OrdersArea } from './orders/OrdersArea.tsx';

export default function StorefrontOrders({ title }: { title: string; params: Record<string, string> }) {
  return <OrdersArea title={title} side={SELLER_SIDE} />;
}

/** /procurement/my-orders: the orders the signed-in buyer (and their company) placed. */
import { BUYER_SIDE } from './orders/order-sides.ts';
import { OrdersArea } from './orders/OrdersArea.tsx';

export default function MyOrders({ title }: { title: string; params: Record<string, string> }) {
  return <OrdersArea title={title} side={BUYER_SIDE} />;
}

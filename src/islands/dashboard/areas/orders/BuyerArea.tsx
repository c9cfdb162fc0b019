/** /procurement/my-orders: the orders the signed-in buyer (and their company) placed. */
import { BUYER_SIDE } from './order-sides.ts';
import { OrdersArea } from './OrdersArea.tsx';

export default function BuyerArea({ title }: { title: string; params: Record<string, string> }) {
  return <OrdersArea title={title} side={BUYER_SIDE} />;
}

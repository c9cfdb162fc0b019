/** What an order list says when it has nothing to show: a page past the end, a filter that matches nothing, or no orders yet. */
import type { Order } from '../../../../contracts/commerce.ts';
import type { PagedEnvelope } from '../../../../contracts/envelope.ts';
import { STATUS_LABEL } from '../../../shared/commerce/order-labels.ts';
import type { OrdersSide } from './order-sides.ts';
import type { OrdersView } from './orders-view.ts';

interface EmptyOrdersProps {
  side: OrdersSide;
  view: OrdersView;
  page: PagedEnvelope<Order>;
  href: (changes: Partial<OrdersView>) => string;
}

export function EmptyOrders({ side, view, page, href }: EmptyOrdersProps) {
  const filtered = view.status !== null || view.q !== '';
  return (
    <div className="card notice-block empty-list">
      {page.totalRecords > 0 ? (
        <>
          <h2>No orders on this page</h2>
          <p>
            <a href={href({ page: 1 })}>Go to the first page</a>
          </p>
        </>
      ) : filtered ? (
        <>
          <h2>
            No {view.status ? `${STATUS_LABEL[view.status].toLowerCase()} ` : ''}orders{view.q ? ` match “${view.q}”` : ''}
          </h2>
          <p>
            <a href={href({ status: null, q: '', page: 1 })}>Show all orders</a>
          </p>
        </>
      ) : side.kind === 'buyer' ? (
        <>
          <h2>No orders yet</h2>
          <p className="muted">
            Orders you place show here, with their status and tracking. <a href="/markets">Browse the markets</a> to find what you need.
          </p>
        </>
      ) : (
        <>
          <h2>No orders yet</h2>
          <p className="muted">When a buyer orders from your storefront, the order shows here for you to accept and ship.</p>
        </>
      )}
    </div>
  );
}

/** One order of a purchase just placed: its number, status and payment, the seller, its lines, and where to follow it. */
import type { Order } from '../../contracts/commerce.ts';
import { PAYMENT_STATUS_LABEL, STATUS_LABEL } from '../shared/commerce/order-labels.ts';
import { OrderLinesTable } from './OrderLinesTable.tsx';

export function PurchasedOrder({ order }: { order: Order }) {
  return (
    <section className="card order-card" aria-labelledby={`order-${order.id}`}>
      <div className="order-card-head">
        <h3 id={`order-${order.id}`}>
          Order <span className="order-number">{order.number}</span>
        </h3>
        <p className="payment-state">
          <span className="badge">{STATUS_LABEL[order.status]}</span>
          <span className={`badge ${order.paymentStatus === 'paid' ? 'verified' : 'warning'}`}>
            {PAYMENT_STATUS_LABEL[order.paymentStatus]}
          </span>
        </p>
      </div>
      <p className="small muted">
        Sold by <strong>{order.supplier.name}</strong>
      </p>
      <OrderLinesTable
        order={order}
        deliveryLabel={order.delivery?.label ?? null}
        totalLabel="Order total"
        product={(line) => (
          <>
            <a href={line.productUrl}>{line.productName}</a>
            <br />
            <span className="muted">{line.packageLabel}</span>
          </>
        )}
      />
      <a className="small" href={`/procurement/my-orders?order=${encodeURIComponent(order.id)}`}>
        Follow this order<span className="visually-hidden"> {order.number}</span>
      </a>
    </section>
  );
}

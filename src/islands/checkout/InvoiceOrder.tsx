/** One order on the proforma invoice: its seller, the payment reference to quote, and its lines with their total. */
import type { ProformaOrder } from '../../contracts/payments.ts';
import { PAYMENT_STATUS_LABEL, STATUS_LABEL } from '../shared/commerce/order-labels.ts';
import { OrderLinesTable } from './OrderLinesTable.tsx';

export function InvoiceOrder({ order }: { order: ProformaOrder }) {
  return (
    <section className="invoice-order" aria-labelledby={`invoice-order-${order.orderId}`}>
      <h3 id={`invoice-order-${order.orderId}`}>
        Order {order.number} · sold by {order.supplier.name}
      </h3>
      <p className="small">
        Payment reference <strong className="order-number">{order.paymentReference}</strong>
        {(order.status === 'cancelled' || order.paymentStatus !== 'unpaid') && (
          <>
            {' '}
            ·{' '}
            <span className="badge">
              {order.status === 'cancelled' ? STATUS_LABEL.cancelled : PAYMENT_STATUS_LABEL[order.paymentStatus]}
            </span>
          </>
        )}
      </p>
      <OrderLinesTable
        order={order}
        deliveryLabel={order.deliveryLabel}
        totalLabel="Order total"
        product={(line) => `${line.productName}, ${line.packageLabel}`}
      />
    </section>
  );
}

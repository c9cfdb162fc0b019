/** One order on the proforma invoice: its seller, the payment reference to quote, and its lines with their total. */
import type { ProformaOrder } from '../../contracts/payments.ts';
import { formatMoney } from '../../contracts/money.ts';
import { PAYMENT_STATUS_LABEL, STATUS_LABEL } from '../shared/order-labels.ts';

export function InvoiceOrder({ order }: { order: ProformaOrder }) {
  return (
    <section className="invoice-order" aria-labelledby={`invoice-order-${order.orderId}`}>
      <h3 id={`invoice-order-${order.orderId}`}>Order {order.number} · sold by {order.supplier.name}</h3>
      <p className="small">
        Payment reference <strong className="order-number">{order.paymentReference}</strong>
        {(order.status === 'cancelled' || order.paymentStatus !== 'unpaid') && (
          <> · <span className="badge">{order.status === 'cancelled' ? STATUS_LABEL.cancelled : PAYMENT_STATUS_LABEL[order.paymentStatus]}</span></>
        )}
      </p>
      <div className="table-scroll">
        <table className="data">
          <caption className="visually-hidden">Lines of order {order.number}</caption>
          <thead><tr><th scope="col">Product</th><th scope="col" className="num">Quantity</th><th scope="col" className="num">Unit price</th><th scope="col" className="num">Total</th></tr></thead>
          <tbody>
            {order.lines.map((line, i) => (
              <tr key={i}>
                <th scope="row">{line.productName}, {line.packageLabel}</th>
                <td className="num">{line.quantity}</td>
                <td className="num">{formatMoney(line.unitPriceMinor, order.currency)}</td>
                <td className="num">{formatMoney(line.lineTotalMinor, order.currency)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot><tr><th scope="row" colSpan={3} className="num">Order total</th><td className="num"><strong>{formatMoney(order.subtotalMinor, order.currency)}</strong></td></tr></tfoot>
        </table>
      </div>
    </section>
  );
}

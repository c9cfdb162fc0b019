/** One order of a purchase just placed: its number, status and payment, the seller, its lines, and where to follow it. */
import type { Order } from '../../contracts/commerce.ts';
import { formatMoney } from '../../contracts/money.ts';
import { PAYMENT_STATUS_LABEL, STATUS_LABEL } from '../shared/order-labels.ts';

export function PurchasedOrder({ order }: { order: Order }) {
  return (
    <section className="card order-card" aria-labelledby={`order-${order.id}`}>
      <div className="order-card-head">
        <h3 id={`order-${order.id}`}>Order <span className="order-number">{order.number}</span></h3>
        <p className="payment-state">
          <span className="badge">{STATUS_LABEL[order.status]}</span>
          <span className={`badge ${order.paymentStatus === 'paid' ? 'verified' : 'warning'}`}>{PAYMENT_STATUS_LABEL[order.paymentStatus]}</span>
        </p>
      </div>
      <p className="small muted">Sold by <strong>{order.supplier.name}</strong></p>
      <div className="table-scroll">
        <table className="data">
          <caption className="visually-hidden">Lines of order {order.number}</caption>
          <thead><tr><th scope="col">Product</th><th scope="col" className="num">Quantity</th><th scope="col" className="num">Unit price</th><th scope="col" className="num">Total</th></tr></thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.packageId}>
                <th scope="row"><a href={line.productUrl}>{line.productName}</a><br /><span className="muted">{line.packageLabel}</span></th>
                <td className="num">{line.quantity}</td>
                <td className="num">{formatMoney(line.unitPriceMinor, order.currency)}</td>
                <td className="num">{formatMoney(line.lineTotalMinor, order.currency)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot><tr><th scope="row" colSpan={3} className="num">Subtotal</th><td className="num"><strong>{formatMoney(order.subtotalMinor, order.currency)}</strong></td></tr></tfoot>
        </table>
      </div>
      <a className="small" href={`/procurement/my-orders?order=${encodeURIComponent(order.id)}`}>Follow this order<span className="visually-hidden"> {order.number}</span></a>
    </section>
  );
}

/**
 * An order's lines with their total. A table of its own rather than the shared one: it has a footer
 * (the order total), and its narrow layout is a receipt, label and amount on one line.
 */
import type { Order } from '../../../../contracts/commerce.ts';
import { formatNumber } from '../../../../contracts/format.ts';
import { formatMoney } from '../../../../contracts/money.ts';

export function OrderLines({ order }: { order: Order }) {
  return (
    <table className="data order-lines-table">
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col" className="num">
            Unit price
          </th>
          <th scope="col" className="num">
            Quantity
          </th>
          <th scope="col" className="num">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line) => (
          <tr key={line.packageId}>
            <th scope="row">
              <a href={line.productUrl}>{line.productName}</a>
              <span className="muted small line-package">{line.packageLabel}</span>
            </th>
            <td className="num" data-label="Unit price">
              {formatMoney(line.unitPriceMinor, order.currency)}
            </td>
            <td className="num" data-label="Quantity">
              {formatNumber(line.quantity)}
            </td>
            <td className="num" data-label="Total">
              {formatMoney(line.lineTotalMinor, order.currency)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            Order total
          </th>
          <td className="num" data-label="Order total">
            <strong>{formatMoney(order.subtotalMinor, order.currency)}</strong>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

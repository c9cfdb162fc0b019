/**
 * An order's lines with their total. A table of its own rather than the shared one: it has a footer
 * (the order total), and its narrow layout is a receipt, label and amount on one line.
 */
import type { Order } from '../../../../contracts/commerce.ts';
import { formatNumber } from '../../../../contracts/format.ts';
import { formatMoney } from '../../../../contracts/money.ts';

export function OrderLines({ order }: { order: Order }) {
  const money = (minor: number) => formatMoney(minor, order.currency);
  const rows: [string, number][] = [
    ['Subtotal', order.subtotalMinor],
    ['VAT', order.goodsVatMinor],
    ...(order.delivery ? ([[`Delivery · ${order.delivery.label}`, order.deliveryMinor]] as [string, number][]) : []),
    ...(order.deliveryVatMinor > 0 ? ([['VAT on delivery', order.deliveryVatMinor]] as [string, number][]) : []),
    ...(order.refundedMinor > 0 ? ([['Refunded', -order.refundedMinor]] as [string, number][]) : []),
  ];
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
        {rows.map(([label, minor]) => (
          <tr key={label}>
            <th scope="row" colSpan={3}>
              {label}
            </th>
            <td className="num" data-label={label}>
              {money(minor)}
            </td>
          </tr>
        ))}
        <tr>
          <th scope="row" colSpan={3}>
            Order total
          </th>
          <td className="num" data-label="Order total">
            <strong>{money(order.totalMinor)}</strong>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

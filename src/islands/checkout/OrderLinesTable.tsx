/**
 * The lines of one order with the order's subtotal, VAT, delivery and total as the gateway priced
 * them, as the confirmation page and the proforma invoice show
 * them (a table of its own: the shared one has no footer row for the total). A line bought at a
 * campaign's price shows the list price struck through and the campaign (order lines keep both;
 * the proforma's lines do not carry them).
 */
import type { ReactNode } from 'react';
import { formatMoney } from '../../contracts/money.ts';
import { CampaignNote, UnitPrice } from '../shared/commerce/CampaignPrice.tsx';

interface Line {
  productName: string;
  packageLabel: string;
  quantity: number;
  unitPriceMinor: number;
  lineTotalMinor: number;
  listUnitPriceMinor?: number;
  campaign?: { name: string } | null;
}

interface OrderLinesTableProps<L extends Line> {
  order: {
    number: string;
    currency: string;
    subtotalMinor: number;
    goodsVatMinor: number;
    deliveryMinor: number;
    deliveryVatMinor: number;
    totalMinor: number;
    lines: L[];
  };
  /** What the delivery line is ("Delivery to Kano and the North-West"), when the order has one. */
  deliveryLabel?: string | null;
  /** The product cell: a link on screen, plain words on paper. */
  product: (line: L) => ReactNode;
  totalLabel: string;
}

export function OrderLinesTable<L extends Line>({ order, product, totalLabel, deliveryLabel }: OrderLinesTableProps<L>) {
  const money = (minor: number) => formatMoney(minor, order.currency);
  const rows: [string, number][] = [
    ['Subtotal', order.subtotalMinor],
    ['VAT', order.goodsVatMinor],
    ...(deliveryLabel || order.deliveryMinor > 0
      ? ([[`Delivery${deliveryLabel ? ` · ${deliveryLabel}` : ''}`, order.deliveryMinor]] as [string, number][])
      : []),
    ...(order.deliveryVatMinor > 0 ? ([['VAT on delivery', order.deliveryVatMinor]] as [string, number][]) : []),
  ];
  return (
    <div className="table-scroll">
      <table className="data">
        <caption className="visually-hidden">Lines of order {order.number}</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col" className="num">
              Quantity
            </th>
            <th scope="col" className="num">
              Unit price
            </th>
            <th scope="col" className="num">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, i) => {
            const campaign = line.campaign && (line.listUnitPriceMinor ?? 0) > line.unitPriceMinor ? line.campaign : null;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never change order or number once placed
              <tr key={i}>
                <th scope="row">
                  {product(line)}
                  {campaign && (
                    <>
                      {' '}
                      <CampaignNote campaign={campaign} className="order-line-campaign" />
                    </>
                  )}
                </th>
                <td className="num">{line.quantity}</td>
                <td className="num">
                  <UnitPrice
                    priceMinor={line.unitPriceMinor}
                    listMinor={line.listUnitPriceMinor ?? line.unitPriceMinor}
                    currency={order.currency}
                  />
                </td>
                <td className="num">{formatMoney(line.lineTotalMinor, order.currency)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          {rows.map(([label, minor]) => (
            <tr key={label}>
              <th scope="row" colSpan={3} className="num">
                {label}
              </th>
              <td className="num">{money(minor)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" colSpan={3} className="num">
              {totalLabel}
            </th>
            <td className="num">
              <strong>{money(order.totalMinor)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

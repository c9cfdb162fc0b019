/**
 * /checkout/proforma?checkout={id}: the proforma invoice of a bank-transfer purchase
 * (GET /v1/payments/proforma/{checkoutId}): the account to pay into, a payment reference per order,
 * totals and the due date. It prints on its own (print styles hide the site around it).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Envelope } from '../../contracts/envelope.ts';
import type { ProformaInvoice } from '../../contracts/payments.ts';
import { api, errorMessage } from '../../lib/api-client.ts';
import { formatDate } from '../../contracts/format.ts';
import { formatMoney } from '../../contracts/money.ts';
import { loginAddress } from '../../lib/login-address.ts';
import { $loggedUser, $timezone } from '../../lib/session.ts';
import { PAYMENT_STATUS_LABEL, STATUS_LABEL } from '../dashboard/areas/orders/order-text.ts';
import { AddressLines } from './AddressLines.tsx';
import { withErrorBoundary } from '../error/with-error-boundary.tsx';
import '../cart/cart-page.css';
import './checkout.css';

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'done'; invoice: ProformaInvoice };

function Proforma() {
  const user = useStore($loggedUser);
  const timeZone = useStore($timezone);
  const checkoutId = new URLSearchParams(globalThis.location?.search ?? '').get('checkout') ?? '';
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!$loggedUser.get()) location.replace(loginAddress({ redirectedFrom: `${location.pathname}${location.search}` }));
  }, []);

  useEffect(() => {
    if (!user || !checkoutId) return;
    let live = true;
    api<Envelope<ProformaInvoice>>(`/v1/payments/proforma/${encodeURIComponent(checkoutId)}`).then(
      (response) => { if (live) setLoad({ status: 'done', invoice: response.data }); },
      (error) => { if (live) setLoad({ status: 'error', message: errorMessage(error) }); },
    );
    return () => { live = false; };
  }, [user?.id, checkoutId, attempt]);

  if (!user) return <p className="muted">Taking you to sign in…</p>;
  if (!checkoutId) {
    return <div className="card cart-message"><p>This address does not name a purchase. Your orders are in <a href="/procurement/my-orders">My orders</a>.</p></div>;
  }
  if (load.status === 'error') {
    return (
      <div className="card cart-message" role="alert">
        <p>We could not load the proforma invoice: {load.message}</p>
        <button type="button" className="button secondary" onClick={() => setAttempt((n) => n + 1)}>Try again</button>
      </div>
    );
  }
  if (load.status === 'loading') {
    return <div className="card cart-skeleton" aria-busy="true"><span className="visually-hidden">Loading the proforma invoice…</span></div>;
  }

  const { invoice } = load;
  const date = (iso: string) => formatDate(iso, timeZone);
  const { buyer, bank } = invoice;

  return (
    <>
      <div className="proforma-tools no-print">
        <a href={`/order-success?checkout=${encodeURIComponent(invoice.checkoutId)}`}>Back to your purchase</a>
        <button type="button" className="button" onClick={() => window.print()}>Print or save as PDF</button>
      </div>
      <article className="card invoice" aria-labelledby="invoice-title">
        <header className="invoice-head">
          <div>
            <p className="muted small">ChemMarket Africa</p>
            <h2 id="invoice-title">Proforma invoice</h2>
          </div>
          <dl className="facts">
            <dt>Issued</dt><dd>{date(invoice.issuedAt)}</dd>
            <dt>Pay by</dt><dd><strong>{date(invoice.dueAt)}</strong></dd>
            <dt>Payment</dt><dd>Bank transfer</dd>
            <dt>Purchase</dt><dd className="small">{invoice.checkoutId}</dd>
          </dl>
        </header>

        <div className="invoice-parties">
          <section aria-labelledby="bill-to">
            <h3 id="bill-to">Bill to</h3>
            {buyer.companyName && <p><strong>{buyer.companyName}</strong></p>}
            <p>{buyer.name}</p>
            <p className="muted">{buyer.email}</p>
          </section>
          <section aria-labelledby="ship-to">
            <h3 id="ship-to">Deliver to</h3>
            <AddressLines address={invoice.shippingAddress} />
          </section>
        </div>

        <section className="invoice-bank" aria-labelledby="pay-into">
          <h3 id="pay-into">Pay into</h3>
          <dl className="facts">
            <dt>Account name</dt><dd>{bank.accountName}</dd>
            <dt>Bank</dt><dd>{bank.bankName}</dd>
            <dt>Account number</dt><dd><strong className="order-number">{bank.accountNumber}</strong></dd>
            <dt>Amount due</dt><dd><strong className="money">{formatMoney(invoice.amountDueMinor, invoice.currency)}</strong></dd>
          </dl>
          <p className="small">Make one transfer per order and write its payment reference in the transfer&rsquo;s description, so each seller can match your money.</p>
        </section>

        {invoice.orders.map((order) => (
          <section key={order.orderId} className="invoice-order" aria-labelledby={`invoice-order-${order.orderId}`}>
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
        ))}

        <div>
          <p className="invoice-total"><span>Total</span> <span className="money">{formatMoney(invoice.totalMinor, invoice.currency)}</span></p>
          {invoice.amountDueMinor !== invoice.totalMinor && (
            <p className="invoice-total small-total"><span>Still to pay</span> <span className="money">{formatMoney(invoice.amountDueMinor, invoice.currency)}</span></p>
          )}
        </div>

        <footer className="invoice-notes">
          <p>This proforma invoice is a request for payment, not a tax invoice. Each seller issues their own invoice with the goods.</p>
          <p>Prices exclude VAT and delivery unless the seller confirmed them with the order. Payment is due by {date(invoice.dueAt)}.</p>
        </footer>
      </article>
    </>
  );
}

export default withErrorBoundary(Proforma);
